import { Status } from '@jb/contract/workflow';
import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  issuePlacements,
  journalIssues,
  journals,
  mailingRecipients,
  manuscripts,
  presses,
} from '../../packages/server/src/db/schema/index.ts';
import { fakeTrackingServer } from '../../packages/server/test/fakeTracking.ts';
import { chooseOption, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { chooseJournal } from '../support/production.ts';
import { oneLine, picture, toastSays } from '../support/screen.ts';
import { prepareWith } from '../support/world.ts';

const SETTLE = { timeout: 30_000 };
const PRESS = '华夏科技期刊出版社';
const SCREEN = /\/editorialReview\/distributionMailing/;
const LIBRARY = '上海图书馆 采编中心';

/** The demo's first issue at mailing (220), its journal and its recipients. */
const issue = {} as { id: number; journal: string; recipients: string[] };

const prepare = prepareWith(async (db) => {
  const [first] = await db
    .select({ issueId: issuePlacements.issueId, journal: journals.name })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .innerJoin(journalIssues, eq(journalIssues.id, issuePlacements.issueId))
    .innerJoin(journals, eq(journals.id, journalIssues.journalId))
    .innerJoin(presses, eq(presses.id, journals.pressId))
    .where(and(eq(presses.name, PRESS), eq(manuscripts.status, Status.MAILING)))
    .orderBy(asc(issuePlacements.issueId))
    .limit(1);
  if (!first) throw new Error(`the demo has no issue of ${PRESS} at mailing`);
  const recipients = await db
    .select({ name: mailingRecipients.name })
    .from(mailingRecipients)
    .where(eq(mailingRecipients.issueId, first.issueId));
  Object.assign(issue, {
    id: first.issueId,
    journal: first.journal,
    recipients: recipients.map((r) => r.name),
  });
});

const libraryRow = (page: Page) => page.locator('[data-testid^="recipient-"]', { hasText: LIBRARY }).first();

/** Opens 邮寄发行 on the issue's journal. */
async function openScreen(page: Page) {
  await openFromMenu(page, '编辑审稿', '邮寄发行', SCREEN);
  await expect.poll(() => page.getByTestId('screen-title').innerText(), SETTLE).toBe('邮寄发行');
  await chooseJournal(page, issue.journal);
  await page.getByTestId('resource-table').waitFor(SETTLE);
}

/**
 * Mailing an issue's copies, as the mailing clerk does on 邮寄发行: opens the demo's issue at
 * mailing and reads its recipients, adds a library by hand, sends it in a batch with 顺丰速运 (a first
 * batch made by mistake is undone and made again), types
 * its tracking number, imports the courier's spreadsheet (a wrong row refuses the file and says
 * which; the right one is taken) and asks the carrier (a local tracking server) where it is.
 */
describe('mailing an issue with tracking', () => {
  let tracking: Awaited<ReturnType<typeof fakeTrackingServer>>;
  beforeAll(async () => {
    tracking = await fakeTrackingServer();
  });
  afterAll(() => tracking?.close());
  const journey = useJourney(() => ({ TRACKING_URL: tracking.url, TRACKING_KEY: 'demo-key' }), prepare);
  let page: Page;

  it('opens the issue at mailing and sees its recipients', async () => {
    page = await signedInPage(journey, 'reviewer');
    await openScreen(page);
    await page.getByTestId(`open-issue-${issue.id}`).click();
    await page.getByTestId('mailing-panel').waitFor(SETTLE);
    for (const name of issue.recipients)
      await page.getByTestId('mailing-panel').getByText(name).first().waitFor(SETTLE);
    await picture(page, 'mailing-issue.png', true);
  });

  it('adds a library by hand and sends it in a batch with 顺丰速运', async () => {
    await page.getByTestId('add-recipient').click();
    await page.getByTestId('recipient-form').waitFor(SETTLE);
    await page.getByTestId('recipient-name').fill(LIBRARY);
    await page.getByTestId('recipient-phone').fill('021-64455555');
    await page.getByTestId('recipient-province').fill('上海市');
    await page.getByTestId('recipient-city').fill('上海市');
    await page.getByTestId('recipient-district').fill('徐汇区');
    await page.getByTestId('recipient-address').fill('淮海中路 1555 号');
    await page.getByTestId('recipient-postcode').fill('200031');
    await page.getByTestId('recipient-copies').fill('2');
    await submitDialog(page);
    await toastSays(page, '收件人已保存');
    await libraryRow(page).waitFor(SETTLE);
    const batchIds = () =>
      page
        .locator('[data-testid^="batch-progress-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('batch-progress-', '')));
    const makeBatch = async () => {
      const before = await batchIds();
      await libraryRow(page).locator('input[type=checkbox]').check();
      await page.getByTestId('make-batch').click();
      await page.getByTestId('batch-form').waitFor(SETTLE);
      expect(await page.getByTestId('batch-count').innerText()).toContain('1 位收件人');
      await chooseOption(page, 'batch-company', '顺丰速运');
      await submitDialog(page);
      await toastSays(page, '已组批');
      await libraryRow(page).getByText('未填运单号').waitFor(SETTLE);
      await expect.poll(async () => (await batchIds()).length, SETTLE).toBe(before.length + 1);
      return (await batchIds()).find((id) => !before.includes(id))!;
    };
    // A batch made by mistake is undone (asked first): the library is free to batch again.
    const mistaken = await makeBatch();
    await page.getByTestId(`batch-undo-${mistaken}`).click();
    await page.getByTestId('confirm-ok').click();
    await toastSays(page, '已撤销批次');
    await expect.poll(() => page.getByTestId(`batch-progress-${mistaken}`).count(), SETTLE).toBe(0);
    await expect.poll(() => libraryRow(page).getByText('未填运单号').count(), SETTLE).toBe(0);
    await makeBatch();
  });

  it('types the tracking number of the library’s parcel', async () => {
    await libraryRow(page).getByRole('button', { name: '填写单号' }).click();
    await page.getByTestId('tracking-form').waitFor(SETTLE);
    await page.getByTestId('tracking-no').fill('SF1234567');
    await submitDialog(page);
    await toastSays(page, '运单号已保存');
    await libraryRow(page).getByText('SF1234567').waitFor(SETTLE);
    await libraryRow(page).getByText('待揽收').waitFor(SETTLE);
  });

  it('imports the courier’s spreadsheet: a wrong row refuses the file, the right one is taken', async () => {
    const upload = async (csv: string) => {
      await page.getByTestId('import-sheet').click();
      await page.getByTestId('sheet-import').waitFor(SETTLE);
      await page
        .getByTestId('sheet-file')
        .locator('input[type=file]')
        .setInputFiles({ name: '顺丰运单.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    };
    await upload(`稿件编号,收件人,运单号\n,${LIBRARY},SF7654321009\nNO-SUCH-1,张三,SF7654321010\n`);
    await expect
      .poll(() => page.getByTestId('sheet-problem').innerText(), SETTLE)
      .toBe('第 3 行：稿件编号“NO-SUCH-1”不在本期已装批的收件人中');
    await picture(page, 'mailing-import-refused.png');
    await page.locator('.ant-modal:not(.ant-zoom-leave) .ant-modal-close').click();
    await page.getByTestId('sheet-import').waitFor({ state: 'hidden' });
    // Nothing was written: the typed number stands.
    await libraryRow(page).getByText('SF1234567').waitFor(SETTLE);
    await upload(`稿件编号,收件人,运单号\n,${LIBRARY},SF7654321009\n`);
    await toastSays(page, '已导入 1 个运单号');
    await libraryRow(page).getByText('SF7654321009').waitFor(SETTLE);
  });

  it('asks the carrier where the parcels are and sees the library’s delivered', async () => {
    const refresh = page.locator('[data-testid^="batch-refresh-"]').last();
    await refresh.click();
    await toastSays(page, '已查询');
    await libraryRow(page).getByText('已签收', { exact: true }).waitFor(SETTLE);
    expect(
      tracking.calls.some((c) => c.number === 'SF7654321009' && c.authorization === 'Bearer demo-key'),
    ).toBe(true);
    await picture(page, 'mailing-tracked.png', true);
  });

  it('reads in English, each name, state and button on one line', async () => {
    await page.getByTestId('lang-switch').click();
    await expect
      .poll(() => page.getByTestId('mailing-title').innerText(), SETTLE)
      .toMatch(/^Mailing of \d{4}, vol\. \d+, no\. \d+$/);
    await libraryRow(page).getByText('Delivered', { exact: true }).waitFor(SETTLE);
    const panel = page.getByTestId('mailing-panel');
    await oneLine(panel.locator('[data-testid^="recipient-name-"]'), 24);
    await oneLine(panel.locator('[data-testid^="tracking-"] .ant-tag'), 24);
    await oneLine(panel.locator('button'), 32);
    await oneLine(page.getByTestId('resource-table').locator('[data-testid^="issue-name-"]'), 24);
    await picture(page, 'mailing-en-US.png', true);
    await page.getByTestId('lang-switch').click();
  });
});
