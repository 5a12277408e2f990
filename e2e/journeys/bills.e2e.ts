import { addMonths, chinaMonth } from '@jb/contract/months';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmOk, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 30_000 };
const NOW = chinaMonth();
const LAST = addMonths(NOW, -1);
const BEFORE = addMonths(NOW, -2);

/** The demo merchant's row key (`<merchant>-<month>`) of a month, read from the list. */
async function keyOf(page: Page, period: string): Promise<string> {
  const status = page.locator(`[data-testid^="bill-status-"][data-testid$="-${period}"]`).first();
  await status.waitFor(SETTLE);
  return (await status.getAttribute('data-testid'))!.replace('bill-status-', '');
}

/**
 * 账单管理 as finance uses it: the demo's months before last are closed and last month is open (with
 * a late remittance of a closed month booked into it); finance reads last month's entries, closes it
 * after confirming, then reverses an entry of a closed month with the reason.
 */
describe('finance closes a bill period and reverses an entry', () => {
  const journey = useJourney();
  let finance: Page;
  let last = '';

  it('shows closed and open periods per merchant, and a period’s entries with the late one named', async () => {
    finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(finance, '财务管理', '账单管理', /\/finance\/billManage/);
    await expect.poll(() => finance.getByTestId('screen-title').innerText(), SETTLE).toBe('账单管理');
    const before = await keyOf(finance, BEFORE);
    last = await keyOf(finance, LAST);
    expect(await finance.getByTestId(`bill-status-${before}`).innerText()).toBe('已结账');
    expect(await finance.getByTestId(`bill-status-${last}`).innerText()).toBe('未结账');
    expect(await finance.getByTestId(`bill-status-${await keyOf(finance, NOW)}`).innerText()).toBe('未结账');

    await finance.getByTestId(`bill-open-${last}`).click();
    const drawer = finance.getByTestId('bill-detail');
    await drawer.waitFor(SETTLE);
    await drawer.getByText(`迟到入账：原属 ${BEFORE}（已结账）`).waitFor(SETTLE);
    expect(await drawer.getByTestId('bill-summary-closing').innerText()).toBe(
      await finance.getByTestId(`bill-closing-${last}`).innerText(),
    );
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden', timeout: SETTLE.timeout });
  });

  it('closes last month after confirming; it shows closed and offers no second close', async () => {
    await finance.getByTestId(`row-action-close-${last}`).click();
    await finance.getByText('结账后本期的收款、退款、优惠和余额将固定').waitFor(SETTLE);
    await confirmOk(finance);
    await finance.locator('.ant-message').getByText('已结账').waitFor(SETTLE);
    await expect.poll(() => finance.getByTestId(`bill-status-${last}`).innerText(), SETTLE).toBe('已结账');
    expect(await finance.getByTestId(`row-action-close-${last}`).count()).toBe(0);
  });

  it('reverses an entry of the closed month with a reason; it cannot be reversed twice', async () => {
    await finance.getByTestId(`bill-open-${last}`).click();
    const drawer = finance.getByTestId('bill-detail');
    const reverse = drawer.locator('[data-testid^="bill-entry-reverse-"]').first();
    await reverse.waitFor(SETTLE);
    const id = (await reverse.getAttribute('data-testid'))!.replace('bill-entry-reverse-', '');
    const amount = await drawer.getByTestId(`bill-entry-amount-${id}`).innerText();
    await reverse.click();
    const form = finance.getByTestId('bill-reverse-form');
    await form.waitFor(SETTLE);
    // The reason is required.
    await submitDialog(finance);
    await form.locator('.ant-form-item-explain-error').first().waitFor(SETTLE);
    await form.getByTestId('bill-reverse-reason').fill('收款商户记错，冲正后重新入账');
    await finance.getByTestId('form-submit').click();
    await confirmOk(finance);
    await finance.locator('.ant-message').getByText('已冲正').waitFor(SETTLE);
    await expect
      .poll(() => drawer.getByTestId(`bill-entry-note-${id}`).innerText(), SETTLE)
      .toMatch(/已冲正（#\d+）/);
    expect(await drawer.getByTestId(`bill-entry-reverse-${id}`).count()).toBe(0);
    await drawer.locator('.ant-drawer-close').click();

    // The reversal is booked into this month, whose money in says how much of it reverses.
    const now = await keyOf(finance, NOW);
    await expect
      .poll(() => finance.getByTestId(`row-${now}`).innerText(), SETTLE)
      .toContain(`其中冲正 -${amount}`);
  });
});
