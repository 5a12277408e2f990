import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 30_000 };

/** Chooses 已支付 and searches; answers the summary line once the paid rows show. */
async function paidOrders(page: Page): Promise<string> {
  await page.getByTestId('order-summary').waitFor(SETTLE);
  await chooseOption(page, 'filter-payStatus', '已支付');
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/payStatus=1/);
  const statuses = page.locator('[data-testid^="order-status-"]:not([data-testid$="-free"])');
  await expect
    .poll(async () => {
      const shown = await statuses.allInnerTexts();
      return shown.length > 0 && shown.every((s) => s === '已支付');
    }, SETTLE)
    .toBe(true);
  // The summary follows the filtered set: as many orders as the table counts, all of them paid.
  await expect
    .poll(async () => {
      const summary = await page.getByTestId('order-summary').innerText();
      const total = await page.getByTestId('table-total').innerText();
      return summary.match(/共 (\d+) 笔/)?.[1] === total.match(/\d+/)?.[0];
    }, SETTLE)
    .toBe(true);
  return page.getByTestId('order-summary').innerText();
}

/** Waits until the list shows orders of this fee type only: the filtered page is on screen. */
async function onlyFee(page: Page, fee: string) {
  const fees = page.locator('[data-testid^="order-fee-"]');
  await expect
    .poll(async () => {
      const shown = await fees.allInnerTexts();
      return shown.length > 0 && shown.every((s) => s === fee);
    }, SETTLE)
    .toBe(true);
}

/**
 * The order list from both of its screens: finance opens 订单列表 from the menu, keeps the paid
 * orders, reads their count and totals, opens one to see its remittance, and exports the list; the
 * press administrator finds the same list under 运营管理 → 订单查询.
 */
describe('the order list of finance and operations', () => {
  const journey = useJourney();
  let financeSummary = '';

  it('lets finance filter the paid orders, read a remittance history and export them', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(finance, '财务管理', '订单列表', /\/finance\/orderList/);
    await finance.waitForURL(/\/finance\/orderList/);
    await expect.poll(() => finance.getByTestId('screen-title').innerText()).toBe('订单列表');

    financeSummary = await paidOrders(finance);
    const [, count, amount, paid] = financeSummary.match(
      /共 (\d+) 笔订单，订单金额合计 (\S+)，已付合计 (\S+)/,
    )!;
    expect(Number(count)).toBeGreaterThan(0);
    // Discounts and refunds take part of some paid orders off what they were ordered at.
    const yuan = (text: string | undefined) => Number(text?.replace('元', ''));
    expect(yuan(paid)).toBeGreaterThan(0);
    expect(yuan(paid)).toBeLessThanOrEqual(yuan(amount));
    expect(amount).toMatch(/^\d+\.\d{2}元$/);

    // A paid prepaid fee's detail: created by its author, paid in full by finance's confirmed remittance.
    await chooseOption(finance, 'filter-feeType', '预付费');
    await finance.getByTestId('filter-submit').click();
    await finance.waitForURL(/feeType=1/);
    await onlyFee(finance, '预付费');
    const open = finance.locator('[data-testid^="order-open-"]').first();
    const id = Number((await open.getAttribute('data-testid'))!.replace('order-open-', ''));
    expect(await finance.getByTestId(`order-paid-${id}`).innerText()).toBe(
      await finance.getByTestId(`order-amount-${id}`).innerText(),
    );
    await open.click();
    await finance.getByTestId('order-history').waitFor(SETTLE);
    expect(await finance.getByTestId('order-event-created').innerText()).toContain('下单');
    const remitted = await finance.getByTestId('order-event-remittance').innerText();
    for (const part of ['确认汇款', '未支付 → 已支付', '赵财务']) expect(remitted).toContain(part);
    const payments = await finance.getByTestId('order-payments').innerText();
    for (const part of ['银行汇款', '赵财务']) expect(payments).toContain(part);
    expect(await finance.getByTestId('order-detail-status').innerText()).toBe('已支付');
    await finance.keyboard.press('Escape');
    await finance.getByTestId('order-history').waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      finance.waitForEvent('download'),
      finance.getByTestId('table-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-.+\.(xlsx|csv)$/);
  });

  it('shows the press administrator the same list under 运营管理 → 订单查询', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '运营管理', '订单查询', /\/operation\/orderInquiry/);
    await admin.waitForURL(/\/operation\/orderInquiry/);
    await expect.poll(() => admin.getByTestId('screen-title').innerText()).toBe('订单查询');
    expect(await paidOrders(admin)).toBe(financeSummary);
  });

  it('lets finance order an other fee by the manuscript’s number, then close it with a reason', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(finance, '财务管理', '订单列表', /\/finance\/orderList/);
    await finance.waitForURL(/\/finance\/orderList/);
    await finance.locator('[data-testid^="order-open-"]').first().waitFor(SETTLE);
    // A manuscript number as the clerk reads it off the list.
    const articleNo = await finance
      .getByTestId('resource-table')
      .locator('tbody tr[data-testid^="row-"]')
      .first()
      .evaluate((row) => row.querySelectorAll('td')[1]?.querySelector('span')?.textContent?.trim() ?? '');
    expect(articleNo).toMatch(/^\d{3}-\d{4}-\d{5}$/);

    await finance.getByTestId('order-other-open').click();
    const form = finance.getByTestId('order-other-form');
    await form.waitFor(SETTLE);
    // The reason is required.
    await form.getByTestId('order-other-articleNo').fill(articleNo);
    await form.getByTestId('order-other-amount').fill('88.50');
    await finance.getByTestId('form-submit').click();
    await form.locator('.ant-form-item-explain-error').first().waitFor();
    await form.getByTestId('order-other-reason').fill('彩色插图印刷费');
    await finance.getByTestId('form-submit').click();
    await finance
      .locator('.ant-message')
      .getByText(/已新建订单/)
      .waitFor(SETTLE);

    await chooseOption(finance, 'filter-feeType', '其他费用');
    await finance.getByTestId('filter-submit').click();
    await finance.waitForURL(/feeType=2/);
    // The filtered page has replaced the last (rows that move under a click would take it elsewhere).
    await onlyFee(finance, '其他费用');
    const amounts = finance.locator('[data-testid^="order-amount-"]');
    await expect.poll(() => amounts.allInnerTexts(), SETTLE).toContain('88.50元');
    const id = Number(
      (await finance
        .locator('[data-testid^="order-amount-"]', { hasText: '88.50' })
        .first()
        .getAttribute('data-testid'))!.replace('order-amount-', ''),
    );
    await finance.getByTestId(`row-action-close-${id}`).click();
    await finance.getByTestId('order-end-reason').fill('作者改为黑白印刷，不再收取');
    await finance.getByTestId('form-submit').click();
    await expect.poll(() => finance.getByTestId(`order-status-${id}`).innerText(), SETTLE).toBe('已关闭');
    // Closed: no more cancel or close on it; its history tells why.
    expect(await finance.getByTestId(`row-action-close-${id}`).count()).toBe(0);
  });

  it('shows finance the money of the month on the finance home, and of last month', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    const home = finance.getByTestId('finance-home');
    await home.getByTestId('finance-received').waitFor(SETTLE);
    // The demo's remittances were confirmed over the last weeks: this month has some, or last month.
    const figure = async (testId: string) =>
      Number(
        (await home.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).replace(
          /[^\d.]/g,
          '',
        ),
      );
    const thisMonth = await figure('finance-received');
    await home.getByTestId('finance-range-lastMonth').click();
    await finance.waitForLoadState('networkidle');
    const lastMonth = await figure('finance-received');
    expect(thisMonth + lastMonth).toBeGreaterThan(0);
    // Unpaid now does not depend on the period; its link opens the unpaid orders.
    expect(await figure('finance-unpaid')).toBeGreaterThan(0);
    await home.getByTestId('finance-awaiting').waitFor();
    await home.getByRole('link', { name: '查看订单' }).click();
    await finance.waitForURL(/\/finance\/orderList\?payStatus=0/);
    await expect
      .poll(
        () => finance.locator('[data-testid^="order-status-"]:not([data-testid$="-free"])').allInnerTexts(),
        SETTLE,
      )
      .not.toContain('已支付');
  });
});
