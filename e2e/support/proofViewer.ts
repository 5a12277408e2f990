import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openFromMenu } from './menu.ts';
import { SETTLE } from './screen.ts';

/** Waits until the proof viewer has drawn a page of the PDF (pdf.js on its canvas). */
export const pageRendered = (page: Page, n: number) =>
  page.locator(`[data-testid="pdf-page-${n}"][data-rendered="true"]`).waitFor(SETTLE);

/**
 * Drags a box on a page of the viewer as a person does, from and to fractions of the page: the
 * page's top scrolled into view first, as a person scrolls to it.
 */
export async function dragOn(
  page: Page,
  n: number,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const overlay = page.getByTestId(`pdf-overlay-${n}`);
  await overlay.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const box = (await overlay.boundingBox())!;
  await page.mouse.move(box.x + from.x * box.width, box.y + from.y * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + to.x * box.width, box.y + to.y * box.height, { steps: 8 });
  await page.mouse.up();
}

/** Where a mark's box sits on its page, as fractions of the page (two places): x, y, width, height. */
export async function boxShare(page: Page, n: number, markId: number): Promise<number[]> {
  const on = (await page.getByTestId(`pdf-overlay-${n}`).boundingBox())!;
  const box = await page.getByTestId(`mark-box-${markId}`).boundingBox();
  if (!box) return [];
  const r = (v: number) => Math.round(v * 100) / 100;
  return [
    r((box.x - on.x) / on.width),
    r((box.y - on.y) / on.height),
    r(box.width / on.width),
    r(box.height / on.height),
  ];
}

/** The marks' rows of a round (the proof drawer or the author's proof page), by mark id. */
export const markIds = (page: Page, round: number) =>
  page
    .getByTestId(`marks-round-${round}`)
    .locator('tr[data-testid^="mark-"]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-testid')!.replace('mark-', ''))));

/**
 * The typesetter marks each of a round's marks done in the open proof drawer, as a person presses
 * each 已处理, and waits for each to name them; then the round's summary counts them all.
 */
export async function markAllDone(page: Page, round: number, typesetter: string): Promise<void> {
  const drawer = page.getByTestId('proof-drawer');
  const ids = await markIds(page, round);
  for (const markId of ids) {
    await drawer.getByTestId(`mark-done-${markId}`).click();
    await expect
      .poll(() => drawer.getByTestId(`mark-state-${markId}`).innerText(), SETTLE)
      .toContain(`${typesetter} 于`);
  }
  expect(await drawer.getByTestId(`marks-summary-${round}`).innerText()).toBe(
    `已处理 ${ids.length} / ${ids.length}`,
  );
}

/**
 * The editor checks the round before on 校样核对 (/editorialReview/check) and records every mark
 * fixed: the manuscript found by a keyword of its title, its check drawer opened, each mark pressed
 * 已改正 until the drawer says all are checked. (Proof k+1 cannot close before round k is checked.)
 */
export async function checkAllFixed(page: Page, keyword: string, id: number): Promise<void> {
  await openFromMenu(page, '编辑审稿', '校样核对', /\/editorialReview\/check/);
  await page.reload();
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
  await page.getByTestId(`row-action-check-${id}`).click();
  const drawer = page.getByTestId('check-drawer');
  const rows = drawer.locator('tr[data-testid^="check-mark-"]');
  await rows.first().waitFor(SETTLE);
  const ids = await rows.evaluateAll((trs) =>
    trs.map((r) => Number(r.getAttribute('data-testid')!.replace('check-mark-', ''))),
  );
  for (const mark of ids) {
    await drawer.getByTestId(`check-fixed-${mark}`).click();
    await expect
      .poll(() => drawer.getByTestId(`check-state-${mark}`).innerText(), SETTLE)
      .toContain('已改正');
  }
  await drawer.getByTestId('check-all-done').waitFor(SETTLE);
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden', ...SETTLE });
}
