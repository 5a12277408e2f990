import path from 'node:path';
import { authorLogin } from '@jb/contract/api/authorSite';
import { authorInvoiceOrders } from '@jb/contract/api/invoices';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/actions.ts';
import { confirmOk } from '../support/antd.ts';
import { authorSite, journalIdByName } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** A demo author with paid prepaid fees not invoiced yet (seed/history.ts, seed/invoices.ts). */
const AUTHOR_PHONE = '13700000002';
const JOURNAL = '计算机科学与应用';
const BUYER = '杭州端到端测试科技有限公司';
const MISTAKE = '端到端误申请个人';
const TAXPAYER_ID = '91330106MA2B3C4D5E';
const NUMBER = '26112000000077770001';
const PDF = path.resolve(import.meta.dirname, '../../packages/server/assets/fund-certificate.pdf');
const SETTLE = { timeout: 20_000 };

/** "500.00元" → 50000. */
const fenOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const yuan = (fen: number) => `${(fen / 100).toFixed(2)}元`;

/**
 * An invoice from both sides: the author withdraws a 普票 asked for by mistake (无需开票), then asks on
 * the journal's site for a 专票 over a paid order
 * (the taxpayer ID checked before it goes); finance finds it on 发票管理, issues it with the PDF
 * e-invoice, a 20-digit number and the date, confirmed first; the author sees it issued and
 * downloads the file.
 */
describe('an invoice asked for by the author and issued by finance', () => {
  const journey = useJourney();
  let author: Page;
  let journalId = 0;
  let invoiceId = 0;

  beforeAll(async () => {
    // The site offers the orders of its own journal: start on the demo journal, else the first where
    // the author has a paid order not invoiced yet.
    const site = authorSite(journey.server.url);
    const first = (await journalIdByName(journey.server.url, JOURNAL)).journalId;
    for (const id of [first, ...Array.from({ length: 11 }, (_, i) => i + 1).filter((i) => i !== first)]) {
      const session = await site(authorLogin, {
        body: { journalId: id, phone: AUTHOR_PHONE, password: DEMO_PASSWORD },
      }).catch(() => null);
      if (session && (await site(authorInvoiceOrders, {}, session)).length > 0) {
        journalId = id;
        break;
      }
    }
    expect(journalId, 'a journal where the author has a paid order to invoice').toBeGreaterThan(0);
    author = await journey.browser.newPage();
  });

  it('the author asks for a 专票 over a paid order; a wrong taxpayer ID is caught under its field', async () => {
    await author.goto(`${journey.server.url}/submit/${journalId}`);
    await author.getByTestId('tab-signin').click();
    await author.getByTestId('signin-phone').fill(AUTHOR_PHONE);
    await author.getByTestId('signin-password').fill(DEMO_PASSWORD);
    await author.getByTestId('signin-password').press('Enter');
    await author.getByTestId('site-author').waitFor(SETTLE);
    await author.getByTestId('nav-invoices').click();
    await author.getByTestId('my-invoices').waitFor(SETTLE);
    const form = author.getByTestId('invoice-apply-form');

    // A 普票 asked for by mistake is withdrawn (无需开票) before issue; its order is offered again.
    await author.getByTestId('invoice-apply-open').click();
    const offered = form.locator('[data-testid^="invoice-order-row-"]').first();
    await offered.waitFor(SETTLE);
    await offered.locator('.ant-checkbox-input').check();
    await author.getByTestId('invoice-apply-kind-normal').click();
    await author.getByTestId('invoice-apply-buyerName').fill(MISTAKE);
    await author.getByTestId('invoice-apply-email').fill('geren@e2e-example.cn');
    await author.getByTestId('invoice-apply-submit').click();
    const mistaken = author.getByTestId('my-invoices').locator('tr', { hasText: MISTAKE });
    await mistaken.getByText('待开票').waitFor(SETTLE);
    await mistaken.locator('[data-testid^="my-invoice-withdraw-"]').click();
    await author.getByTestId('my-invoice-withdraw-ok').click();
    await mistaken.getByText('无需开票').waitFor(SETTLE);
    expect(await mistaken.locator('[data-testid^="my-invoice-withdraw-"]').count()).toBe(0);

    await author.getByTestId('invoice-apply-open').click();
    const firstOrder = form.locator('[data-testid^="invoice-order-row-"]').first();
    await firstOrder.waitFor(SETTLE);
    await firstOrder.locator('.ant-checkbox-input').check();
    await author.getByTestId('invoice-apply-sum').waitFor();
    await author.getByTestId('invoice-apply-kind-special').click();
    const fill = async (field: string, value: string) =>
      author.getByTestId(`invoice-apply-${field}`).fill(value);
    await fill('buyerName', BUYER);
    await fill('taxpayerId', '12345');
    await fill('address', '浙江省杭州市西湖区文三路 90 号');
    await fill('phone', '0571-88886666');
    await fill('bankName', '招商银行杭州分行');
    await fill('bankAccount', '571908765432101');
    await fill('email', 'caiwu@e2e-example.cn');
    await author.getByTestId('invoice-apply-submit').click();
    await form.locator('.ant-form-item-explain-error').getByText('统一社会信用代码').waitFor(SETTLE);

    await fill('taxpayerId', TAXPAYER_ID);
    await author.getByTestId('invoice-apply-submit').click();
    // The withdrawn request's toast, with the same words, may still be showing: the newest is this one's.
    await author.locator('.ant-message').getByText('发票申请已提交').last().waitFor(SETTLE);
    const row = author.getByTestId('my-invoices').locator('tr', { hasText: BUYER });
    await row.getByText('待开票').waitFor(SETTLE);
    invoiceId = Number((await row.getAttribute('data-testid'))!.replace('my-invoice-', ''));
    expect(invoiceId).toBeGreaterThan(0);
  });

  it('finance issues it on 发票管理 with the PDF, a 20-digit number and the date, after confirming', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(finance, '财务管理', '发票管理', /\/finance\/invoiceManage/);
    await finance.getByTestId('filter-keyword').fill(BUYER);
    await finance.getByTestId('filter-submit').click();
    await finance.getByTestId(`row-${invoiceId}`).waitFor(SETTLE);
    expect(await finance.getByTestId(`invoice-kind-${invoiceId}`).innerText()).toBe('增值税专用发票');
    const amountFen = fenOf(await finance.getByTestId(`invoice-amount-${invoiceId}`).innerText());
    expect(amountFen).toBeGreaterThan(0);

    // The detail shows every buyer field the author gave.
    await finance.getByTestId(`invoice-open-${invoiceId}`).click();
    const buyer = finance.getByTestId('invoice-detail-buyer');
    await buyer.waitFor(SETTLE);
    expect(await buyer.innerText()).toContain(TAXPAYER_ID);
    expect(await buyer.innerText()).toContain('招商银行杭州分行');
    await finance.getByTestId('invoice-detail').locator('.ant-drawer-close').click();
    await expect.poll(() => finance.getByTestId('invoice-detail-buyer').count(), SETTLE).toBe(0);

    await finance.getByTestId(`row-action-issue-${invoiceId}`).click();
    const dialog = finance.getByTestId('invoice-issue-form');
    await dialog.waitFor(SETTLE);
    await finance.getByTestId('invoice-issue-file').locator('input[type=file]').setInputFiles(PDF);
    await finance.getByTestId('invoice-issue-file').locator('.ant-upload-list-item-done').waitFor(SETTLE);
    await finance.getByTestId('invoice-issue-number').fill('2611');
    await finance.getByTestId('form-submit').click();
    await dialog.locator('.ant-form-item-explain-error').getByText('20 位数字').waitFor(SETTLE);
    await finance.getByTestId('invoice-issue-number').fill(NUMBER);
    await finance.getByTestId('form-submit').click();
    await finance.locator('.ant-modal-confirm').getByText(NUMBER).waitFor(SETTLE);
    await confirmOk(finance);
    await finance.locator('.ant-message').getByText('发票已开具').waitFor(SETTLE);

    // Issued: it leaves 待开票 and shows under 已开票 with its number and the tax at the press's 6%.
    await finance.getByTestId('invoice-tab-3').click();
    await finance.waitForURL(/status=3/);
    await finance.getByTestId(`invoice-number-${invoiceId}`).waitFor(SETTLE);
    expect(await finance.getByTestId(`invoice-number-${invoiceId}`).innerText()).toContain(NUMBER);
    expect(await finance.getByTestId(`invoice-tax-${invoiceId}`).innerText()).toBe(
      yuan(Math.round((amountFen * 6) / 106)),
    );
    expect(await finance.getByTestId(`invoice-status-${invoiceId}`).innerText()).toBe('已开票');
    expect(await finance.getByTestId(`row-action-red-${invoiceId}`).count()).toBe(1);
  });

  it('the author sees it issued and downloads the e-invoice', async () => {
    await author.reload();
    await author.getByTestId(`my-invoice-${invoiceId}`).waitFor(SETTLE);
    await expect
      .poll(() => author.getByTestId(`my-invoice-status-${invoiceId}`).innerText(), SETTLE)
      .toBe('已开票');
    expect(await author.getByTestId(`my-invoice-number-${invoiceId}`).innerText()).toContain(NUMBER);
    const [download] = await Promise.all([
      author.waitForEvent('download'),
      author.getByTestId(`my-invoice-download-${invoiceId}`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
