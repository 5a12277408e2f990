import { discountList } from '@jb/contract/api/discounts';
import { orderList } from '@jb/contract/api/orders';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 30_000 };
/** A manuscript number as the lists show it. */
const ARTICLE_NO = /\d{3}-\d{4}-\d{5}/;
const DISCOUNTS = discountList.path;
const ORDERS = orderList.path;

/**
 * Narrows a list (by its call's path: the screen just opened, not the one it replaces while its code
 * loads) to one keyword, an order number, and answers the row that shows it.
 */
async function narrowTo(page: Page, listPath: string, keyword: string) {
  const table = page.locator(`[data-testid="resource-table"][data-path="${listPath}"]`);
  await table.getByTestId('filter-keyword').fill(keyword, SETTLE);
  await table.getByTestId('filter-submit').click();
  await page.waitForURL(/keyword=/);
  const rows = table.locator('tr.ant-table-row');
  const row = rows.filter({ hasText: keyword });
  // The narrowed page has replaced the last: rows that move under a click would take it elsewhere.
  await expect.poll(async () => (await rows.count()) === 1 && (await row.count()) === 1, SETTLE).toBe(true);
  return row;
}

/** The id a row's test id carries (`row-12` → 12). */
const rowId = async (row: Locator) => Number((await row.getAttribute('data-testid'))!.replace('row-', ''));

/**
 * A discount as the press works it: the press administrator orders an other fee on a manuscript of
 * the demo editor's journal and sets the press's abnormal-discount threshold to 25%; the editor applies for 20.00元 off it on 订单优惠审核 (more than is due
 * is refused under the amount) and cannot decide it; the press administrator approves it there, sees
 * the order ask 20.00元 less on 订单查询, marked abnormal (30% > 25%), with the approval in its
 * history, and records the rest as an offline receipt, which pays the order.
 */
describe('discounts on orders', () => {
  const journey = useJourney();
  let articleNo = '';
  let orderNum = '';

  it('lets the press administrator order an other fee on the editor’s journal and set the threshold', async () => {
    // A manuscript the demo editor may work on: the first of their 稿件查询.
    const editor = await signedInPage(journey, 'reviewer');
    await openFromMenu(editor, '运营管理', '稿件查询', /\/operation\/manuscriptManage/);
    const first = editor.getByTestId('resource-table').locator('tbody tr[data-testid^="row-"]').first();
    await first.waitFor(SETTLE);
    articleNo = (await first.innerText()).match(ARTICLE_NO)?.[0] ?? '';
    expect(articleNo).toMatch(ARTICLE_NO);
    await editor.close();

    const admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '运营管理', '订单查询', /\/operation\/orderInquiry/);
    await admin.getByTestId('order-other-open').click();
    const form = admin.getByTestId('order-other-form');
    await form.waitFor(SETTLE);
    await form.getByTestId('order-other-articleNo').fill(articleNo);
    await form.getByTestId('order-other-amount').fill('66.60');
    await form.getByTestId('order-other-reason').fill('彩色插图印刷费');
    await admin.getByTestId('form-submit').click();
    const made = admin.locator('.ant-message').getByText(/已新建订单/);
    await made.waitFor(SETTLE);
    orderNum = (await made.innerText()).replace('已新建订单', '').trim();
    expect(orderNum).not.toBe('');

    // The press marks orders whose discounts exceed a quarter of their amount abnormal.
    await openFromMenu(admin, '平台管理', '其他设置', /\/manage\/otherSettings/);
    const threshold = admin.getByTestId('settings-discount-abnormal');
    await expect.poll(() => threshold.inputValue(), SETTLE).toBe('50');
    await threshold.fill('25');
    await admin.getByTestId('settings-save').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor(SETTLE);
  });

  it('lets the editor apply for a discount on it, which waits for the press', async () => {
    const editor = await signedInPage(journey, 'reviewer');
    await openFromMenu(editor, '运营管理', '订单优惠审核', /\/operation\/orderDiscount/);
    // The screen opens on the applications under review.
    await editor.waitForURL(/status=1/);
    await editor.getByTestId('discount-apply-open').click();
    const form = editor.getByTestId('discount-apply-form');
    await form.getByTestId('discount-apply-articleNo').fill(articleNo);
    await form.getByTestId('discount-apply-lookup').click();
    // The manuscript's unpaid orders, with what is still due; the new one is chosen.
    const option = form.locator('label', { hasText: orderNum });
    await option.waitFor(SETTLE);
    expect(await option.innerText()).toContain('尚需支付 66.60元');
    await option.click();
    await form.getByTestId('discount-apply-amount').fill('100');
    await form.getByTestId('discount-apply-reason').fill('作者为在读学生，减免部分费用');
    await editor.getByTestId('form-submit').click();
    // More than is due is refused under the amount.
    await form.getByText('优惠不能超过订单尚未支付的金额').waitFor(SETTLE);
    await form.getByTestId('discount-apply-amount').fill('20');
    await editor.getByTestId('form-submit').click();
    await editor.locator('.ant-message').getByText('已提交优惠申请，等待审核').waitFor(SETTLE);

    const row = await narrowTo(editor, DISCOUNTS, orderNum);
    const id = await rowId(row);
    expect(await editor.getByTestId(`discount-amount-${id}`).innerText()).toBe('20.00元');
    expect(await editor.getByTestId(`discount-status-${id}`).innerText()).toBe('优惠审核中');
    expect(await row.innerText()).toContain('减免金额');
    // The editor applies; the press decides.
    expect(await row.locator('[data-testid^="row-action-"]').count()).toBe(0);
  });

  it('lets the press administrator approve it and see the order ask less', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '运营管理', '订单优惠审核', /\/operation\/orderDiscount/);
    await admin.waitForURL(/status=1/);
    const row = await narrowTo(admin, DISCOUNTS, orderNum);
    const id = await rowId(row);
    await admin.getByTestId(`row-action-pass-${id}`).click();
    const decision = admin.getByTestId('discount-decision-form');
    expect(await decision.getByTestId('discount-decision-application').innerText()).toContain('20.00元');
    await submitDialog(admin);
    await admin.locator('.ant-message').getByText('已通过优惠申请').waitFor(SETTLE);
    // Decided: it leaves the applications under review …
    await expect.poll(() => admin.getByTestId(`row-${id}`).count(), SETTLE).toBe(0);
    // … and is among the approved ones, with who approved it.
    await chooseOption(admin, 'filter-status', '优惠已通过');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/status=2/);
    await expect
      .poll(() => admin.getByTestId(`discount-status-${id}`).innerText(), SETTLE)
      .toBe('优惠已通过');
    expect(await admin.getByTestId(`discount-review-${id}`).innerText()).toMatch(/\S+ · \d{4}-\d{2}-\d{2}/);
    // 20.00元 of 66.60元 is beyond the press's 25%: the order is marked abnormal.
    expect(await admin.getByTestId(`discount-abnormal-${id}`).innerText()).toBe('异常');

    await openFromMenu(admin, '运营管理', '订单查询', /\/operation\/orderInquiry/);
    const order = await narrowTo(admin, ORDERS, orderNum);
    const orderId = await rowId(order);
    await expect
      .poll(() => admin.getByTestId(`order-discount-${orderId}`).innerText(), SETTLE)
      .toBe('20.00元');
    expect(await admin.getByTestId(`order-discount-${orderId}-status`).innerText()).toBe('优惠已通过');
    expect(await admin.getByTestId(`order-payable-${orderId}`).innerText()).toBe('46.60元');
    expect(await admin.getByTestId(`order-abnormal-${orderId}`).innerText()).toBe('异常');
    await admin.getByTestId(`order-open-${orderId}`).click();
    const approved = admin.getByTestId('order-event-discount.approved');
    await approved.waitFor(SETTLE);
    expect(await approved.innerText()).toContain('优惠通过');
    expect(await admin.getByTestId('order-event-discount.requested').innerText()).toContain('申请优惠');
    expect(await admin.getByTestId('order-event-abnormal').innerText()).toContain('优惠超出本社阈值');
    await admin.keyboard.press('Escape');
    await admin.getByTestId('order-history').waitFor({ state: 'detached' });

    // The rest, received at the counter, pays the order.
    await admin.getByTestId(`row-action-receive-${orderId}`).click();
    const receive = admin.getByTestId('order-receive-form');
    await receive.waitFor(SETTLE);
    expect(await receive.getByTestId('order-receive-amount').inputValue()).toBe('46.60');
    await receive.getByText('线下收款').click();
    await receive.getByTestId('order-receive-payer').fill('王作者');
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('收款已登记').waitFor(SETTLE);
    await expect.poll(() => admin.getByTestId(`order-status-${orderId}`).innerText(), SETTLE).toBe('已支付');
    expect(await admin.getByTestId(`order-paid-${orderId}`).innerText()).toBe('46.60元');
    expect(await admin.getByTestId(`row-action-receive-${orderId}`).count()).toBe(0);
  });
});
