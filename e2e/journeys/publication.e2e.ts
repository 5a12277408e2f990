import { readFileSync } from 'node:fs';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  issuePlacements,
  journalIssues,
  journals,
  mailingRecipients,
  mailingShipments,
  manuscripts,
  presses,
} from '../../packages/server/src/db/schema/index.ts';
import { confirmOk, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { chooseJournal } from '../support/production.ts';
import { oneLine, picture as screenPicture, toastSays } from '../support/screen.ts';
import { prepareWith } from '../support/world.ts';

/** How long a change may take to show on this shared, busy machine (an archive check is a job). */
const SETTLE = { timeout: 30_000 };
/** The demo press of the press administrator (README's demo accounts). */
const PRESS = '华夏科技期刊出版社';
const SCREEN = /\/editorialReview\/finalVersionOfTheFile/;

/** The demo's issue at mailing (220) whose copies all went out: ready to publish. */
interface ReadyIssue {
  id: number;
  journal: string;
  name: string;
  articles: number;
}
const issue = {} as ReadyIssue;

/**
 * Reads (adds nothing) the journey's copy of the demo data: the demo press's first issue at mailing
 * whose parcels all have their tracking numbers.
 */
const prepare = prepareWith(async (db) => {
  const rows = await db
    .select({
      issueId: issuePlacements.issueId,
      journal: journals.name,
      year: journalIssues.year,
      volume: journalIssues.volume,
      number: journalIssues.number,
    })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .innerJoin(journalIssues, eq(journalIssues.id, issuePlacements.issueId))
    .innerJoin(journals, eq(journals.id, journalIssues.journalId))
    .innerJoin(presses, eq(presses.id, journals.pressId))
    .where(
      and(
        eq(presses.name, PRESS),
        eq(manuscripts.status, Status.MAILING),
        // Its copies all went out: every recipient's parcel has its tracking number.
        sql`not exists (select 1 from ${mailingRecipients} r where r.issue_id = ${journalIssues.id}
          and not exists (select 1 from ${mailingShipments} s
            where s.recipient_id = r.id and s.tracking_no is not null))`,
      ),
    )
    .orderBy(asc(issuePlacements.issueId), asc(issuePlacements.position));
  const first = rows[0];
  if (!first) throw new Error(`the demo has no issue of ${PRESS} at mailing with its copies sent`);
  Object.assign(issue, {
    id: first.issueId,
    journal: first.journal,
    name: `${first.year} 年第 ${first.volume} 卷第 ${first.number} 期`,
    articles: rows.filter((r) => r.issueId === first.issueId).length,
  });
});

const picture = (page: Page, name: string) => screenPicture(page, name, true);
const row = (page: Page) => page.getByTestId(`row-${issue.id}`);

/** Opens 终版文件 on the issue's journal (chosen unless it is already), every year. */
async function openScreen(page: Page) {
  await openFromMenu(page, '编辑审稿', '终版文件', SCREEN);
  await expect.poll(() => page.getByTestId('screen-title').innerText(), SETTLE).toBe('终版文件');
  await page.getByTestId('resource-table').waitFor(SETTLE);
  await chooseJournal(page, issue.journal);
}

/**
 * Publication and archive of an issue, as the editorial office does it on 终版文件: the press
 * administrator publishes the demo's issue whose copies went out (the date asked, then confirmed),
 * reads its DOIs, downloads its Crossref deposit, requests an archive check and sees it pass,
 * archives the issue and finds it under 已归档; then reads the screen in English.
 */
describe('publication and archive of an issue', () => {
  const journey = useJourney({ JOB_POLL_SECONDS: '0.5' }, prepare);
  let page: Page;

  it('finds the issue ready to publish under 待发布', async () => {
    page = await signedInPage(journey, 'pressadmin');
    await openScreen(page);
    await row(page).waitFor(SETTLE);
    expect(await page.getByTestId(`issue-name-${issue.id}`).innerText()).toBe(issue.name);
    expect(await page.getByTestId(`issue-articles-${issue.id}`).innerText()).toBe(String(issue.articles));
    expect(await row(page).getByRole('button').allInnerTexts()).toEqual(['出版']);
  });

  it('publishes it on today’s date, after confirming the issue and its articles', async () => {
    await page.getByTestId(`row-action-publish-${issue.id}`).click();
    await page.getByTestId('publish-form').waitFor(SETTLE);
    expect(await page.getByTestId('publish-subject').innerText()).toContain(`${issue.articles} 篇文章`);
    await submitDialog(page); // the date is today's unless changed
    await page.locator('.ant-modal-confirm-title').getByText(`确认出版 ${issue.name}？`).waitFor(SETTLE);
    expect(await page.locator('.ant-modal-confirm-content').innerText()).toContain(
      `${issue.articles} 篇文章`,
    );
    await confirmOk(page);
    await toastSays(page, `${issue.name} 已出版`);
    await expect.poll(() => row(page).count(), SETTLE).toBe(0);
  });

  it('shows the published issue’s DOIs and downloads its Crossref XML', async () => {
    await page.getByTestId('tab-published').click();
    await row(page).waitFor(SETTLE);
    expect(await page.getByTestId(`check-${issue.id}`).innerText()).toBe('未检查');
    await page.getByTestId(`open-files-${issue.id}`).click();
    const drawer = page.getByTestId('files-drawer');
    const dois = drawer.locator('[data-testid^="doi-"]');
    await expect.poll(() => dois.count(), SETTLE).toBe(issue.articles);
    const first = (await dois.first().innerText()).trim();
    expect(first).toMatch(/^10\.\d{4,9}\/\S+\.001$/);
    // The journey's server has no Crossref deposit URL: the deposit says so, and nothing to resend.
    const sending = drawer.getByTestId('crossref-state');
    await expect.poll(() => sending.getAttribute('data-state'), SETTLE).toBe('off');
    expect(await sending.innerText()).toBe('未开通');
    expect(await drawer.getByTestId('crossref-resend').count()).toBe(0);
    await picture(page, 'publication-zh-CN-contents.png');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByTestId('download-crossref').click(),
    ]);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<doi_batch');
    expect(xml).toContain(`<doi>${first}</doi>`);

    // The final files: one zip (a local file header first), a folder per article.
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByTestId('download-final-files').click(),
    ]);
    const bytes = readFileSync((await zip.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  });

  it('requests an archive check and sees it pass', async () => {
    const drawer = page.getByTestId('files-drawer');
    expect(await drawer.innerText()).toContain('还没有归档检查');
    await drawer.getByTestId('drawer-request-check').click();
    await toastSays(page, '已提交归档检查，完成后显示结果');
    const history = drawer.getByTestId('check-history');
    await expect.poll(() => history.innerText(), SETTLE).toContain('已通过');
    expect(await history.innerText()).toContain('所有文件齐全');
    await picture(page, 'publication-zh-CN-checked.png');
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => page.getByTestId(`check-${issue.id}`).innerText(), SETTLE).toBe('已通过');
  });

  it('archives the issue, asked first; it shows under 已归档', async () => {
    await page.getByTestId(`row-action-archive-${issue.id}`).click();
    await page.locator('.ant-modal-confirm-title').getByText(`确认归档 ${issue.name}？`).waitFor(SETTLE);
    await confirmOk(page);
    await toastSays(page, '已归档');
    await expect.poll(() => row(page).count(), SETTLE).toBe(0);
    await page.getByTestId('tab-archived').click();
    await row(page).waitFor(SETTLE);
    expect(await page.getByTestId(`issue-name-${issue.id}`).innerText()).toBe(issue.name);
    expect(await row(page).getByRole('button').allInnerTexts()).toEqual(['目录与文件']);
    await picture(page, 'publication-zh-CN-archived.png');
  });

  it('reads in English, each row on one line', async () => {
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('tab-archived').innerText(), SETTLE).toBe('Archived');
    await expect
      .poll(() => page.getByTestId(`issue-name-${issue.id}`).innerText(), SETTLE)
      .toMatch(/, vol\. \d+, no\. \d+$/);
    for (const tab of ['archived', 'published', 'ready'] as const) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.waitForURL(tab === 'ready' ? (u) => !u.searchParams.has('tab') : new RegExp(`tab=${tab}`));
      // The chosen tab's list once loaded (the tab left is gone: its pane is destroyed).
      const table = page.getByTestId('resource-table');
      await expect.poll(() => table.count(), SETTLE).toBe(1);
      // Its own rows, not the last tab's kept on screen while they load: the issue only under 已归档.
      await expect.poll(() => table.locator('.ant-spin-spinning').count(), SETTLE).toBe(0);
      await expect.poll(() => row(page).count(), SETTLE).toBe(tab === 'archived' ? 1 : 0);
      await table.locator('tr.ant-table-row, [data-testid="table-empty"]').first().waitFor(SETTLE);
      await oneLine(table.locator('tr.ant-table-row button'), 32);
      await oneLine(table.locator('[data-testid^="issue-name-"]'), 24);
      await picture(page, `publication-en-US-${tab}.png`);
    }
    // The archived issue's drawer in English: its contents and its passed check.
    await page.getByTestId('tab-archived').click();
    await page.getByTestId(`open-files-${issue.id}`).click();
    const drawer = page.getByTestId('files-drawer');
    await expect.poll(() => drawer.getByTestId('check-history').innerText(), SETTLE).toContain('Passed');
    expect(await drawer.innerText()).toContain('Download Crossref XML');
    await picture(page, 'publication-en-US-drawer.png');
    await drawer.locator('.ant-drawer-close').click();
    await page.getByTestId('lang-switch').click();
  });
});
