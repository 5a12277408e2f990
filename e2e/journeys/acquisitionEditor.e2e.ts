import path from 'node:path';
import { authorLogin } from '@jb/contract/api/authorSite';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, rowWith } from '../support/antd.ts';
import { authorSite, journalIdByName } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { smsInitialPassword } from '../support/sms.ts';

const SETTLE = { timeout: 30_000 };
const DOCX = path.resolve(import.meta.dirname, '../../packages/server/assets/manuscript.docx');
const JOURNAL = '计算机科学与应用';
/** A demo author 张采编 registered (seed/caibianPortal.ts). */
const REGISTERED = { name: '周明', phone: '13700000011' };
const NEW_AUTHOR = { name: '采编新作者', phone: '13655550077', unit: '示范理工大学' };
const TITLE = '面向小样本学习的期刊稿件分类方法（采编代投）';
const AUTHORS_LIST = '[data-testid="resource-table"][data-path="/sys/caibian/author/list"]';
const MY_LIST = '[data-testid="resource-table"][data-path="/sys/caibian/article/list"]';
const ALL_LIST = '[data-testid="resource-table"][data-path="/sys/caibian/article/all"]';
const ORDER_LIST = '[data-testid="resource-table"][data-path="/sys/caibian/order/list"]';
const INVOICE_LIST = '[data-testid="resource-table"][data-path="/sys/caibian/invoice/list"]';

/** Narrows the list on screen to rows matching a keyword (the list's URL keeps it). */
async function search(page: Page, name: string, keyword: string) {
  await page.getByTestId(`filter-${name}`).fill(keyword);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(new RegExp(`${name}=`));
}

/**
 * The demo acquisition editor 张采编 (caibian) at work in their portal: finds an author they
 * registered on 我的作者 and opens the author's drawer; registers a new author (the initial password
 * shown once signs the author in at the journal's site); submits a manuscript for that author
 * through the staff entry form, which opens the editor's own detail with the timeline; 稿件查询 lists
 * it and opens that detail again; 全部稿件 shows the press's other manuscripts with title, journal,
 * status and day, and no author or contact; 订单查询 shows the new manuscript's prepaid order;
 * 发票查询 opens on the invoices waiting to be issued.
 */
describe('the acquisition editor’s authors and manuscripts', () => {
  // The SMS goes to the server's log (LOG_LEVEL info), where the author's phone is read.
  const journey = useJourney(() => ({ LOG_LEVEL: 'info' }));
  let page: Page;
  let manuscriptId = 0;
  beforeAll(async () => {
    page = await signedInPage(journey, 'caibian');
  });

  it('finds an author they registered on 我的作者 and opens the author’s manuscripts and orders', async () => {
    await openFromMenu(page, '采编工作台', '我的作者', /\/caibian\/myAuthor/);
    await page.locator(AUTHORS_LIST).waitFor(SETTLE);
    await search(page, 'keyword', REGISTERED.phone);
    const row = rowWith(page, REGISTERED.phone);
    await row.waitFor(SETTLE);
    expect(await row.innerText()).toContain(REGISTERED.name);
    expect(await row.innerText()).toContain('我注册的');
    await row.getByText(REGISTERED.name, { exact: true }).click();
    const drawer = page.getByTestId('my-author-detail');
    await drawer.getByText('作者：周明').waitFor(SETTLE);
    expect(await drawer.innerText()).toContain('订单');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('registers a new author, whose initial password signs them in at the journal’s site', async () => {
    await page.getByTestId('my-author-register').click();
    await page.getByTestId('author-form').waitFor();
    await page.getByTestId('author-name').fill(NEW_AUTHOR.name);
    await page.getByTestId('author-phone').fill(NEW_AUTHOR.phone);
    await page.getByTestId('author-unit').fill(NEW_AUTHOR.unit);
    await page.getByTestId('form-submit').click();
    // The password goes to the author's phone only: the editor is told so, and never shown it.
    await page.locator('.ant-message').getByText('初始密码已通过短信发送给作者本人').waitFor(SETTLE);
    expect(await page.getByTestId('secret-password').count()).toBe(0);
    const password = await smsInitialPassword(journey.server, NEW_AUTHOR.phone);
    const { journalId } = await journalIdByName(journey.server.url, JOURNAL);
    const session = await authorSite(journey.server.url)(authorLogin, {
      body: { journalId, phone: NEW_AUTHOR.phone, password },
    });
    expect(session.token).toBeTruthy();

    await search(page, 'keyword', NEW_AUTHOR.phone);
    const row = rowWith(page, NEW_AUTHOR.phone);
    await row.waitFor(SETTLE);
    expect(await row.innerText()).toContain('我注册的');
  });

  it('submits a manuscript for the new author through the entry form, and its detail opens', async () => {
    const row = rowWith(page, NEW_AUTHOR.phone);
    const authorId = Number((await row.getAttribute('data-testid'))?.replace('row-', ''));
    await page.getByTestId(`row-action-enter-${authorId}`).click();
    await page.getByTestId('entry-drawer').waitFor();
    expect(await page.getByTestId('entry-author-fixed').inputValue()).toBe(NEW_AUTHOR.name);
    expect(await page.getByTestId('entry-referrer').count()).toBe(0);
    await chooseOption(page, 'entry-journal', JOURNAL);
    await page.getByTestId('submit-title').waitFor(SETTLE);
    await expect.poll(() => page.getByTestId('byline-name-0').inputValue()).toBe(NEW_AUTHOR.name);
    await chooseOption(page, 'submit-column', '研究论文');
    await page.getByTestId('submit-title').fill(TITLE);
    await page.getByTestId('submit-keywords').fill('小样本学习；稿件分类');
    await page.getByTestId('upload-manuscript').locator('input[type=file]').setInputFiles(DOCX);
    await page.getByTestId('upload-manuscript').locator('.ant-upload-list-item-done').waitFor(SETTLE);
    await page.getByTestId('entry-save').click();

    await page.waitForURL(/\/caibian\/articleDetail\?id=\d+/, SETTLE);
    manuscriptId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByTestId('caibian-detail').getByText(TITLE).first().waitFor(SETTLE);
    expect(await page.getByTestId('detail-meta').innerText()).toContain(NEW_AUTHOR.name);
    const entered = page.getByTestId('event-staffEntry');
    await entered.waitFor();
    // The editor entered it: their own step names them.
    expect(await entered.innerText()).toContain('张采编');
  });

  it('lists the manuscript on 稿件查询 and opens its detail from there', async () => {
    await openFromMenu(page, '采编工作台', '稿件查询', /\/caibian\/manuscriptQuery/);
    await page.locator(MY_LIST).waitFor(SETTLE);
    await search(page, 'keyword', '小样本学习');
    const row = rowWith(page, '小样本学习');
    await row.waitFor(SETTLE);
    expect(await row.innerText()).toContain(NEW_AUTHOR.name);
    expect(await row.innerText()).toContain('作者未支付');
    await page.getByTestId(`manuscript-open-${manuscriptId}`).click();
    await page.waitForURL(new RegExp(`/caibian/articleDetail\\?id=${manuscriptId}`), SETTLE);
    await page.getByTestId('detail-timeline').waitFor(SETTLE);
  });

  it('shows the press’s other manuscripts on 全部稿件 without author or contact', async () => {
    await openFromMenu(page, '采编工作台', '全部稿件', /\/caibian\/allManuscript/);
    const list = page.locator(ALL_LIST);
    await list.waitFor(SETTLE);
    const rows = list.locator('tr.ant-table-row');
    await rows.first().waitFor(SETTLE);
    const headers = await list.locator('thead th').allInnerTexts();
    expect(headers.join(' ')).not.toContain('作者');
    const others = list.locator('[data-testid^="all-title-"]');
    await expect.poll(() => others.count(), SETTLE).toBeGreaterThan(0);
    const text = await list.innerText();
    expect(text).not.toMatch(/1[3-9]\d{9}/);
    expect(text).not.toContain('刘晓明');
  });

  it('finds the new manuscript’s unpaid order on 订单查询 with the totals', async () => {
    await openFromMenu(page, '采编工作台', '订单查询', /\/caibian\/orderQuery/);
    await page.locator(ORDER_LIST).waitFor(SETTLE);
    await search(page, 'keyword', '小样本学习');
    const row = rowWith(page, '小样本学习');
    await row.waitFor(SETTLE);
    expect(await row.innerText()).toContain('未支付');
    await expect.poll(() => page.getByTestId('order-summary').innerText(), SETTLE).toContain('1');
  });

  it('opens 发票查询 on the invoices waiting to be issued', async () => {
    await openFromMenu(page, '采编工作台', '发票查询', /\/caibian\/InvoiceQuery/);
    await page.locator(INVOICE_LIST).waitFor(SETTLE);
    // The demo: an author of 张采编's asked for an invoice of a paid order (seed/caibianPortal.ts).
    await expect
      .poll(() => page.locator(INVOICE_LIST).getByTestId('table-total').innerText(), SETTLE)
      .toMatch(/^共 [1-9]\d* 条$/);
    const row = page.locator(INVOICE_LIST).locator('tr.ant-table-row').first();
    expect(await row.innerText()).toContain('普通发票');
  });
});
