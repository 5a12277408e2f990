import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, confirmOk, rowWith, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { handInProof, proofPdf } from '../support/production.ts';
import { boxShare, dragOn, markAllDone, markIds, pageRendered } from '../support/proofViewer.ts';
import { paddedPdf, watchFileReads } from '../support/rangedPdf.ts';
import { keepingPictures, picture, SETTLE, toastSays } from '../support/screen.ts';
import { typesettingWorld } from '../support/world.ts';

const JOURNAL = '现代农业研究';
const TITLE = '发排旅程：冬小麦节水灌溉试验';
const TYPESETTER = '孙排版';
const SCREEN = /\/editorialReview\/postingDateFaPai/;

const world = typesettingWorld({
  journal: JOURNAL,
  issue: { volume: 91, number: 1, pageBudget: 0 },
  scheduled: [TITLE],
});

/** A day `days` after today in China, as the date fields take it. */
function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
const DUE = chinaDay(7);

/** Opens the screen from the menu and finds the journey's manuscript in the tab's list. */
async function findOnTab(page: Page, tab: string): Promise<number> {
  await openFromMenu(page, '编辑审稿', '发排校对', SCREEN);
  await page.getByTestId(`tab-${tab}`).click();
  await page.getByTestId('filter-keyword').fill('发排旅程');
  await page.getByTestId('filter-submit').click();
  const row = rowWith(page, TITLE);
  await row.waitFor(SETTLE);
  return Number((await row.getAttribute('data-testid'))!.replace('row-', ''));
}

/** The layout is made this much larger by bytes no page uses: the viewer reads only what it draws. */
const LAYOUT_PADDING = 3 * 1024 * 1024;

/** Hands in a proof PDF through the open upload dialog (with its page count, when given). */
const handIn = async (page: Page, label: string, pages?: number) =>
  handInProof(page, await proofPdf(label, TITLE, TYPESETTER), pages);

/**
 * Typesetting and the first proof round as the press does it on 发排校对: the press administrator
 * dispatches a scheduled manuscript to 孙排版 with a due date; the typesetter accepts it on their
 * desk and uploads the layout; the administrator reads proof 1, marks it twice and closes the round;
 * the typesetter marks both done and uploads revision 1; the administrator finds proof 2 with round
 * 1's marks resolved. Then the screen in English.
 */
describe('typesetting and a proof round', () => {
  const journey = useJourney({}, world.prepare);
  let admin: Page;
  let setter: Page;
  let id = 0;

  it('the administrator dispatches the scheduled manuscript to 孙排版 with a due date', async () => {
    admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '编辑审稿', '发排校对', SCREEN);
    await chooseOption(admin, 'journal-picker', JOURNAL);
    id = await findOnTab(admin, 'dispatch');
    const issue = world.issue();
    expect(await admin.getByTestId(`issue-${id}`).innerText()).toBe(
      `${issue.year} 年第 ${issue.volume} 卷第 ${issue.number} 期`,
    );
    await admin.getByTestId(`row-${id}`).locator('.ant-checkbox-input').check();
    await admin.getByTestId('dispatch-ticked').click();
    const form = admin.getByTestId('dispatch-form');
    await form.waitFor(SETTLE);
    await chooseOption(admin, 'dispatch-typesetter', TYPESETTER);
    // Typed as a person types a date, then on to the next field.
    await admin.getByTestId('dispatch-due').fill(DUE);
    await admin.getByTestId('dispatch-due').press('Tab');
    await admin.getByTestId('dispatch-note').fill('图表按期刊模板排');
    await picture(admin, 'typesetting-zh-CN-dispatch.png');
    await submitDialog(admin);
    await toastSays(admin, `已发排给 ${TYPESETTER}`);
    await expect.poll(() => rowWith(admin, TITLE).count(), SETTLE).toBe(0);

    await admin.getByTestId('tab-typesetting').click();
    await rowWith(admin, TITLE).waitFor(SETTLE);
    expect(await admin.getByTestId(`typesetter-${id}`).innerText()).toBe(TYPESETTER);
    expect(await admin.getByTestId(`due-${id}`).innerText()).toBe(DUE);
    expect(await admin.getByTestId(`round-${id}`).innerText()).toBe('待接收');
    // Taking it back stays possible until the typesetter accepts it.
    await admin.getByTestId(`row-action-recallDispatch-${id}`).waitFor();
  });

  it('孙排版 accepts it on their desk and uploads the layout', async () => {
    setter = await signedInPage(journey, 'paiban');
    await openFromMenu(setter, '编辑审稿', '发排校对', SCREEN);
    // A typesetter who may not dispatch lands on their desk, without the dispatch list.
    await setter.getByTestId('tab-desk').waitFor(SETTLE);
    expect(await setter.getByTestId('tab-dispatch').count()).toBe(0);
    await findOnTab(setter, 'desk');
    await setter.getByTestId(`row-action-acceptDispatch-${id}`).click();
    await confirmOk(setter);
    await toastSays(setter, '已接收，开始排版');
    await expect.poll(() => setter.getByTestId(`round-${id}`).innerText(), SETTLE).toBe('初排');

    await setter.getByTestId(`row-action-uploadProof-${id}`).click();
    const layout = await proofPdf('初排', TITLE, TYPESETTER);
    await handInProof(setter, { ...layout, buffer: paddedPdf(layout.buffer, LAYOUT_PADDING) }, 8);
    await expect.poll(() => rowWith(setter, TITLE).count(), SETTLE).toBe(0);
  });

  it('the administrator reads proof 1, adds two marks and closes the round', async () => {
    await findOnTab(admin, 'proofs');
    expect(await admin.getByTestId(`round-${id}`).innerText()).toBe('第 1 校');
    await admin.getByTestId(`row-action-detail-${id}`).click();
    const drawer = admin.getByTestId('proof-drawer');
    await drawer.getByTestId('proof-file-0').waitFor(SETTLE);
    expect(await drawer.getByTestId('proof-typesetter').innerText()).toBe(TYPESETTER);

    // The layout in the viewer: its first page drawn from parts of the file (each a ranged read,
    // answered 206), far less than the whole; a box dragged over the page marks that area.
    const reads = watchFileReads(admin);
    await drawer.getByTestId('viewer-toggle-1').click();
    await pageRendered(admin, 1);
    const read = await reads.stop();
    expect(read.length).toBeGreaterThan(1);
    expect(read.filter((r) => r.status !== 206 || !r.range?.startsWith('bytes='))).toEqual([]);
    expect(read.reduce((n, r) => n + r.bytes, 0)).toBeLessThan(LAYOUT_PADDING / 2);
    await dragOn(admin, 1, { x: 0.2, y: 0.07 }, { x: 0.7, y: 0.12 });
    const form = drawer.getByTestId('add-mark-1');
    await expect
      .poll(() => form.getByTestId('mark-area').innerText(), SETTLE)
      .toContain('标注第 1 页框选的区域');
    // The text under the box, as the viewer read it from the PDF: the layout's title.
    await expect.poll(() => form.getByTestId('mark-quote').inputValue(), SETTLE).toBe('初排');
    await form.locator('label', { hasText: '高亮' }).click();
    await form.getByTestId('mark-note').fill('加粗小标题');
    await form.getByTestId('mark-add').click();
    await toastSays(admin, '标注已添加');
    await expect.poll(() => markIds(admin, 1), SETTLE).toHaveLength(1);
    const [boxed] = await markIds(admin, 1);
    // Drawn over the page where it was dragged, and in the same place of the page after zooming in.
    await expect.poll(() => boxShare(admin, 1, boxed!), SETTLE).toEqual([0.2, 0.07, 0.5, 0.05]);
    if (keepingPictures) {
      await drawer.getByTestId('viewer-1').scrollIntoViewIfNeeded();
      await picture(admin, 'typesetting-zh-CN-viewer.png');
    }
    await drawer.getByTestId('viewer-zoom-in').click();
    await expect.poll(() => drawer.getByTestId('viewer-zoom').innerText(), SETTLE).toBe('125%');
    await pageRendered(admin, 1);
    expect(await boxShare(admin, 1, boxed!)).toEqual([0.2, 0.07, 0.5, 0.05]);
    expect(await form.getByTestId('mark-area').innerText()).toBe('标注针对整页');

    await form.locator('label', { hasText: '批注' }).click();
    // A comment says what to do: it is not sent without its words.
    await form.getByTestId('mark-add').click();
    await form.getByText('插入和批注须写明内容').waitFor(SETTLE);
    await form.getByTestId('mark-page').fill('2');
    await form.getByTestId('mark-note').fill('图 2 的图注与正文不一致');
    await form.getByTestId('mark-add').click();
    await expect.poll(() => markIds(admin, 1), SETTLE).toHaveLength(2);
    expect(await drawer.getByTestId('marks-summary-1').innerText()).toBe('已处理 0 / 2');
    await picture(admin, 'typesetting-zh-CN-proof.png');

    await drawer.getByTestId('drawer-end-round').click();
    await admin.getByTestId('end-round-form').waitFor(SETTLE);
    await admin.getByTestId('end-round-note').fill('按在线标注修改，图 2 重新排版');
    await submitDialog(admin);
    await confirmOk(admin);
    await toastSays(admin, '本轮已结束，稿件交排版人修改');
    await drawer.waitFor({ state: 'hidden', ...SETTLE });
  });

  it('孙排版 sees the boxed mark on the PDF, marks both done and uploads revision 1', async () => {
    // The desk shows what came back to them once they look again (a list is kept for 30 s).
    await setter.reload();
    await rowWith(setter, TITLE).waitFor(SETTLE);
    await expect.poll(() => setter.getByTestId(`round-${id}`).innerText(), SETTLE).toBe('第 1 次改样');
    await setter.getByTestId(`row-action-detail-${id}`).click();
    const drawer = setter.getByTestId('proof-drawer');
    await drawer.getByTestId('marks-round-1').waitFor(SETTLE);
    await expect.poll(() => markIds(setter, 1), SETTLE).toHaveLength(2);
    // The round is closed: no mark is added any more.
    expect(await drawer.getByTestId('add-mark-1').count()).toBe(0);
    await drawer.getByTestId('viewer-toggle-1').click();
    await pageRendered(setter, 1);
    const [boxed] = await markIds(setter, 1);
    await expect.poll(() => boxShare(setter, 1, boxed!), SETTLE).toEqual([0.2, 0.07, 0.5, 0.05]);
    expect(await markIds(setter, 1)).toHaveLength(2);
    await markAllDone(setter, 1, TYPESETTER);

    await drawer.getByTestId('drawer-upload').click();
    await setter.getByTestId('upload-form').waitFor(SETTLE);
    expect(await setter.getByTestId('upload-unresolved').count()).toBe(0);
    await handIn(setter, '第1次改样', 9);
    await expect.poll(() => rowWith(setter, TITLE).count(), SETTLE).toBe(0);
  });

  it('the administrator finds proof 2 with round 1’s marks resolved', async () => {
    await admin.reload();
    await rowWith(admin, TITLE).waitFor(SETTLE);
    await expect.poll(() => admin.getByTestId(`round-${id}`).innerText(), SETTLE).toBe('第 2 校');
    await admin.getByTestId(`row-action-detail-${id}`).click();
    const drawer = admin.getByTestId('proof-drawer');
    await drawer.getByTestId('proof-file-1').waitFor(SETTLE);
    expect(await drawer.getByTestId('proof-file-0').count()).toBe(1);
    await drawer.getByTestId('marks-round-2').waitFor(SETTLE);
    await drawer.getByTestId('add-mark-2').waitFor();
    await expect.poll(() => drawer.getByTestId('marks-summary-1').innerText(), SETTLE).toBe('已处理 2 / 2');
    for (const markId of await markIds(admin, 1))
      expect(await drawer.getByTestId(`mark-state-${markId}`).innerText()).toContain(`${TYPESETTER} 于`);
    await picture(admin, 'typesetting-zh-CN-round-2.png', true);
    await admin.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...SETTLE });

    // The finished ones (film output on) have a tab of their own: the demo's, dispatched to 孙排版.
    await admin.getByTestId('tab-complete').click();
    await admin.getByTestId('filter-reset').click();
    await expect
      .poll(() => admin.getByTestId('resource-table').locator('tr.ant-table-row').count(), SETTLE)
      .toBeGreaterThan(0);
    await admin.getByTestId('tab-proofs').click();
    await admin.getByTestId('filter-keyword').fill('发排旅程');
    await admin.getByTestId('filter-submit').click();
    await rowWith(admin, TITLE).waitFor(SETTLE);
  });

  it('reads in English too, each row on one line', async () => {
    const row = admin.getByTestId(`row-${id}`);
    const zhHeight = (await row.boundingBox())!.height;
    await admin.getByTestId('lang-switch').click();
    await expect.poll(() => admin.getByTestId('tab-proofs').innerText(), SETTLE).toBe('At proof');
    expect(await admin.getByTestId(`round-${id}`).innerText()).toBe('Proof 2');
    expect(await admin.getByTestId(`row-action-endProofRound-${id}`).innerText()).toBe('Close the round');
    expect((await row.boundingBox())!.height).toBeLessThanOrEqual(zhHeight + 2);
    await picture(admin, 'typesetting-en-US.png', true);
    await admin.getByTestId('lang-switch').click();
    await expect.poll(() => admin.getByTestId('tab-proofs').innerText(), SETTLE).toBe('校对中');
  });
});
