import { orderList } from '@jb/contract/api/orders';
import { schedulingIssues } from '@jb/contract/api/scheduling';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, confirmOk, rowWith, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { keepingPictures, picture, SETTLE, toastSays } from '../support/screen.ts';
import { type IssueSpec, schedulingWorld } from '../support/world.ts';

const JOURNAL = '现代农业研究';
const KEYWORD = '排期旅程';
const TITLES = [
  `${KEYWORD}：水稻品种比较试验`,
  `${KEYWORD}：温室番茄滴灌研究`,
  `${KEYWORD}：土壤墒情遥感监测`,
];
/**
 * The journey's own rows: an issue with a small page budget (two 8-page articles fit, a third does
 * not), one without a budget, both in the year after the journal's last, and the three manuscripts.
 */
const world = schedulingWorld({
  journal: JOURNAL,
  issues: [
    { volume: 90, number: 1, pageBudget: 20 },
    { volume: 90, number: 2, pageBudget: 0 },
  ],
  accepted: TITLES,
});
const small = () => world.issues[0]!;
const other = () => world.issues[1]!;
/** The demo journals' rush fee (seed/journals.ts: 1000 yuan). */
const RUSH_FEE = '1000.00元';

const issueName = (i: IssueSpec) => `${i.year} 年第 ${i.volume} 卷第 ${i.number} 期`;
/** The issue pickers' option label: its name and status. */
const issueOption = (i: IssueSpec) => `${issueName(i)}（计划中）`;

/** The contents' rows in their order, by manuscript id. */
async function contentsOrder(page: Page): Promise<number[]> {
  const ids = await page
    .getByTestId('contents')
    .locator('tr[data-testid^="contents-row-"]')
    .evaluateAll((rows) =>
      rows.map((r) => Number(r.getAttribute('data-testid')!.replace('contents-row-', ''))),
    );
  return ids;
}

/** Places a waiting manuscript through the dialog: its type (a label), its pages; answers once sent. */
async function fillSchedule(page: Page, type: string, pages: number) {
  const form = page.getByTestId('schedule-form');
  await form.waitFor(SETTLE);
  await form.locator('label', { hasText: type }).click();
  await form.locator('#pages').fill(String(pages));
  await submitDialog(page);
}

/**
 * Scheduling as the editorial office does it on 稿件排期: the press administrator picks the journal
 * and a small issue, places two accepted manuscripts (one as a rush, whose rush fee order then shows
 * in the contents), reorders them, places a third over the page budget after confirming, moves it
 * to another issue, takes the rush one out with a reason and finds it waiting again. The journey's
 * issues and accepted manuscripts are its own (support/world.ts).
 */
describe('scheduling accepted manuscripts into an issue', () => {
  const journey = useJourney({}, world.prepare);
  let page: Page;
  /** The three manuscripts' ids, in the order of TITLES. */
  let ids: number[] = [];

  it('opens on the journal and the small issue, with the accepted manuscripts waiting', async () => {
    page = await signedInPage(journey, 'pressadmin');
    await openFromMenu(page, '编辑审稿', '稿件排期', /\/editorialReview\/manuscriptScheduling/);
    await chooseOption(page, 'journal-picker', JOURNAL);
    await chooseOption(page, 'issue-picker', issueOption(small()));
    await expect.poll(() => page.getByTestId('issue-budget-text').innerText(), SETTLE).toBe('已排 0 / 20 页');

    await page.getByTestId('filter-keyword').fill(KEYWORD);
    await page.getByTestId('filter-submit').click();
    ids = [];
    for (const title of TITLES) {
      const row = rowWith(page, title);
      await row.waitFor(SETTLE);
      ids.push(Number((await row.getAttribute('data-testid'))!.replace('row-', '')));
    }
    await expect.poll(() => page.getByTestId('tab-count-waiting').innerText(), SETTLE).toBe(' (3)');
    await picture(page, 'scheduling-zh-CN-waiting.png');
  });

  it('places one as a rush and one ticked as regular, the rush fee order showing in the contents', async () => {
    const [rush, regular] = ids as [number, number];
    await page.getByTestId(`row-action-schedule-${rush}`).click();
    await page.getByTestId('schedule-form').waitFor(SETTLE);
    expect(await page.getByTestId('schedule-subject').innerText()).toContain(TITLES[0]);
    await page.getByTestId('schedule-form').locator('label', { hasText: '加急排期' }).click();
    await page.getByTestId('rush-note').waitFor();
    await picture(page, 'scheduling-zh-CN-dialog.png');
    await fillSchedule(page, '加急排期', 8);
    await toastSays(page, `已排入 ${issueName(small())}`);
    await expect.poll(() => rowWith(page, TITLES[0]!).count(), SETTLE).toBe(0);

    await page.getByTestId(`row-${regular}`).locator('.ant-checkbox-input').check();
    await page.getByTestId('schedule-ticked').click();
    await fillSchedule(page, '正常排期', 8);
    await toastSays(page, `已排入 ${issueName(small())}`);
    await expect
      .poll(() => page.getByTestId('issue-budget-text').innerText(), SETTLE)
      .toBe('已排 16 / 20 页');

    await page.getByTestId('tab-contents').click();
    await expect.poll(() => contentsOrder(page), SETTLE).toEqual([rush, regular]);
    expect(await page.getByTestId(`type-tag-${rush}`).innerText()).toBe('加急排期');
    expect(await page.getByTestId(`type-tag-${regular}`).innerText()).toBe('正常排期');
    const orders = await page.getByTestId(`orders-${rush}`).innerText();
    expect(orders).toContain('加急费');
    expect(orders).toContain(RUSH_FEE);
    expect(orders).toContain('未支付');
    expect(await page.getByTestId(`page-range-${rush}`).innerText()).toBe('1–8');
    expect(await page.getByTestId(`page-range-${regular}`).innerText()).toBe('9–16');
  });

  it('reorders the contents, and the page ranges follow', async () => {
    const [rush, regular] = ids as [number, number];
    await page.getByTestId(`row-down-${rush}`).click();
    await toastSays(page, '顺序已保存');
    await expect.poll(() => contentsOrder(page), SETTLE).toEqual([regular, rush]);
    await expect.poll(() => page.getByTestId(`page-range-${regular}`).innerText(), SETTLE).toBe('1–8');
    expect(await page.getByTestId(`page-range-${rush}`).innerText()).toBe('9–16');
  });

  it('places a third over the page budget once the overrun is confirmed', async () => {
    const third = ids[2]!;
    await page.getByTestId('tab-waiting').click();
    await page.getByTestId(`row-action-schedule-${third}`).click();
    await fillSchedule(page, '正常排期', 8);
    const asked = page.getByTestId('over-budget');
    await asked.waitFor(SETTLE);
    expect(await asked.innerText()).toContain('预算 20 页');
    await confirmOk(page);
    await toastSays(page, `已排入 ${issueName(small())}`);
    await expect
      .poll(() => page.getByTestId('issue-budget-text').innerText(), SETTLE)
      .toBe('已排 24 / 20 页 · 超出 4 页');
    await expect.poll(() => page.getByTestId('tab-count-contents').innerText(), SETTLE).toBe(' (3)');
    if (keepingPictures) {
      await page.getByTestId('tab-contents').click();
      await expect.poll(() => contentsOrder(page), SETTLE).toHaveLength(3);
      await picture(page, 'scheduling-zh-CN.png', true);
      await page.getByTestId('tab-waiting').click();
    }
  });

  it('moves the third to the other issue, which has no budget set', async () => {
    const third = ids[2]!;
    await page.getByTestId('tab-contents').click();
    await page.getByTestId(`row-action-moveIssue-${third}`).click();
    await page.getByTestId('move-form').waitFor(SETTLE);
    await chooseOption(page, 'move-issue', issueOption(other()));
    await submitDialog(page);
    await toastSays(page, `已移至 ${issueName(other())}`);
    await expect.poll(() => contentsOrder(page), SETTLE).toEqual([ids[1], ids[0]]);
    await expect
      .poll(() => page.getByTestId('issue-budget-text').innerText(), SETTLE)
      .toBe('已排 16 / 20 页');

    await chooseOption(page, 'issue-picker', issueOption(other()));
    await expect.poll(() => contentsOrder(page), SETTLE).toEqual([third]);
    expect(await page.getByTestId('issue-budget-text').innerText()).toBe('未设页数预算 · 已排 8 页');
  });

  it('takes the rush one out with a reason, and it waits to be scheduled again', async () => {
    const [rush, regular] = ids as [number, number];
    await chooseOption(page, 'issue-picker', issueOption(small()));
    await expect.poll(() => contentsOrder(page), SETTLE).toEqual([regular, rush]);
    await page.getByTestId(`row-action-unschedule-${rush}`).click();
    await page.getByTestId('unschedule-form').waitFor(SETTLE);
    // The reason is asked for: the dialog does not send without it.
    await submitDialog(page);
    await page.getByTestId('unschedule-form').getByText('请填写原因').waitFor(SETTLE);
    await page.getByTestId('unschedule-note').fill('作者要求推迟到下一年发表');
    await submitDialog(page);
    await toastSays(page, '已撤出，稿件回到待排期');
    await expect.poll(() => contentsOrder(page), SETTLE).toEqual([regular]);
    expect(await page.getByTestId(`page-range-${regular}`).innerText()).toBe('1–8');

    await page.getByTestId('tab-waiting').click();
    await rowWith(page, TITLES[0]!).waitFor(SETTLE);
    await expect.poll(() => page.getByTestId('tab-count-waiting').innerText(), SETTLE).toBe(' (1)');
  });

  it('reads in English too', async () => {
    await page.getByTestId('lang-switch').click();
    await expect
      .poll(() => page.getByTestId('tab-waiting').innerText(), SETTLE)
      .toContain('Waiting to be scheduled');
    await page.getByTestId('tab-contents').click();
    await expect.poll(() => contentsOrder(page), SETTLE).toEqual([ids[1]]);
    expect(await page.getByTestId('issue-budget-text').innerText()).toBe('8 of 20 pages placed');
    expect(await page.getByTestId(`row-action-setSchedulingType-${ids[1]}`).innerText()).toBe(
      'Change the scheduling type',
    );
    await picture(page, 'scheduling-en-US.png', true);
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('tab-waiting').innerText(), SETTLE).toContain('待排期');
  });

  it('keeps the person on the screen they press while 稿件排期 still chooses its issue', async () => {
    // 稿件排期's issue list answers only once 订单查询 is pressed, and 订单查询's code comes late:
    // meanwhile 稿件排期 stays on screen and chooses its issue, which took the person back to it.
    let answerIssues = () => {};
    const issuesHeld = new Promise<void>((resolve) => {
      answerIssues = resolve;
    });
    await page.route(`**${schedulingIssues.path}**`, async (route) => {
      await issuesHeld;
      await route.continue();
    });
    await page.route('**/assets/OrderListPage-*.js', async (route) => {
      await issuesHeld;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`${journey.server.url}/manage/welcome`);
    await openFromMenu(page, '编辑审稿', '稿件排期', /\/editorialReview\/manuscriptScheduling/);
    await page.getByTestId('tab-waiting').waitFor(SETTLE);
    await openFromMenu(page, '运营管理', '订单查询', /\/operation\/orderInquiry/);
    answerIssues();
    await page.locator(`[data-testid="resource-table"][data-path="${orderList.path}"]`).waitFor(SETTLE);
    expect(new URL(page.url()).pathname).toBe('/operation/orderInquiry');
    await page.unrouteAll();
    await openFromMenu(page, '编辑审稿', '稿件排期', /\/editorialReview\/manuscriptScheduling/);
    await page.getByTestId('tab-waiting').waitFor(SETTLE);
  });
});
