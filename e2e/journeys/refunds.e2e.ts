import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, rowWith, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 30_000 };
/** A manuscript number as the lists show it. */
const ARTICLE_NO = /\d{3}-\d{4}-\d{5}/;

interface PaidOrder {
  id: number;
  orderNum: string;
  articleNo: string;
  paid: string;
}

/**
 * On an order list: narrows it to the paid prepaid fees (the demo's other fees have refunds of their
 * own at every step) and reads the first one with money paid.
 */
async function firstPaidOrder(page: Page): Promise<PaidOrder> {
  await page.locator('[data-testid^="order-open-"]').first().waitFor(SETTLE);
  await chooseOption(page, 'filter-payStatus', '已支付');
  await chooseOption(page, 'filter-feeType', '预付费');
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/payStatus=1.*feeType=1|feeType=1.*payStatus=1/);
  const statuses = page.locator('[data-testid^="order-status-"]:not([data-testid$="-free"])');
  await expect
    .poll(async () => {
      const shown = await statuses.allInnerTexts();
      return shown.length > 0 && shown.every((s) => s === '已支付');
    }, SETTLE)
    .toBe(true);
  const paid = page
    .locator('[data-testid^="order-paid-"]')
    .filter({ hasNotText: /^0\.00元$/ })
    .first();
  const id = Number((await paid.getAttribute('data-testid'))!.replace('order-paid-', ''));
  const row = page.getByTestId(`row-${id}`);
  return {
    id,
    orderNum: (await page.getByTestId(`order-open-${id}`).innerText()).trim(),
    articleNo: (await row.innerText()).match(ARTICLE_NO)?.[0] ?? '',
    paid: await paid.innerText(),
  };
}

/** On a refund screen: the refund of this order (the list narrowed to it), its id once it shows. */
async function refundOf(page: Page, orderNum: string): Promise<number> {
  const keyword = page.getByTestId('filter-keyword');
  await keyword.fill(orderNum);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/keyword=/);
  const row = rowWith(page, orderNum);
  await row.waitFor(SETTLE);
  return Number((await row.getAttribute('data-testid'))!.replace('row-', ''));
}

/** Switches a refund screen's status tab and waits for the refund's status there. */
async function statusOnTab(page: Page, tab: string, id: number, status: string) {
  await page.getByTestId(`refund-tab-${tab}`).click();
  await expect.poll(() => page.getByTestId(`refund-status-${id}`).allInnerTexts(), SETTLE).toEqual([status]);
}

/**
 * A refund from request to money sent back: the press administrator asks for a paid order's refund
 * on 退款审核 (found by its manuscript's number) and passes it; finance refunds it on 退款管理 with
 * the voucher of the transfer; the order is then refunded on 订单列表.
 */
describe('a refund through both reviews', () => {
  const journey = useJourney();
  let admin: Page;
  let order: PaidOrder;
  let refundId = 0;

  it('lets the press administrator request a refund of a paid order by its manuscript’s number', async () => {
    admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '运营管理', '订单查询', /\/operation\/orderInquiry/);
    order = await firstPaidOrder(admin);
    expect(order.articleNo).toMatch(ARTICLE_NO);

    await openFromMenu(admin, '运营管理', '退款审核', /\/operation\/refundAudit/);
    await expect.poll(() => admin.getByTestId('screen-title').innerText()).toBe('退款审核');
    await admin.getByTestId('refund-request-open').click();
    const form = admin.getByTestId('refund-request-form');
    await form.waitFor(SETTLE);
    await form.getByTestId('refund-request-articleNo').locator('input').fill(order.articleNo);
    await form.getByRole('button', { name: '查找订单' }).click();
    // The manuscript's paid orders, with what each may still refund; the amount starts at that.
    const choice = form.getByTestId('refund-request-order');
    await expect.poll(() => choice.locator('input').isDisabled(), SETTLE).toBe(false);
    await chooseOption(
      admin,
      'refund-request-order',
      `${order.orderNum} · 预付费 · 已付 ${order.paid} · 可退 ${order.paid}`,
    );
    await expect
      .poll(() => form.getByTestId('refund-request-amount').inputValue(), SETTLE)
      .toBe(order.paid.replace('元', ''));
    // The reason is required.
    await admin.getByTestId('form-submit').click();
    await form.locator('.ant-form-item-explain-error').first().waitFor(SETTLE);
    await form.getByTestId('refund-request-reason').fill('作者撤稿，退还已缴费用');
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已提交退款申请').waitFor(SETTLE);
    await form.waitFor({ state: 'detached', timeout: SETTLE.timeout });

    // Awaiting the administrator: the screen's own tab.
    refundId = await refundOf(admin, order.orderNum);
    expect(await admin.getByTestId(`refund-status-${refundId}`).innerText()).toBe('待管理员审核');
    expect(await admin.getByTestId(`refund-amount-${refundId}`).innerText()).toBe(order.paid);
  });

  it('lets the press administrator pass it on to finance after confirming', async () => {
    await admin.getByTestId(`row-action-adminPass-${refundId}`).click();
    await admin.getByTestId('refund-decision-form').waitFor(SETTLE);
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已通过').waitFor(SETTLE);
    // It left this tab; under 待财务审核 it waits for finance, with no button of the administrator's.
    await rowWith(admin, order.orderNum).waitFor({ state: 'detached', timeout: SETTLE.timeout });
    await statusOnTab(admin, '2', refundId, '待财务审核');
    expect(await admin.getByTestId(`refund-admin-${refundId}`).innerText()).toContain('王社长');
    expect(await admin.locator(`[data-testid^="row-action-"][data-testid$="-${refundId}"]`).count()).toBe(0);
  });

  it('lets finance refund it with the voucher, and the order shows refunded', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(finance, '财务管理', '退款管理', /\/finance\/refundManage/);
    await expect.poll(() => finance.getByTestId('screen-title').innerText()).toBe('退款管理');
    // The screen opens on the refunds awaiting finance.
    expect(await refundOf(finance, order.orderNum)).toBe(refundId);
    expect(await finance.getByTestId(`refund-status-${refundId}`).innerText()).toBe('待财务审核');

    await finance.getByTestId(`row-action-financePass-${refundId}`).click();
    const form = finance.getByTestId('refund-decision-form');
    await form.waitFor(SETTLE);
    // The voucher of the transfer back is required.
    await submitDialog(finance);
    await form.locator('.ant-form-item-explain-error').first().waitFor(SETTLE);
    await form.getByTestId('refund-decision-voucher').fill('BANK-RF-20260301-0042');
    await finance.getByTestId('form-submit').click();
    await finance.locator('.ant-message').getByText('已退款').waitFor(SETTLE);
    await statusOnTab(finance, '4', refundId, '已退款');
    expect(await finance.getByTestId(`refund-finance-${refundId}`).innerText()).toContain(
      'BANK-RF-20260301-0042',
    );

    await openFromMenu(finance, '财务管理', '订单列表', /\/finance\/orderList/);
    await finance.locator('[data-testid^="order-open-"]').first().waitFor(SETTLE);
    await finance.getByTestId('filter-keyword').fill(order.orderNum);
    await finance.getByTestId('filter-submit').click();
    await expect
      .poll(() => finance.getByTestId(`order-status-${order.id}`).innerText(), SETTLE)
      .toBe('已退款');
  });
});
