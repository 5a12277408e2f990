import { MANUSCRIPT_STATUS, Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  issuePlacements,
  journalIssues,
  journals,
  manuscripts,
  presses,
} from '../../packages/server/src/db/schema/index.ts';
import { confirmOk, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { filmZip, openIssueScreen } from '../support/production.ts';
import { oneLine, picture as screenPicture, toastSays } from '../support/screen.ts';
import { prepareWith } from '../support/world.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 20_000 };
/** The demo press of the press administrator (README's demo accounts). */
const PRESS = '华夏科技期刊出版社';

/** The demo's issue waiting for its film (190), as its journey finds it in its copy of the demo data. */
interface FilmIssue {
  id: number;
  journal: string;
  name: string;
  articleNos: string[];
}
const issue = {} as FilmIssue;

/**
 * Reads (adds nothing) the journey's copy of the demo data: the demo press's issue whose articles
 * wait at film output, of a journal whose path confirms proofs (it has an issue at 205), with its
 * articles' numbers, which the film's PDFs are named by.
 */
const prepare = prepareWith(async (db) => {
  const rows = await db
    .select({
      issueId: issuePlacements.issueId,
      journalId: journalIssues.journalId,
      journal: journals.name,
      year: journalIssues.year,
      volume: journalIssues.volume,
      number: journalIssues.number,
      articleNo: manuscripts.articleNo,
      status: manuscripts.status,
    })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .innerJoin(journalIssues, eq(journalIssues.id, issuePlacements.issueId))
    .innerJoin(journals, eq(journals.id, journalIssues.journalId))
    .innerJoin(presses, eq(presses.id, journals.pressId))
    .where(
      and(
        eq(presses.name, PRESS),
        inArray(manuscripts.status, [Status.FILM_OUTPUT, Status.PROOF_CONFIRMATION]),
      ),
    )
    .orderBy(asc(issuePlacements.issueId), asc(issuePlacements.position));
  const confirming = new Set(
    rows.filter((r) => r.status === Status.PROOF_CONFIRMATION).map((r) => r.journalId),
  );
  const waiting = rows.filter((r) => r.status === Status.FILM_OUTPUT && confirming.has(r.journalId));
  const first = waiting[0];
  if (!first) throw new Error(`the demo has no issue of ${PRESS} at film output with proof confirmation`);
  Object.assign(issue, {
    id: first.issueId,
    journal: first.journal,
    name: `${first.year} 年第 ${first.volume} 卷第 ${first.number} 期`,
    articleNos: waiting.filter((r) => r.issueId === first.issueId).map((r) => r.articleNo),
  });
});

const picture = (page: Page, name: string) => screenPicture(page, name, true);
const row = (page: Page) => page.getByTestId(`row-${issue.id}`);
const statusOf = (page: Page) => page.getByTestId(`issue-status-${issue.id}`).innerText();
const label = (status: keyof typeof MANUSCRIPT_STATUS) => MANUSCRIPT_STATUS[status].zh;

/** Opens a screen from the menu on the issue's journal, every year. */
const openScreen = (page: Page, screen: string, url: RegExp) =>
  openIssueScreen(page, screen, url, issue.journal);

/** Picks a zip in the open upload dialog. */
async function chooseZip(page: Page, file: string) {
  await page.getByTestId('film-upload-file').locator('input[type=file]').setInputFiles(file);
}

/**
 * Film output to printing on whole issues, as the editorial office does it: the press administrator
 * uploads the film of the demo's issue at film output on 出片改片 (a zip with an unsafe entry is
 * refused first, entry by entry), asks for an alteration on 清样确认 with what to change, uploads the
 * altered pages on 出片改片, sends the issue to press on 清样确认, starts its printing on 印刷 and
 * records its completion, and finds it among the printed issues; then reads each screen in English.
 */
describe('film output, proof confirmation and printing of an issue', () => {
  const journey = useJourney({}, prepare);
  let page: Page;

  it('finds the issue waiting for its film on 出片改片', async () => {
    page = await signedInPage(journey, 'pressadmin');
    await openScreen(page, '出片改片', /\/editorialReview\/outSlice/);
    await row(page).waitFor(SETTLE);
    expect(await page.getByTestId(`issue-name-${issue.id}`).innerText()).toBe(issue.name);
    expect(await page.getByTestId(`issue-articles-${issue.id}`).innerText()).toBe(
      String(issue.articleNos.length),
    );
    expect(await statusOf(page)).toBe(label(Status.FILM_OUTPUT));
    expect(await row(page).innerText()).toContain('尚未出片');
    expect(await row(page).getByRole('button').allInnerTexts()).toEqual(['上传出片']);
  });

  it('refuses a zip with an unsafe entry, naming it, then takes one PDF per article', async () => {
    await page.getByTestId(`row-action-outputFilm-${issue.id}`).click();
    await page.getByTestId('film-upload-file').waitFor(SETTLE);
    expect(await page.getByTestId('film-upload-subject').innerText()).toContain(issue.name);
    const bad = filmZip('bad.zip', ['../x.pdf', ...issue.articleNos.map((no) => `${no}.pdf`)]);
    await chooseZip(page, bad);
    const entries = page.getByTestId('film-upload-entries');
    await entries.waitFor(SETTLE);
    expect(await entries.innerText()).toContain('../x.pdf');
    await picture(page, 'issueProduction-zh-CN-refused.png');

    const good = filmZip(
      '出片.zip',
      issue.articleNos.map((no) => `${no}_终稿.pdf`),
    );
    await chooseZip(page, good);
    await toastSays(page, `${issue.name} 已上传，进入${label(Status.PROOF_CONFIRMATION)}`);
    await expect.poll(() => row(page).count(), SETTLE).toBe(0);
  });

  it('asks for a film alteration on 清样确认, with what to change', async () => {
    await openScreen(page, '清样确认', /\/editorialReview\/periodicalProof/);
    await row(page).waitFor(SETTLE);
    expect(await statusOf(page)).toBe(label(Status.PROOF_CONFIRMATION));
    const film = await page.getByTestId(`film-${issue.id}`).innerText();
    expect(film).toContain('出片.zip');
    expect(film).toContain(`${issue.articleNos.length} 个 PDF`);

    await page.getByTestId(`row-action-requestFilmAlteration-${issue.id}`).click();
    await page.getByTestId('alteration-form').waitFor(SETTLE);
    await submitDialog(page); // the reason is asked for
    await page.getByTestId('alteration-form').locator('.ant-form-item-explain-error').waitFor(SETTLE);
    await page.getByTestId('alteration-note').fill(`${issue.articleNos[0]} 第 3 页图 2 分辨率不足，请替换`);
    await submitDialog(page);
    await toastSays(page, '已要求改片');
    await expect.poll(() => row(page).count(), SETTLE).toBe(0);
  });

  it('uploads the altered pages on 出片改片', async () => {
    await openScreen(page, '出片改片', /\/editorialReview\/outSlice/);
    await row(page).waitFor(SETTLE);
    expect(await statusOf(page)).toBe(label(Status.FILM_ALTERATION));
    await page.getByTestId(`row-action-alterFilm-${issue.id}`).click();
    await page.getByTestId('film-upload-file').waitFor(SETTLE);
    await chooseZip(page, filmZip('改片.zip', [`${issue.articleNos[0]}_改.pdf`]));
    await toastSays(page, `${issue.name} 已上传，进入${label(Status.PROOF_CONFIRMATION)}`);
    await expect.poll(() => row(page).count(), SETTLE).toBe(0);
  });

  it('sends the issue to press on 清样确认', async () => {
    await openScreen(page, '清样确认', /\/editorialReview\/periodicalProof/);
    await row(page).waitFor(SETTLE);
    const film = await page.getByTestId(`film-${issue.id}`).innerText();
    expect(film).toContain('改片.zip');
    expect(film).toContain('1 个 PDF');
    await page.getByTestId(`row-action-sendToPress-${issue.id}`).click();
    await page.locator('.ant-modal-confirm-title').getByText(`确认付印 ${issue.name}？`).waitFor(SETTLE);
    await confirmOk(page);
    await toastSays(page, '已付印');
    await expect.poll(() => row(page).count(), SETTLE).toBe(0);
  });

  it('starts the printing on 印刷 and records its completion; the issue is among the printed', async () => {
    await openScreen(page, '印刷', /\/editorialReview\/printing/);
    await row(page).waitFor(SETTLE);
    expect(await statusOf(page)).toBe(label(Status.TO_PRESS));
    await page.getByTestId(`row-action-startPrinting-${issue.id}`).click();
    await page.getByTestId('start-printing-form').waitFor(SETTLE);
    // The press's printing houses in use are offered (基础数据; the one switched off is not).
    await page.getByTestId('printing-house').fill('北京');
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => offered.allInnerTexts(), SETTLE).toEqual(['北京新华印刷有限公司']);
    await offered.first().click();
    expect(await page.getByTestId('printing-house').inputValue()).toBe('北京新华印刷有限公司');
    await page.getByTestId('run-size').fill('3000');
    await submitDialog(page);
    await toastSays(page, '已开始印刷');
    await expect.poll(() => statusOf(page), SETTLE).toBe(label(Status.PRINTING));
    expect(await page.getByTestId(`printing-${issue.id}`).innerText()).toContain('北京新华印刷有限公司');
    expect(await page.getByTestId(`printing-state-${issue.id}`).innerText()).toBe('印刷中');

    await page.getByTestId(`row-action-completePrinting-${issue.id}`).click();
    await page.getByTestId('complete-printing-form').waitFor(SETTLE);
    await page.getByTestId('copies-delivered').fill('2980');
    await submitDialog(page); // the date is today's unless changed
    await toastSays(page, '已登记印刷完成');
    await expect
      .poll(() => page.getByTestId(`printing-state-${issue.id}`).innerText(), SETTLE)
      .toContain('交付 2980 册');
    // Printed: what comes next is the mailing (the demo's process mails before publication).
    await expect.poll(() => row(page).getByRole('button').allInnerTexts(), SETTLE).toEqual(['开始邮寄']);
    await picture(page, 'issueProduction-zh-CN-printing.png');

    await page.getByTestId('tab-printed').click();
    await page.getByTestId(`printed-name-${issue.id}`).waitFor(SETTLE);
    expect(await row(page).innerText()).toContain('2980');
  });

  it('reads in English, each row on one line of buttons', async () => {
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('tab-printed').innerText(), SETTLE).toBe('Printed');
    await expect
      .poll(() => page.getByTestId(`printed-name-${issue.id}`).innerText(), SETTLE)
      .toMatch(/, vol\. \d+, no\. \d+$/);
    await page.getByTestId('tab-current').click();
    await row(page).waitFor(SETTLE);
    expect(await page.getByTestId(`printing-state-${issue.id}`).innerText()).toContain('copies delivered');
    await oneLine(page.locator('button[data-testid^="row-action-"]'), 32);
    await oneLine(page.locator('[data-testid^="issue-name-"]'), 24);
    await picture(page, 'issueProduction-en-US-printing.png');

    // The journal's other issues at these stages (the demo's): their buttons in English.
    for (const [screen, url, action] of [
      ['Film output', /\/editorialReview\/outSlice/, /^Upload the (film|altered pages)$/],
      ['Proof confirmation', /\/editorialReview\/periodicalProof/, /^Send to press$/],
    ] as const) {
      await openFromMenu(page, 'Editorial', screen, url);
      const table = page.getByTestId('resource-table');
      await table.locator('tr.ant-table-row').first().waitFor(SETTLE);
      await expect.poll(() => table.locator('thead').innerText(), SETTLE).toContain('Newest film');
      const buttons = table.locator('button[data-testid^="row-action-"]');
      await expect
        .poll(async () => (await buttons.allInnerTexts()).some((b) => action.test(b)), SETTLE)
        .toBe(true);
      await oneLine(buttons, 32);
      await oneLine(table.locator('[data-testid^="issue-name-"]'), 24);
      await picture(page, `issueProduction-en-US-${screen.replace(' ', '-')}.png`);
    }
    await page.getByTestId('lang-switch').click();
  });

  it('starts the mailing of the printed issue on 印刷, after asking; the issue leaves the list', async () => {
    await openScreen(page, '印刷', /\/editorialReview\/printing/);
    await row(page).waitFor(SETTLE);
    await page.getByTestId(`row-action-startMailing-${issue.id}`).click();
    await confirmOk(page);
    await toastSays(page, '已开始邮寄');
    await row(page).waitFor({ state: 'detached', ...SETTLE });
  });
});
