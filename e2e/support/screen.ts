import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a change may take to show on this shared, busy machine. */
export const SETTLE = { timeout: 20_000 };

/** Where to keep the screens' pictures, when asked (`E2E_SCREENSHOTS=/some/dir`). */
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Whether pictures are being kept (a journey may show extra states for them). */
export const keepingPictures = !!SHOTS;

/** Keeps a picture of the screen when asked, once the tabs and dialogs have finished moving. */
export async function picture(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage });
}

/** The toast saying `text` (the newest, should an older one still show). */
export const toastSays = (page: Page, text: string) =>
  page.locator('.ant-message').getByText(text).last().waitFor(SETTLE);

/**
 * Every cell of the kind on one line: none taller than a line of its kind. The cells are measured
 * in one look at the page (a list that re-renders between finding a cell and measuring it, as a
 * refresh after a change feed does, would otherwise leave a measure waiting for a cell now gone).
 */
export async function oneLine(cells: Locator, tallest: number) {
  const boxes = await cells.evaluateAll((els) =>
    els.map((el) => ({ text: (el as HTMLElement).innerText, height: el.getBoundingClientRect().height })),
  );
  for (const box of boxes) expect(box.height, box.text).toBeLessThanOrEqual(tallest);
}
