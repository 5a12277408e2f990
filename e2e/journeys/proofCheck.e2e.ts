import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmOk, rowWith, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { handInProof, proofPdf } from '../support/production.ts';
import { dragOn, markAllDone, markIds, pageRendered } from '../support/proofViewer.ts';
import { picture, SETTLE, toastSays } from '../support/screen.ts';
import { typesettingWorld } from '../support/world.ts';

const JOURNAL = '现代农业研究';
const TITLE = '核对旅程：稻田甲烷排放的季节变化';
const TYPESETTER = '孙排版';
const ONLINE = /\/editorialReview\/online/;
const CHECK = /\/editorialReview\/check/;

const world = typesettingWorld({
  journal: JOURNAL,
  issue: { volume: 92, number: 1, pageBudget: 0 },
  scheduled: [TITLE],
  laidOutBy: 'paiban',
});

const handIn = async (page: Page, label: string) =>
  handInProof(page, await proofPdf(label, TITLE, TYPESETTER));

/** The typesetter's desk on 发排校对, searched for the journey's manuscript. */
async function onDesk(page: Page): Promise<number> {
  await openFromMenu(page, '编辑审稿', '发排校对', /\/editorialReview\/postingDateFaPai/);
  // A list is kept for 30 s: what came back since is there once the person looks again.
  await page.reload();
  await page.getByTestId('tab-desk').click();
  await page.getByTestId('filter-keyword').fill('核对旅程');
  await page.getByTestId('filter-submit').click();
  const row = rowWith(page, TITLE);
  await row.waitFor(SETTLE);
  return Number((await row.getAttribute('data-testid'))!.replace('row-', ''));
}

/** A screen of the proof desks opened from the menu, searched for the journey's manuscript. */
async function findOn(page: Page, screen: string, path: RegExp) {
  await openFromMenu(page, '编辑审稿', screen, path);
  await page.reload();
  await page.getByTestId('filter-keyword').fill('核对旅程');
  await page.getByTestId('filter-submit').click();
  await rowWith(page, TITLE).waitFor(SETTLE);
}

/**
 * Online proofreading and the check of a round (在线校对, 校样核对): 孙排版 hands in the layout; the
 * press administrator reads proof 1 on the full-page view of 在线校对, marks two places on page 1 and
 * closes the round; 孙排版 marks both done and hands in revision 1; the administrator checks round 1
 * on 校样核对 with the old page beside the new one, records one fixed and one not fixed, and finds
 * the second open again in round 2, linked to round 1, beside the previous proof.
 */
describe('online proofreading and the check of a round', () => {
  const journey = useJourney({}, world.prepare);
  let admin: Page;
  let setter: Page;
  let id = 0;

  it('孙排版 hands in the layout', async () => {
    setter = await signedInPage(journey, 'paiban');
    id = await onDesk(setter);
    await setter.getByTestId(`row-action-uploadProof-${id}`).click();
    await handIn(setter, '初排');
    await expect.poll(() => rowWith(setter, TITLE).count(), SETTLE).toBe(0);
  });

  it('the administrator marks proof 1 twice on the online proofreading page and closes the round', async () => {
    admin = await signedInPage(journey, 'pressadmin');
    await findOn(admin, '在线校对', ONLINE);
    expect(await admin.getByTestId(`online-round-${id}`).innerText()).toBe('第 1 校');
    expect(await admin.getByTestId(`online-marks-${id}`).innerText()).toBe('0');
    await admin.getByTestId(`row-action-read-${id}`).click();
    await admin.waitForURL(/\/editorialReview\/online\/proof\?id=/, SETTLE);
    const view = admin.getByTestId('online-proof');
    expect(await view.getByTestId('online-stage').innerText()).toBe('第 1 校');
    // The round's PDF is open from the start: a box dragged on page 1 marks that area.
    await pageRendered(admin, 1);
    await dragOn(admin, 1, { x: 0.2, y: 0.07 }, { x: 0.7, y: 0.12 });
    const form = view.getByTestId('add-mark-1');
    await expect
      .poll(() => form.getByTestId('mark-area').innerText(), SETTLE)
      .toContain('标注第 1 页框选的区域');
    await form.locator('label', { hasText: '批注' }).click();
    await form.getByTestId('mark-note').fill('标题改为黑体');
    await form.getByTestId('mark-add').click();
    await toastSays(admin, '标注已添加');
    await dragOn(admin, 1, { x: 0.1, y: 0.2 }, { x: 0.9, y: 0.3 });
    await expect
      .poll(() => form.getByTestId('mark-area').innerText(), SETTLE)
      .toContain('标注第 1 页框选的区域');
    await form.locator('label', { hasText: '批注' }).click();
    await form.getByTestId('mark-note').fill('“季节变化”后加逗号');
    await form.getByTestId('mark-add').click();
    await expect.poll(() => markIds(admin, 1), SETTLE).toHaveLength(2);
    await picture(admin, 'proofCheck-zh-CN-online.png');

    await view.getByTestId('online-end-round').click();
    await admin.getByTestId('end-round-form').waitFor(SETTLE);
    await admin.getByTestId('end-round-note').fill('按在线标注修改');
    await submitDialog(admin);
    await confirmOk(admin);
    await toastSays(admin, '本轮已结束，稿件交排版人修改');
    await admin.getByTestId('online-not-at-proof').waitFor(SETTLE);
  });

  it('孙排版 marks both done and hands in revision 1', async () => {
    await onDesk(setter);
    await setter.getByTestId(`row-action-detail-${id}`).click();
    await setter.getByTestId('proof-drawer').getByTestId('marks-round-1').waitFor(SETTLE);
    await expect.poll(() => markIds(setter, 1), SETTLE).toHaveLength(2);
    await markAllDone(setter, 1, TYPESETTER);
    await setter.getByTestId('drawer-upload').click();
    await handIn(setter, '第1次改样');
    await expect.poll(() => rowWith(setter, TITLE).count(), SETTLE).toBe(0);
  });

  it('the administrator checks round 1 side by side: one fixed, one not fixed', async () => {
    await findOn(admin, '校样核对', CHECK);
    expect(await admin.getByTestId(`check-round-${id}`).innerText()).toBe('第 1 校');
    expect(await admin.getByTestId(`check-counts-${id}`).innerText()).toBe(
      '标注 2 · 待核对 2 · 已处理 2 · 未改正 0',
    );
    await admin.getByTestId(`row-action-check-${id}`).click();
    const drawer = admin.getByTestId('check-drawer');
    const before = drawer.getByTestId('check-compare-before');
    const after = drawer.getByTestId('check-compare-after');
    // The old page with the mark drawn on it, beside the same page of revision 1.
    await before.locator('[data-testid="pdf-page-1"][data-rendered="true"]').waitFor(SETTLE);
    await after.locator('[data-testid="pdf-page-1"][data-rendered="true"]').waitFor(SETTLE);
    const [first, second] = await drawer
      .locator('tr[data-testid^="check-mark-"]')
      .evaluateAll((rows) =>
        rows.map((r) => Number(r.getAttribute('data-testid')!.replace('check-mark-', ''))),
      );
    await before.getByTestId(`mark-box-${first}`).waitFor(SETTLE);
    expect(await after.locator('[data-testid^="mark-box-"]').count()).toBe(0);
    await picture(admin, 'proofCheck-zh-CN-check.png');

    await drawer.getByTestId(`check-fixed-${first}`).click();
    await toastSays(admin, '已记为改正');
    await expect
      .poll(() => drawer.getByTestId(`check-state-${first}`).innerText(), SETTLE)
      .toContain('已改正');
    // The next mark to check is drawn on the old page now.
    await before.getByTestId(`mark-box-${second}`).waitFor(SETTLE);
    await drawer.getByTestId(`check-not-fixed-${second}`).click();
    // Not fixed says what is still wrong.
    await admin.getByTestId('not-fixed-ok').click();
    await admin.getByText('请写明仍需修改的地方').waitFor(SETTLE);
    await admin.getByTestId('not-fixed-note').fill('逗号仍未加上');
    await admin.getByTestId('not-fixed-ok').click();
    await toastSays(admin, '已记为未改正，并转入下一校次');
    await expect
      .poll(() => drawer.getByTestId(`check-state-${second}`).innerText(), SETTLE)
      .toContain('未改正');
    await drawer.getByTestId('check-all-done').waitFor(SETTLE);
    await admin.getByTestId('not-fixed-note').waitFor({ state: 'detached', ...SETTLE });
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden', ...SETTLE });
  });

  it('finds the mark not fixed open in round 2, linked to round 1, beside the previous proof', async () => {
    await findOn(admin, '在线校对', ONLINE);
    expect(await admin.getByTestId(`online-round-${id}`).innerText()).toBe('第 2 校');
    expect(await admin.getByTestId(`online-marks-${id}`).innerText()).toBe('1 (转入 1)');
    await admin.getByTestId(`row-action-read-${id}`).click();
    const view = admin.getByTestId('online-proof');
    await view.getByTestId('marks-round-2').waitFor(SETTLE);
    await expect.poll(() => markIds(admin, 2), SETTLE).toHaveLength(1);
    const [carried] = await markIds(admin, 2);
    const state = view.getByTestId(`mark-state-${carried}`);
    expect(await state.innerText()).toContain('核对未改正，转自第 1 校');
    expect(await state.innerText()).toContain('未处理');
    expect(await view.getByTestId(`mark-${carried}`).innerText()).toContain('逗号仍未加上');
    // Proof 2 beside proof 1 at the same page, round 1's marks on the old one.
    await view.getByTestId('compare-toggle-2').click();
    const old = view.getByTestId('compare-2-before');
    await old.locator('[data-testid="pdf-page-1"][data-rendered="true"]').waitFor(SETTLE);
    await view
      .getByTestId('compare-2-after')
      .locator('[data-testid="pdf-page-1"][data-rendered="true"]')
      .waitFor(SETTLE);
    expect(await old.locator('[data-testid^="mark-box-"]').count()).toBe(2);
    await picture(admin, 'proofCheck-zh-CN-round-2.png', true);
  });
});
