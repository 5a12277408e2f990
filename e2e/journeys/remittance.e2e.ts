import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { confirmOk } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 30_000 };

/**
 * Bank reconciliation as finance does it: 汇款确认 → the sample statement the screen offers (lines
 * for unpaid orders of the demo, a prepaid fee first) → 导入银行流水 → the summary → auto-match →
 * the prepaid fee's line confirmed → the order shows 已支付 on 订单列表 and the manuscript no longer
 * waits for its remittance.
 */
describe('bank reconciliation', () => {
  const journey = useJourney();

  it('imports a bank statement, matches a prepaid fee’s line to its order, and the manuscript moves on', async () => {
    const page = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(page, '财务管理', '汇款确认', /\/finance\/remittance/);
    await expect.poll(() => page.getByTestId('screen-title').innerText(), SETTLE).toBe('汇款确认');
    // The demo's unmatched remittances wait on the first tab.
    await page.locator('[data-testid^="remittance-status-"]').first().waitFor(SETTLE);
    expect(await page.locator('[data-testid^="remittance-status-"]').allInnerTexts()).toContain('未匹配');

    // The sample statement: its first line is an unpaid prepaid fee, its article number in the remark.
    const [download] = await Promise.all([
      page.waitForEvent('download', SETTLE),
      page.getByTestId('statement-sample').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bank-statement-sample-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('交易日期,付款人,付款账号,金额,流水号,摘要');
    const articleNo = /稿件编号 (\S+)/.exec(lines[1]!)?.[1] ?? '';
    expect(articleNo).toMatch(/^\d{3}-\d{4}-\d{5}$/);

    await page.getByTestId('statement-import-open').click();
    await page.getByTestId('statement-headers').waitFor(SETTLE);
    await page
      .locator('[data-testid="statement-file"] input[type="file"]')
      .setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: bytes });
    const summary = page.getByTestId('statement-summary');
    await summary.waitFor(SETTLE);
    const count = lines.length - 1;
    expect(await summary.innerText()).toContain(`共 ${count} 行：导入 ${count} 行，跳过 0 行`);

    // Auto-match: every order line fits exactly one order; the conference fee fits none.
    await page.getByTestId('statement-auto').click();
    const auto = page.getByTestId('auto-summary');
    await auto.waitFor(SETTLE);
    expect(await auto.innerText()).toContain(`${count} 笔待匹配汇款中，${count - 1} 笔有唯一匹配的订单`);
    const line = page.locator('[data-testid^="auto-line-"]', { hasText: articleNo });
    const remittanceId = (await line.getAttribute('data-testid'))!.replace('auto-line-', '');
    expect(await line.innerText()).toContain('摘要含稿件编号');
    await page.getByTestId(`auto-confirm-${remittanceId}`).click();
    await confirmOk(page);
    await page.locator('.ant-message').getByText('已确认 1 笔').waitFor(SETTLE);
    await line.waitFor({ state: 'detached', ...SETTLE });
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-mask').waitFor({ state: 'detached', ...SETTLE });

    // The statement's lines in the list: the matched one with its order.
    await page.getByTestId('remittance-tab-2').click();
    await page.getByTestId(`remittance-status-${remittanceId}`).waitFor(SETTLE);
    expect(await page.getByTestId(`remittance-status-${remittanceId}`).innerText()).toBe('已匹配');

    // The prepaid fee's order is paid: on 订单列表 ...
    await openFromMenu(page, '财务管理', '订单列表', /\/finance\/orderList/);
    await page.getByTestId('order-summary').waitFor(SETTLE);
    await page.getByTestId('filter-keyword').fill(articleNo);
    await page.getByTestId('filter-submit').click();
    await page.waitForURL(/keyword=/, SETTLE);
    const status = page.locator('[data-testid^="order-status-"]:not([data-testid$="-free"])');
    await expect.poll(() => status.allInnerTexts(), SETTLE).toEqual(['已支付']);

    // ... and the manuscript no longer waits for its remittance: no confirmation is offered on it.
    await openFromMenu(page, '财务管理', '汇款确认', /\/finance\/remittance/);
    await page.getByTestId('remittance-view-prepaid').click();
    await page.waitForURL(/view=prepaid/);
    // The prepaid orders' own list and filters (the bank view's may still be leaving the page).
    await page.locator('[data-testid="resource-table"][data-path="/sys/remittance/list"]').waitFor(SETTLE);
    await page.getByTestId('filter-keyword').fill(articleNo);
    await page.getByTestId('filter-submit').click();
    await page.waitForURL(/keyword=/, SETTLE);
    const prepaid = page.locator('[data-testid^="remittance-status-"]');
    await expect.poll(() => prepaid.allInnerTexts(), SETTLE).toEqual(['已支付']);
    expect(await page.locator('[data-testid^="row-action-confirmRemittance-"]').count()).toBe(0);
  });
});
