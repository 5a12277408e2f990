import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmOk, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** The demo expert (seed/demo.ts) has a review fee paid and one unpaid (seed/experts.ts). */
const EXPERT = '陈教授';
const VOUCHER = path.resolve(import.meta.dirname, '../../packages/server/assets/fund-certificate.pdf');
const SETTLE = { timeout: 20_000 };

/** The number suffix of the first element whose test id starts with `prefix`. */
const idOf = async (page: Page, prefix: string) =>
  Number(
    (await page.locator(`[data-testid^="${prefix}"]`).first().getAttribute('data-testid'))!.replace(
      prefix,
      '',
    ),
  );

/**
 * 专家审稿费 as finance and the expert live it: finance finds the demo expert's unpaid fee on the
 * screen (its bank account beside it), ticks it with another, makes a payment batch after seeing its
 * count and total, downloads the bank's transfer file (read back: payee, account, yuan, the batch
 * number), then marks the batch paid with the bank's receipt; the expert sees the fee paid in the
 * expert area.
 */
describe('expert review fees paid in a batch', () => {
  const journey = useJourney();
  let feeId = 0;
  let batchNo = '';

  it('finance batches unpaid fees, downloads the bank file and marks the batch paid with the voucher', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(finance, '财务管理', '专家审稿费', /\/finance\/expertFee/);
    await finance.getByTestId('resource-table').waitFor(SETTLE);
    // The totals of each status show above the list, unpaid first.
    await finance.getByTestId('expert-fee-totals-1').waitFor(SETTLE);
    expect(await finance.getByTestId('expert-fee-totals-1').innerText()).toContain('未支付');

    // The demo expert's unpaid fee, and one of a colleague's.
    await finance.getByTestId('filter-expertName').fill(EXPERT);
    await finance.getByTestId('filter-submit').click();
    await finance.waitForURL(/expertName=/);
    await expect.poll(() => finance.locator('[data-testid^="expert-fee-status-"]').count(), SETTLE).toBe(1);
    feeId = await idOf(finance, 'expert-fee-status-');
    expect(await finance.getByTestId(`expert-fee-payee-${feeId}`).innerText()).toContain(
      '6222021202001234567',
    );
    const feeText = await finance.getByTestId(`expert-fee-amount-${feeId}`).innerText();
    await finance.getByTestId('filter-reset').click();
    await expect
      .poll(() => finance.locator('[data-testid^="expert-fee-status-"]').count(), SETTLE)
      .toBeGreaterThan(1);
    const other = Number(
      (await finance
        .locator(`[data-testid^="expert-fee-status-"]:not([data-testid="expert-fee-status-${feeId}"])`)
        .first()
        .getAttribute('data-testid'))!.replace('expert-fee-status-', ''),
    );
    const otherText = await finance.getByTestId(`expert-fee-amount-${other}`).innerText();
    for (const id of [feeId, other])
      await finance.getByTestId(`row-${id}`).locator('.ant-checkbox-input').check();
    const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    const total = `${((fen(feeText) + fen(otherText)) / 100).toFixed(2)}元`;
    await expect.poll(() => finance.getByTestId('expert-fee-selected').innerText()).toContain(total);

    // Make the batch: the dialog shows the count, the total and the payees before it goes.
    await finance.getByTestId('expert-fee-batch-open').click();
    const summary = finance.getByTestId('expert-fee-create-summary');
    await summary.waitFor(SETTLE);
    expect(await summary.innerText()).toContain(`2 笔，合计 ${total}`);
    expect(await summary.innerText()).toContain(EXPERT);
    await finance.getByTestId('expert-fee-create-note').fill('端到端测试批次');
    await finance.getByTestId('form-submit').click();
    const done = finance.locator('.ant-message').getByText(/付款批次 SGF\d{11} 已建立/);
    await done.waitFor(SETTLE);
    batchNo = /SGF\d{11}/.exec(await done.innerText())![0];
    // The fees left 未支付: under 待支付 they carry the batch number.
    await expect.poll(() => finance.getByTestId(`row-${feeId}`).count(), SETTLE).toBe(0);
    await finance.getByTestId('expert-fee-tab-2').click();
    await expect
      .poll(() => finance.getByTestId(`expert-fee-batch-${feeId}`).innerText(), SETTLE)
      .toBe(batchNo);

    // The batches: the new one awaits payment; its bank file downloads and reads back.
    await finance.getByTestId('expert-fee-view-batches').click();
    await finance.waitForURL(/view=batches/);
    // The batches' own table (the fees' table may still be leaving the page).
    const batches = finance.locator('[data-testid="resource-table"][data-path="/sys/expertFee/batches"]');
    const batchRow = batches.locator('tr.ant-table-row', { hasText: batchNo });
    await batchRow.waitFor(SETTLE);
    const batchId = Number((await batchRow.getAttribute('data-testid'))!.replace('row-', ''));
    expect(await finance.getByTestId(`expert-batch-status-${batchId}`).innerText()).toBe('待支付');
    expect(await finance.getByTestId(`expert-batch-total-${batchId}`).innerText()).toBe(total);
    const [download] = await Promise.all([
      finance.waitForEvent('download'),
      finance.getByTestId(`row-action-export-${batchId}`).click(),
    ]);
    expect(download.suggestedFilename()).toContain(batchNo);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const lines = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) =>
      r.slice(1),
    );
    expect(lines[0]).toEqual(['序号', '收款人户名', '开户银行', '收款账号', '金额（元）', '备注']);
    const chen = lines.find((l) => l[1] === EXPERT)!;
    expect(chen).toEqual([
      expect.any(Number),
      EXPERT,
      '中国工商银行杭州西湖支行',
      '6222021202001234567',
      feeText.replace('元', ''),
      `审稿费 批次${batchNo}（1篇）`,
    ]);
    const sum = lines.slice(1).reduce((n, l) => n + fen(String(l[4])), 0);
    expect(`${(sum / 100).toFixed(2)}元`).toBe(total);

    // Mark it paid: the voucher is required, then the bank's receipt and a note, confirmed.
    await finance.getByTestId(`row-action-pay-${batchId}`).click();
    const dialog = finance.getByTestId('expert-batch-pay-form');
    await dialog.waitFor(SETTLE);
    await submitDialog(finance);
    await dialog.locator('.ant-form-item-explain-error').getByText('付款凭证').waitFor(SETTLE);
    await finance.getByTestId('expert-batch-pay-voucher').locator('input[type=file]').setInputFiles(VOUCHER);
    await finance
      .getByTestId('expert-batch-pay-voucher')
      .locator('.ant-upload-list-item-done')
      .waitFor(SETTLE);
    await finance.getByTestId('expert-batch-pay-note').fill('工行代发 流水号 E2E0001');
    await finance.getByTestId('form-submit').click();
    await finance.locator('.ant-modal-confirm').getByText(batchNo).waitFor(SETTLE);
    await confirmOk(finance);
    await finance.locator('.ant-message').getByText('已登记支付').waitFor(SETTLE);
    await expect
      .poll(() => finance.getByTestId(`expert-batch-status-${batchId}`).innerText(), SETTLE)
      .toBe('已支付');
    await finance.getByTestId(`expert-batch-voucher-${batchId}`).waitFor(SETTLE);
    expect(await finance.getByTestId(`row-action-pay-${batchId}`).count()).toBe(0);
  });

  it('the expert sees the fee paid in the expert area', async () => {
    const expert = await signedInPage(journey, 'expert');
    await expert.goto(`${journey.server.url}/expert`);
    await expert.getByTestId('expert-view-fees').click();
    await expert.waitForURL(/view=fees/);
    const status = expert.getByTestId(`my-fee-status-${feeId}`);
    await status.waitFor(SETTLE);
    expect(await status.innerText()).toBe('已支付');
    expect(
      await expert.getByTestId('resource-table').locator(`[data-testid="row-${feeId}"]`).innerText(),
    ).toContain(batchNo);
    // Both of the demo expert's fees are paid now: nothing unpaid is left.
    expect(await expert.getByTestId('my-fee-totals-1').innerText()).toContain('0 笔');
    expect(await expert.getByTestId('my-fee-totals-3').innerText()).toContain('2 笔');
  });
});
