import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage, useJourney } from '../support/journey.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 30_000 };

/**
 * The tallest bar drawn in a chart (SVG): the filled shapes of the plot, not the legend's icons
 * below it nor the axes (lines without fill). Answers the point to click in the page.
 */
async function tallestBar(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((box) => {
    const frame = box.getBoundingClientRect();
    let best: { x: number; y: number; height: number } | null = null;
    for (const path of box.querySelectorAll('svg path')) {
      const fill = path.getAttribute('fill');
      if (!fill || fill === 'none' || fill === 'transparent') continue;
      const r = path.getBoundingClientRect();
      // The legend sits in the bottom 40 px; a bar is narrower than its month's slot.
      if (r.bottom > frame.bottom - 40 || r.width > 60 || r.height < 4) continue;
      if (!best || r.height > best.height)
        best = { x: r.left + r.width / 2, y: r.top + r.height / 2, height: r.height };
    }
    return best;
  });
}

/** The order list's summary line once its rows show: how many orders the filter found. */
async function listed(page: Page): Promise<number> {
  await page.locator('[data-testid^="order-open-"]').first().waitFor(SETTLE);
  const summary = await page.getByTestId('order-summary').innerText();
  return Number(summary.match(/共 (\d+) 笔/)?.[1] ?? 0);
}

/**
 * Finance's home: the demo `finance` lands on it and sees income over the last 12 months drawn by
 * journal and by fee type; a journal's bar opens the orders that received money in that month, and
 * the figures open the lists they count.
 */
describe('the finance home', () => {
  const journey = useJourney();

  it('draws income by journal and fee type, and a bar opens the month’s orders of its journal', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    const charts = finance.getByTestId('finance-charts');
    await charts.getByTestId('finance-chart-journal').waitFor(SETTLE);
    // The demo's payments over the past year are booked by month: both charts have series and bars.
    for (const id of ['finance-chart-journal', 'finance-chart-fee']) {
      const chart = charts.getByTestId(id);
      expect(Number(await chart.getAttribute('data-series'))).toBeGreaterThan(0);
      await expect.poll(async () => (await tallestBar(finance, id))?.height ?? 0, SETTLE).toBeGreaterThan(4);
    }
    expect(await charts.getByTestId('finance-charts-total').innerText()).toMatch(/合计收入 \d+\.\d{2}元/);

    // On screen, and done growing (the bars animate in): the point to click holds still.
    await charts.getByTestId('finance-chart-journal').scrollIntoViewIfNeeded();
    let bar = (await tallestBar(finance, 'finance-chart-journal'))!;
    await expect
      .poll(async () => {
        const now = (await tallestBar(finance, 'finance-chart-journal'))!;
        const still = now.y === bar.y && now.height === bar.height;
        bar = now;
        return still;
      }, SETTLE)
      .toBe(true);
    await finance.mouse.click(bar.x, bar.y);
    await finance.waitForURL(
      /\/finance\/orderList\?journalId=\d+&paidFrom=\d{4}-\d{2}-01&paidTo=\d{4}-\d{2}-\d{2}$/,
    );
    const url = new URL(finance.url());
    expect(url.searchParams.get('paidFrom')!.slice(0, 7)).toBe(url.searchParams.get('paidTo')!.slice(0, 7));
    expect(await listed(finance)).toBeGreaterThan(0);
  });

  it('links every figure to its list: the orders of the period and the money received in it', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    const home = finance.getByTestId('finance-home');
    await home.getByTestId('finance-ordered-count').waitFor(SETTLE);
    await home.getByTestId('finance-ordered-count').click();
    await finance.waitForURL(/\/finance\/orderList\?createdFrom=\d{4}-\d{2}-01&createdTo=\d{4}-\d{2}-\d{2}$/);
    expect(await listed(finance)).toBeGreaterThan(0);

    await finance.goBack();
    await home.getByTestId('finance-received').locator('a').click();
    await finance.waitForURL(/\/finance\/orderList\?paidFrom=\d{4}-\d{2}-01&paidTo=\d{4}-\d{2}-\d{2}$/);
    // Money came in this month (the demo's counter payments and remittances are recorded today).
    expect(await listed(finance)).toBeGreaterThan(0);
  });
});
