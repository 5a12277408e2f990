import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/actions.ts';
import { chooseOption, confirmOk, rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

const JOURNAL = '数字出版研究';

/** The id a ResourceTable row carries in its test id (`row-<id>`). */
async function rowId(page: Page, text: string): Promise<number> {
  const testId = await rowWith(page, text).getAttribute('data-testid');
  return Number(testId?.replace('row-', ''));
}

/**
 * Journals and their configuration: a press administrator makes a monthly journal sending its
 * notices in English, sets its fees,
 * proof rounds and review process, makes the year's issues and applies to open it; the platform
 * passes the application and the journal is open.
 */
describe('a new journal, configured and opened', () => {
  const journey = useJourney();
  let admin: Page;
  let journalId = 0;

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
  });

  it('creates a monthly journal as a draft', async () => {
    await admin.goto(`${journey.server.url}/manage/periodicalManagement`);
    await admin.getByTestId('table-add').click();
    await admin.getByTestId('journal-name').fill(JOURNAL);
    // The code addresses the journal's submission site; another journal's is refused on the field.
    await admin.getByTestId('journal-code').fill('jsjkxyyy');
    await chooseOption(admin, 'journal-frequency', '月刊');
    await admin.getByTestId('journal-sponsor').fill('华夏科技期刊出版社');
    // Its notices (to authors, experts and editors) go out in English.
    await chooseOption(admin, 'journal-notice-lang', '英文');
    await admin.getByTestId('form-submit').click();
    await admin.getByTestId('journal-form').getByText('该期刊代码已被使用').waitFor();
    await admin.getByTestId('journal-code').fill('szcbyj');
    await admin.getByTestId('form-submit').click();
    await rowWith(admin, JOURNAL).waitFor();
    expect(await rowWith(admin, JOURNAL).innerText()).toContain('草稿');
    journalId = await rowId(admin, JOURNAL);
    expect(journalId).toBeGreaterThan(0);
  });

  it('sets an acceptance fee of 1800.00 yuan, kept as fen', async () => {
    await admin.getByTestId(`journal-open-${journalId}`).click();
    expect(await admin.getByTestId('journal-site-link').innerText()).toBe(
      `${journey.server.url}/submit/szcbyj`,
    );
    await admin.getByTestId('tab-fees').click();
    await admin.getByTestId('fee-add').click();
    await chooseOption(admin, 'fee-type-0', '录用费');
    await admin.getByTestId('fee-amount-0').fill('1800');
    await admin.getByTestId('fees-save').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();

    await admin.goto(`${journey.server.url}/manage/periodicalManagement?detail=${journalId}&tab=fees`);
    await expect.poll(() => admin.getByTestId('fee-amount-0').inputValue()).toBe('1800.00');
  });

  it('sets five proof rounds (五校五改)', async () => {
    await admin.getByTestId('tab-proof').click();
    await admin.getByTestId('proof-rounds-5').click();
    await admin.getByTestId('proof-rounds-save').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();
    await admin.getByTestId('tab-basic').click();
    await expect.poll(() => admin.getByTestId('journal-basic').innerText()).toContain('五校五改');
    expect(await admin.getByTestId('journal-basic').innerText()).toContain('英文');
  });

  it('switches screening off in its review process and sees 15 and 16 leave the diagram', async () => {
    await admin.getByTestId('tab-process').click();
    await admin.getByTestId('process-open').click();
    await admin.waitForURL(
      new RegExp(`/organizationalManagement/auditProcess/editor\\?journalId=${journalId}`),
    );
    await admin.getByTestId('process-inherited').waitFor();
    const path = admin.getByTestId('review-path');
    await path.getByTestId('flow-node-15').waitFor();
    expect(await path.getByTestId('flow-node-16').innerText()).toContain('筛稿');

    await admin.getByTestId('stage-switch-screening').click();
    await expect.poll(() => path.getByTestId('flow-node-15').count()).toBe(0);
    expect(await path.getByTestId('flow-node-16').count()).toBe(0);
    expect(await path.innerText()).not.toContain('筛稿分配');
    expect(await path.getByTestId('flow-node-20').innerText()).toContain('查重');

    await admin.getByTestId('process-save').click();
    await admin.waitForURL(new RegExp(`/organizationalManagement/auditProcess\\?journalId=${journalId}`));
    await expect.poll(() => admin.getByTestId('process-status').innerText()).toContain('第 1 版');
    expect(await admin.getByTestId('review-path').getByTestId('flow-node-15').count()).toBe(0);
  });

  it('makes the year’s twelve monthly issues', async () => {
    await admin.goto(`${journey.server.url}/operation/periodicalManage?journalId=${journalId}`);
    await admin.getByTestId('issue-table').waitFor();
    await admin.getByTestId('issue-generate').click();
    const preview = admin.getByTestId('generate-preview');
    await expect.poll(() => preview.locator('.ant-tag').count()).toBe(12);
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已生成 12 期（共 12 期）').waitFor();
    await expect.poll(() => admin.getByTestId('issue-table').locator('tr.ant-table-row').count()).toBe(12);
  });

  it('applies to open the journal', async () => {
    await admin.goto(`${journey.server.url}/manage/periodicalManagement`);
    await admin.getByTestId(`row-action-apply-${journalId}`).click();
    await confirmOk(admin);
    await admin.locator('.ant-message').getByText('已提交开通申请').waitFor();
    await expect.poll(() => rowWith(admin, JOURNAL).innerText(), { timeout: 10_000 }).toContain('审核中');
  });

  it('lets the platform pass the application, after which the journal is open', async () => {
    const platform = await journey.browser.newPage();
    await signIn(platform, journey.server.url, 'platform');
    await platform.waitForURL(/\/manage\/welcome$/);
    await platform.goto(`${journey.server.url}/manage/journalReview`);
    await platform.waitForURL(/status=1/);
    await rowWith(platform, JOURNAL).waitFor();
    await platform.getByTestId(`row-action-audit-${journalId}`).click();
    await platform.getByTestId('audit-pass').click();
    await platform.getByTestId('form-submit').click();
    await platform.locator('.ant-message').getByText('已通过，期刊已开通').waitFor();
    await expect.poll(() => rowWith(platform, JOURNAL).count()).toBe(0);

    await platform.goto(`${journey.server.url}/manage/journalReview?status=2`);
    await expect.poll(() => rowWith(platform, JOURNAL).innerText()).toContain('已开通');
    await platform.getByTestId(`journal-history-${journalId}`).click();
    await platform.getByTestId('history-pass').waitFor();
    expect(await platform.getByTestId('journal-history').innerText()).toContain('申请开通');
    await platform.context().close();
  });
});
