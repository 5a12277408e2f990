import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authorLogin, authorSubmit } from '@jb/contract/api/authorSite';
import { authorUpload } from '@jb/contract/api/files';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, rowWith } from '../support/antd.ts';
import { authorSite, registerAuthor } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

const JOURNAL = '计算机科学与应用';
const AUTHOR = '汇款测试作者';
const PHONE = '13698760001';
const PASSWORD = 'Author2026x';
const PAID_TITLE = '面向期刊出版流程的汇款确认与稿件状态自动联动机制设计与实现研究';
const WAIVED_TITLE = '免除预付费路径的端到端验证';
const WITHDRAWN = ['批量撤销的第一篇稿件', '批量撤销的第二篇稿件'];
const CONTESTED_TITLE = '财务先确认汇款的稿件';
/** The demo's manuscript file (the server's seed uploads the same one). */
const DOCX = readFileSync(path.resolve(import.meta.dirname, '../../packages/server/assets/manuscript.docx'));
/** A real PDF: the paid manuscript's fund certificate, and the bank's voucher finance attaches. */
const PDF_PATH = path.resolve(import.meta.dirname, '../../packages/server/assets/fund-certificate.pdf');
const PDF = readFileSync(PDF_PATH);
const VOUCHER = '银行回单-E2E.pdf';

/**
 * Clicks a 查看 and waits for the tab it opens: answers the content type the tab's document came
 * with and the tab's address.
 */
async function viewedType(page: Page, view: Locator): Promise<{ type: string; url: string }> {
  const context = page.context();
  const [response, tab] = await Promise.all([
    context.waitForEvent('response', { predicate: (r) => r.url().startsWith('blob:'), timeout: 30_000 }),
    context.waitForEvent('page', { timeout: 30_000 }),
    view.click(),
  ]);
  const found = { type: response.headers()['content-type'] ?? '', url: tab.url() };
  await expect.poll(() => tab.url(), { timeout: 30_000 }).toMatch(/^blob:/);
  found.url = tab.url();
  await tab.close();
  return found;
}

/** The id a test id carries after its prefix (`row-12`, `journal-open-3`). */
async function idOf(locator: Locator, prefix: string): Promise<number> {
  const testId = await locator.first().getAttribute('data-testid');
  return Number(testId?.replace(prefix, ''));
}

/** Narrows the list on screen to rows matching a keyword (the list's URL keeps it). */
async function search(page: Page, keyword: string) {
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/keyword=/);
}

/**
 * The prepaid fee from submission to first review: a press administrator sets a journal's prepaid
 * fee; an author submits; the administrator finds the manuscript waiting for payment with its order
 * unpaid; finance confirms the remittance (a wrong amount refused first); the manuscript moves to
 * first-review allocation with its order paid, and its timeline shows both events and who took them.
 * A second manuscript's fee is waived (a reason required), and two more are withdrawn in a batch;
 * a waiver sent after finance moved the manuscript is refused as moved (409) and the list reloads.
 */
describe('manuscripts and the remittance of their prepaid fee', () => {
  // The registration code is read from the server's log (support/sms.ts).
  const journey = useJourney({ LOG_LEVEL: 'info' });
  let admin: Page;
  let finance: Page;
  let journalId = 0;
  let columnId = 0;
  const submitted = new Map<string, { id: number; articleNo: string }>();

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
    finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
  });

  it('sets the journal’s prepaid fee to 680.00 yuan', async () => {
    await admin.goto(`${journey.server.url}/manage/periodicalManagement`);
    await rowWith(admin, JOURNAL).waitFor();
    journalId = await idOf(rowWith(admin, JOURNAL), 'row-');
    await admin.getByTestId(`journal-open-${journalId}`).click();
    await admin.getByTestId('tab-fees').click();
    await admin.getByTestId('fee-amount-0').waitFor();
    const rows = await admin.getByTestId('fees-table').locator('tr.ant-table-row').count();
    let prepaid = -1;
    for (let i = 0; i < rows && prepaid < 0; i++)
      if ((await admin.getByTestId(`fee-type-${i}`).innerText()).includes('预付费')) prepaid = i;
    expect(prepaid).toBeGreaterThanOrEqual(0);
    await admin.getByTestId(`fee-amount-${prepaid}`).fill('680');
    await admin.getByTestId('fees-save').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();
  });

  it('lets an author register and submit five manuscripts to an enabled column', async () => {
    await admin.goto(`${journey.server.url}/operation/programManage?journalId=${journalId}`);
    const firstColumn = admin.getByTestId('ordered-table').locator('tr[data-testid^="row-"]');
    await firstColumn.first().waitFor();
    columnId = await idOf(firstColumn, 'row-');
    expect(columnId).toBeGreaterThan(0);

    const site = authorSite(journey.server.url);
    await registerAuthor(journey.server, { journalId, name: AUTHOR, phone: PHONE, password: PASSWORD });
    const session = await site(authorLogin, { body: { journalId, phone: PHONE, password: PASSWORD } });
    for (const title of [PAID_TITLE, WAIVED_TITLE, ...WITHDRAWN, CONTESTED_TITLE]) {
      // As the site does: the manuscript file first, then the form naming it.
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(DOCX)]), '稿件.docx');
      const file = await site(authorUpload, { query: { kind: 'manuscript' }, form }, session);
      // The paid one carries its fund certificate, a PDF (viewed in a tab from its detail).
      const certificate = new FormData();
      certificate.append('file', new Blob([new Uint8Array(PDF)]), '基金证明.pdf');
      const fundCertificateFileId =
        title === PAID_TITLE
          ? (await site(authorUpload, { query: { kind: 'fundCertificate' }, form: certificate }, session)).id
          : null;
      const body = {
        fundCertificateFileId,
        columnId,
        title,
        keywords: '汇款；预付费',
        abstract: '端到端测试的摘要。',
        foundationFlag: true,
        fundName: '国家自然科学基金',
        fundLevel: 2,
        manuscriptFileId: file.id,
      };
      const m = await site(authorSubmit, { body }, session);
      expect(m.status).toBe(0);
      submitted.set(title, { id: m.id, articleNo: m.articleNo });
    }
  });

  it('shows the administrator the manuscript waiting for payment, its order unpaid', async () => {
    const m = submitted.get(PAID_TITLE)!;
    await admin.goto(`${journey.server.url}/operation/manuscriptManage`);
    await chooseOption(admin, 'filter-status', '作者未支付');
    await search(admin, m.articleNo);
    expect(admin.url()).toMatch(/status=0/);
    const row = rowWith(admin, m.articleNo);
    await row.waitFor();
    expect(await admin.getByTestId(`manuscript-status-${m.id}`).innerText()).toBe('作者未支付');
    const text = await row.innerText();
    for (const part of [AUTHOR, JOURNAL, '预付费', '680.00元', '未支付']) expect(text).toContain(part);
    // The long title is cut, and the whole title is what the link's tooltip shows.
    expect(await admin.getByTestId(`manuscript-open-${m.id}`).innerText()).toMatch(/\.\.\.$/);
    expect(await admin.getByTestId(`row-action-waiveFee-${m.id}`).count()).toBe(1);
    expect(await admin.getByTestId('table-export').count()).toBe(1);
  });

  it('lets finance confirm the remittance, refusing an amount other than the one due', async () => {
    const m = submitted.get(PAID_TITLE)!;
    // The prepaid fees' view of 汇款确认 (its first view is bank reconciliation).
    await finance.goto(`${journey.server.url}/finance/remittance?view=prepaid`);
    await search(finance, m.articleNo);
    const row = rowWith(finance, m.articleNo);
    await row.waitFor();
    expect(await row.innerText()).toContain('未支付');
    const orderId = await idOf(row, 'row-');
    await finance.getByTestId(`row-action-confirmRemittance-${orderId}`).click();
    await finance.getByTestId('remittance-form').waitFor();
    expect(await finance.getByTestId('remittance-amount').inputValue()).toBe('680.00');

    await finance.getByTestId('remittance-remitter').fill('汇款测试作者单位');
    await finance.getByTestId('remittance-amount').fill('600');
    await finance.getByTestId('remittance-voucher').fill('银行回单 E2E-001');
    await finance.getByTestId('form-submit').click();
    await finance.getByTestId('remittance-form').getByText('汇款金额与订单应付金额不符').waitFor();

    await finance.getByTestId('remittance-amount').fill('680');
    // The bank's voucher, a real PDF, uploaded with the confirmation.
    await finance
      .locator('[data-testid="remittance-voucher-file"] input[type="file"]')
      .setInputFiles({ name: VOUCHER, mimeType: 'application/pdf', buffer: PDF });
    await finance
      .getByTestId('remittance-voucher-file')
      .locator('.ant-upload-list-item-done', { hasText: VOUCHER })
      .waitFor();
    await finance.getByTestId('form-submit').click();
    await finance.locator('.ant-message').getByText('已确认汇款').waitFor();
    await expect.poll(() => finance.getByTestId(`remittance-status-${orderId}`).innerText()).toBe('已支付');
    const settled = await row.innerText();
    expect(settled).toContain('汇款测试作者单位');
    expect(await finance.getByTestId(`row-action-confirmRemittance-${orderId}`).count()).toBe(0);

    // The order's detail shows the payment with its voucher, which opens as a PDF.
    await finance.goto(`${journey.server.url}/finance/orderList?keyword=${encodeURIComponent(m.articleNo)}`);
    await finance.getByTestId(`order-open-${orderId}`).click();
    const payments = finance.getByTestId('order-payments');
    await payments.waitFor();
    const voucher = payments.locator('[data-testid^="order-payment-voucher-"]').first();
    expect(await voucher.innerText()).toContain(VOUCHER);
    const viewed = await viewedType(finance, voucher.locator('[data-testid*="-view-"]'));
    expect(viewed.type).toBe('application/pdf');
    await finance.keyboard.press('Escape');
  });

  it('shows the paid manuscript at first-review allocation with its order paid', async () => {
    const m = submitted.get(PAID_TITLE)!;
    await admin.goto(
      `${journey.server.url}/operation/manuscriptManage?keyword=${encodeURIComponent(m.articleNo)}`,
    );
    await rowWith(admin, m.articleNo).waitFor();
    expect(await admin.getByTestId(`manuscript-status-${m.id}`).innerText()).toBe('初审分配');
    const text = await rowWith(admin, m.articleNo).innerText();
    expect(text).toContain('680.00元');
    expect(text).toContain('已支付');
    expect(await admin.getByTestId(`row-action-waiveFee-${m.id}`).count()).toBe(0);
  });

  it('shows both events of its timeline, with who took them', async () => {
    const m = submitted.get(PAID_TITLE)!;
    await admin.getByTestId(`manuscript-open-${m.id}`).click();
    await admin.waitForURL(new RegExp(`/operation/articleDetail\\?id=${m.id}$`));
    await admin.getByTestId('detail-timeline').waitFor();
    expect(await admin.getByTestId('screen-title').innerText()).toBe('稿件详情');
    expect(await admin.getByTestId('detail-meta').innerText()).toContain(PAID_TITLE);
    const meta = await admin.getByTestId('detail-meta').innerText();
    for (const part of ['国家自然科学基金', '国家级', AUTHOR, PHONE]) expect(meta).toContain(part);
    expect(await admin.getByTestId('detail-files').innerText()).toContain('稿件.docx');
    // The order's voucher, as finance attached it.
    expect(await admin.locator('[data-testid^="detail-order-vouchers-"]').first().innerText()).toContain(
      VOUCHER,
    );
    // 查看 is offered for the PDF, not for the Word file; it opens the PDF in a new tab.
    const files = admin.getByTestId('detail-files');
    const certificate = files.locator('tr', { hasText: '基金证明.pdf' });
    expect(
      await files.locator('tr', { hasText: '稿件.docx' }).locator('[data-testid^="file-view-"]').count(),
    ).toBe(0);
    const viewed = await viewedType(admin, certificate.locator('[data-testid^="file-view-"]'));
    expect(viewed.type).toBe('application/pdf');
    expect(viewed.url).toMatch(/^blob:/);
    const submit = await admin.getByTestId('event-submit').innerText();
    expect(submit).toContain('提交');
    expect(submit).toContain(AUTHOR);
    expect(submit).toContain('作者未支付');
    const remitted = await admin.getByTestId('event-confirmRemittance').innerText();
    expect(remitted).toContain('确认汇款');
    expect(remitted).toContain('赵财务');
    expect(remitted).toContain('作者未支付 → 初审分配');
  });

  it('waives the second manuscript’s fee, asking for the reason first', async () => {
    const m = submitted.get(WAIVED_TITLE)!;
    await admin.goto(
      `${journey.server.url}/operation/manuscriptManage?keyword=${encodeURIComponent(m.articleNo)}`,
    );
    await admin.getByTestId(`row-action-waiveFee-${m.id}`).click();
    await admin.getByTestId('action-form').waitFor();
    await admin.getByTestId('form-submit').click();
    await admin
      .getByTestId('action-form')
      .locator('.ant-form-item-explain-error')
      .getByText('请填写原因')
      .waitFor();
    await admin.getByTestId('action-note').fill('作者为本社特约专家，免收预付费');
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已处理').waitFor();
    await expect.poll(() => admin.getByTestId(`manuscript-status-${m.id}`).innerText()).toBe('初审分配');
    expect(await rowWith(admin, m.articleNo).innerText()).toContain('已关闭');

    await admin.getByTestId(`manuscript-open-${m.id}`).click();
    const waived = await admin.getByTestId('event-waiveFee').innerText();
    expect(waived).toContain('王社长');
    expect(waived).toContain('作者为本社特约专家，免收预付费');
  });

  it('withdraws two unpaid entries in a batch and says what became of each', async () => {
    const ms = WITHDRAWN.map((title) => submitted.get(title)!);
    await admin.goto(`${journey.server.url}/operation/manuscriptManage?status=0`);
    await search(admin, '批量撤销');
    for (const m of ms) await rowWith(admin, m.articleNo).locator('.ant-checkbox-input').check();
    expect(await admin.getByTestId('batch-count').innerText()).toContain('2');
    await admin.getByTestId('batch-withdrawEntry').click();
    await admin.getByTestId('action-note').fill('作者重复投稿');
    await admin.getByTestId('form-submit').click();
    await admin.getByTestId('batch-result').waitFor();
    for (const m of ms) {
      const line = admin.getByTestId(`batch-line-${m.id}`);
      expect(await line.getAttribute('data-ok')).toBe('true');
      expect(await line.innerText()).toContain('退稿');
    }
    await admin.getByTestId('batch-result-close').click();
    // They are no longer waiting for payment.
    await expect.poll(() => admin.getByTestId('table-empty').count()).toBe(1);
  });

  it('refuses a waiver of a manuscript finance moved meanwhile, and reloads the list', async () => {
    const m = submitted.get(CONTESTED_TITLE)!;
    await admin.goto(
      `${journey.server.url}/operation/manuscriptManage?keyword=${encodeURIComponent(m.articleNo)}`,
    );
    await admin.getByTestId(`row-action-waiveFee-${m.id}`).click();
    await admin.getByTestId('action-note').fill('作者申请减免');

    await finance.goto(
      `${journey.server.url}/finance/remittance?view=prepaid&keyword=${encodeURIComponent(m.articleNo)}`,
    );
    const row = rowWith(finance, m.articleNo);
    await row.waitFor();
    await finance.getByTestId(`row-action-confirmRemittance-${await idOf(row, 'row-')}`).click();
    await finance.getByTestId('remittance-remitter').fill('作者本人');
    await finance.getByTestId('form-submit').click();
    await finance.locator('.ant-message').getByText('已确认汇款').waitFor();

    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('稿件已被他人处理，请刷新后查看当前状态').waitFor();
    await expect.poll(() => admin.getByTestId(`manuscript-status-${m.id}`).innerText()).toBe('初审分配');
    await expect.poll(() => admin.getByTestId('action-form').count()).toBe(0);
    expect(await admin.getByTestId(`row-action-waiveFee-${m.id}`).count()).toBe(0);
  });
});
