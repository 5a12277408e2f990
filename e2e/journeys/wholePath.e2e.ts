import { MANUSCRIPT_STATUS, Status } from '@jb/contract/workflow';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, confirmOk, rowWith, submitDialog } from '../support/antd.ts';
import { signInOnSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { chooseJournal, filmZip, handInProof, openIssueScreen, proofPdf } from '../support/production.ts';
import { checkAllFixed, dragOn, markAllDone, markIds, pageRendered } from '../support/proofViewer.ts';
import { SETTLE, toastSays } from '../support/screen.ts';
import { productionWorld } from '../support/world.ts';

const JOURNAL = '现代农业研究';
const KEYWORD = '全程旅程';
const TITLE = `${KEYWORD}：玉米秸秆还田对土壤有机质的影响`;
const AUTHOR = '林全程';
const TYPESETTER = '孙排版';
const TYPESETTING = /\/editorialReview\/postingDateFaPai/;
/** The journal's proof rounds, set to the fewest (3) by the world. */
const ROUNDS = 3;
const TRACKING_NO = 'SF2026112801';

/** The journey's own rows: an issue of its own, the journal at 3 rounds with its authors proofreading, the manuscript. */
const made = productionWorld({
  journal: JOURNAL,
  issue: { volume: 95, number: 1, pageBudget: 0 },
  title: TITLE,
  author: AUTHOR,
});
const w = () => made.world();
const label = (status: keyof typeof MANUSCRIPT_STATUS) => MANUSCRIPT_STATUS[status].zh;

/** A day `days` after today in China, as the date fields take it. */
const chinaDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Opens 发排校对 from the menu and finds the manuscript on a tab (the list read afresh). */
async function findOnTab(page: Page, tab: string) {
  await openFromMenu(page, '编辑审稿', '发排校对', TYPESETTING);
  await page.getByTestId(`tab-${tab}`).click();
  await page.getByTestId('filter-keyword').fill(KEYWORD);
  await page.getByTestId('filter-submit').click();
  await rowWith(page, TITLE).waitFor(SETTLE);
}

/** The issue's row on an issue-stage screen. */
const issueRow = (page: Page) => page.getByTestId(`row-${w().issueId}`);

/**
 * One accepted manuscript carried through the whole production path as the press does it, in order:
 * the press administrator schedules it into an issue of its own and dispatches it to 孙排版, who
 * accepts it and uploads the layout; the administrator marks proof 1 and the author marks it on the
 * author site; the rounds run to the journal's setting (3), the typesetter marking round 1's marks
 * done; then the issue's film, its confirmation (sent to press), its printing, its mailing (the
 * author as a recipient, the address completed, a batch with 顺丰速运 and the tracking number), its
 * publication (DOI) and its archive after a passed check; last, the manuscript's timeline shows
 * every step.
 */
describe('the whole production path of one manuscript', () => {
  const journey = useJourney({ JOB_POLL_SECONDS: '0.5' }, made.prepare);
  let admin: Page;
  let setter: Page;
  const id = () => w().manuscriptId;

  it('the administrator schedules the accepted manuscript into its issue', async () => {
    admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '编辑审稿', '稿件排期', /\/editorialReview\/manuscriptScheduling/);
    await chooseOption(admin, 'journal-picker', JOURNAL);
    await chooseOption(admin, 'issue-picker', `${w().issueName}（计划中）`);
    await admin.getByTestId('filter-keyword').fill(KEYWORD);
    await admin.getByTestId('filter-submit').click();
    await rowWith(admin, TITLE).waitFor(SETTLE);
    await admin.getByTestId(`row-action-schedule-${id()}`).click();
    const form = admin.getByTestId('schedule-form');
    await form.waitFor(SETTLE);
    await form.locator('label', { hasText: '正常排期' }).click();
    await form.locator('#pages').fill('8');
    await submitDialog(admin);
    await toastSays(admin, `已排入 ${w().issueName}`);
    await expect.poll(() => rowWith(admin, TITLE).count(), SETTLE).toBe(0);
  });

  it('dispatches it to 孙排版, who accepts it and uploads the layout', async () => {
    await openFromMenu(admin, '编辑审稿', '发排校对', TYPESETTING);
    // The new screen, not 稿件排期's picker still showing while its code loads.
    await expect.poll(() => admin.getByTestId('screen-title').innerText(), SETTLE).toBe('发排校对');
    await chooseJournal(admin, JOURNAL);
    await admin.waitForURL(/journalId=/, SETTLE);
    await findOnTab(admin, 'dispatch');
    await admin.getByTestId(`row-${id()}`).locator('.ant-checkbox-input').check();
    await admin.getByTestId('dispatch-ticked').click();
    await admin.getByTestId('dispatch-form').waitFor(SETTLE);
    await chooseOption(admin, 'dispatch-typesetter', TYPESETTER);
    await admin.getByTestId('dispatch-due').fill(chinaDay(7));
    await admin.getByTestId('dispatch-due').press('Tab');
    await submitDialog(admin);
    await toastSays(admin, `已发排给 ${TYPESETTER}`);

    setter = await signedInPage(journey, 'paiban');
    await findOnTab(setter, 'desk');
    await setter.getByTestId(`row-action-acceptDispatch-${id()}`).click();
    await confirmOk(setter);
    await toastSays(setter, '已接收，开始排版');
    await expect.poll(() => setter.getByTestId(`round-${id()}`).innerText(), SETTLE).toBe('初排');
    await setter.getByTestId(`row-action-uploadProof-${id()}`).click();
    await handInProof(setter, await proofPdf('初排', TITLE, TYPESETTER), 8);
    await expect.poll(() => rowWith(setter, TITLE).count(), SETTLE).toBe(0);
  });

  it('the administrator marks a correction on proof 1', async () => {
    await findOnTab(admin, 'proofs');
    expect(await admin.getByTestId(`round-${id()}`).innerText()).toBe('第 1 校');
    await admin.getByTestId(`row-action-detail-${id()}`).click();
    const drawer = admin.getByTestId('proof-drawer');
    await drawer.getByTestId('viewer-toggle-1').click();
    await pageRendered(admin, 1);
    await dragOn(admin, 1, { x: 0.2, y: 0.07 }, { x: 0.7, y: 0.12 });
    const form = drawer.getByTestId('add-mark-1');
    await expect
      .poll(() => form.getByTestId('mark-area').innerText(), SETTLE)
      .toContain('标注第 1 页框选的区域');
    await form.locator('label', { hasText: '批注' }).click();
    await form.getByTestId('mark-note').fill('标题改用期刊模板字号');
    await form.getByTestId('mark-add').click();
    await toastSays(admin, '标注已添加');
    await expect.poll(() => markIds(admin, 1), SETTLE).toHaveLength(1);
    await admin.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...SETTLE });
  });

  it('the author marks one on the author site', async () => {
    const author = await journey.browser.newPage();
    await signInOnSite(author, journey.server.url, w().journalCode, w().author.phone);
    await author.goto(`${journey.server.url}/submit/${w().journalCode}/manuscripts/${id()}`);
    const card = author.getByTestId('proof-card');
    await card.waitFor(SETTLE);
    await card.getByTestId('proof-open').click();
    await author.getByTestId('proof-page').waitFor(SETTLE);
    await expect.poll(() => markIds(author, 1), SETTLE).toHaveLength(1);
    const form = author.getByTestId('add-mark-1');
    await form.locator('label', { hasText: '批注' }).click();
    await form.getByTestId('mark-note').fill('第二作者单位应为农学院');
    await form.getByTestId('mark-add').click();
    await toastSays(author, '标注已添加');
    await expect.poll(() => markIds(author, 1), SETTLE).toHaveLength(2);
    await author.close();
  });

  for (let round = 1; round <= ROUNDS; round += 1) {
    it(`proof ${round}: the administrator closes the round, the typesetter uploads revision ${round}`, async () => {
      // Round 1's two marks are checked against revision 1 first (校样核对, in a second tab of the
      // same session, the first staying on 发排校对): proof 2 cannot close before.
      if (round === 2) {
        const checker = await admin.context().newPage();
        await checker.goto(`${journey.server.url}/editorialReview/check`);
        await checkAllFixed(checker, KEYWORD, id());
        await checker.close();
      }
      await admin.reload();
      await findOnTab(admin, 'proofs');
      await expect.poll(() => admin.getByTestId(`round-${id()}`).innerText(), SETTLE).toBe(`第 ${round} 校`);
      await admin.getByTestId(`row-action-detail-${id()}`).click();
      const drawer = admin.getByTestId('proof-drawer');
      await drawer.getByTestId(`marks-round-${round}`).waitFor(SETTLE);
      if (round === 1) {
        // The editor's mark and the author's, named as the author's.
        await expect.poll(() => markIds(admin, 1), SETTLE).toHaveLength(2);
        expect(await drawer.getByTestId('marks-round-1').innerText()).toContain(AUTHOR);
      }
      await drawer.getByTestId('drawer-end-round').click();
      await admin.getByTestId('end-round-form').waitFor(SETTLE);
      await admin
        .getByTestId('end-round-note')
        .fill(round === 1 ? '按在线标注修改' : `第 ${round} 校无新问题`);
      await submitDialog(admin);
      await confirmOk(admin);
      await toastSays(admin, '本轮已结束，稿件交排版人修改');
      await drawer.waitFor({ state: 'hidden', ...SETTLE });

      await setter.reload();
      await findOnTab(setter, 'desk');
      await expect
        .poll(() => setter.getByTestId(`round-${id()}`).innerText(), SETTLE)
        .toBe(`第 ${round} 次改样`);
      await setter.getByTestId(`row-action-detail-${id()}`).click();
      const desk = setter.getByTestId('proof-drawer');
      await desk.getByTestId(`marks-round-${round}`).waitFor(SETTLE);
      if (round === 1) {
        await expect.poll(() => markIds(setter, 1), SETTLE).toHaveLength(2);
        await markAllDone(setter, 1, TYPESETTER);
      }
      await desk.getByTestId('drawer-upload').click();
      await setter.getByTestId('upload-form').waitFor(SETTLE);
      await handInProof(setter, await proofPdf(`第${round}次改样`, TITLE, TYPESETTER));
      await expect.poll(() => rowWith(setter, TITLE).count(), SETTLE).toBe(0);
    });
  }

  it('after the last revision it waits for the film: the zip of one PDF named by its article number', async () => {
    await openIssueScreen(admin, '出片改片', /\/editorialReview\/outSlice/, JOURNAL);
    await issueRow(admin).waitFor(SETTLE);
    expect(await admin.getByTestId(`issue-status-${w().issueId}`).innerText()).toBe(
      label(Status.FILM_OUTPUT),
    );
    await admin.getByTestId(`row-action-outputFilm-${w().issueId}`).click();
    await admin.getByTestId('film-upload-file').waitFor(SETTLE);
    await admin
      .getByTestId('film-upload-file')
      .locator('input[type=file]')
      .setInputFiles(filmZip('全程出片.zip', [`${w().articleNo}_终稿.pdf`]));
    await toastSays(admin, `${w().issueName} 已上传，进入${label(Status.PROOF_CONFIRMATION)}`);
    await expect.poll(() => issueRow(admin).count(), SETTLE).toBe(0);
  });

  it('sends the issue to press on 清样确认', async () => {
    await openIssueScreen(admin, '清样确认', /\/editorialReview\/periodicalProof/, JOURNAL);
    await issueRow(admin).waitFor(SETTLE);
    await admin.getByTestId(`row-action-sendToPress-${w().issueId}`).click();
    await admin.locator('.ant-modal-confirm-title').getByText(`确认付印 ${w().issueName}？`).waitFor(SETTLE);
    await confirmOk(admin);
    await toastSays(admin, '已付印');
    await expect.poll(() => issueRow(admin).count(), SETTLE).toBe(0);
  });

  it('starts and completes the printing on 印刷, then starts the mailing', async () => {
    await openIssueScreen(admin, '印刷', /\/editorialReview\/printing/, JOURNAL);
    await issueRow(admin).waitFor(SETTLE);
    await admin.getByTestId(`row-action-startPrinting-${w().issueId}`).click();
    await admin.getByTestId('start-printing-form').waitFor(SETTLE);
    await admin.getByTestId('printing-house').fill('北京新华印刷有限公司');
    await admin.getByTestId('run-size').fill('1500');
    await submitDialog(admin);
    await toastSays(admin, '已开始印刷');
    await admin.getByTestId(`row-action-completePrinting-${w().issueId}`).click();
    await admin.getByTestId('complete-printing-form').waitFor(SETTLE);
    await admin.getByTestId('copies-delivered').fill('1500');
    await submitDialog(admin);
    await toastSays(admin, '已登记印刷完成');
    await expect
      .poll(() => issueRow(admin).getByRole('button').allInnerTexts(), SETTLE)
      .toEqual(['开始邮寄']);
    await admin.getByTestId(`row-action-startMailing-${w().issueId}`).click();
    await confirmOk(admin);
    await toastSays(admin, '已开始邮寄');
    await issueRow(admin).waitFor({ state: 'detached', ...SETTLE });
  });

  it('mails the author’s copies: the author added, the address completed, a batch and its tracking number', async () => {
    await openIssueScreen(admin, '邮寄发行', /\/editorialReview\/distributionMailing/, JOURNAL);
    await admin.getByTestId(`open-issue-${w().issueId}`).click();
    const panel = admin.getByTestId('mailing-panel');
    await panel.waitFor(SETTLE);
    await admin.getByTestId('add-authors').click();
    await toastSays(admin, '已添加 1 位作者');
    const recipient = panel.locator('[data-testid^="recipient-"]', { hasText: AUTHOR }).first();
    await recipient.getByText('地址不完整').waitFor(SETTLE);
    await recipient.locator('[data-testid^="edit-"]').click();
    await admin.getByTestId('recipient-form').waitFor(SETTLE);
    await admin.getByTestId('recipient-province').fill('江苏省');
    await admin.getByTestId('recipient-city').fill('南京市');
    await admin.getByTestId('recipient-address').fill('卫岗 1 号 南京农业大学农学院');
    await admin.getByTestId('recipient-postcode').fill('210095');
    await submitDialog(admin);
    await toastSays(admin, '收件人已保存');
    await expect.poll(() => recipient.getByText('地址不完整').count(), SETTLE).toBe(0);

    await recipient.locator('input[type=checkbox]').check();
    await admin.getByTestId('make-batch').click();
    await admin.getByTestId('batch-form').waitFor(SETTLE);
    expect(await admin.getByTestId('batch-count').innerText()).toContain('1 位收件人');
    await chooseOption(admin, 'batch-company', '顺丰速运');
    await submitDialog(admin);
    await toastSays(admin, '已组批');
    await recipient.getByText('未填运单号').waitFor(SETTLE);
    await recipient.getByRole('button', { name: '填写单号' }).click();
    await admin.getByTestId('tracking-form').waitFor(SETTLE);
    await admin.getByTestId('tracking-no').fill(TRACKING_NO);
    await submitDialog(admin);
    await toastSays(admin, '运单号已保存');
    await recipient.getByText(TRACKING_NO).waitFor(SETTLE);
  });

  it('publishes the issue on 终版文件 and reads the article’s DOI', async () => {
    await openIssueScreen(admin, '终版文件', /\/editorialReview\/finalVersionOfTheFile/, JOURNAL);
    await issueRow(admin).waitFor(SETTLE);
    await admin.getByTestId(`row-action-publish-${w().issueId}`).click();
    await admin.getByTestId('publish-form').waitFor(SETTLE);
    expect(await admin.getByTestId('publish-subject').innerText()).toContain('1 篇文章');
    await submitDialog(admin);
    await admin.locator('.ant-modal-confirm-title').getByText(`确认出版 ${w().issueName}？`).waitFor(SETTLE);
    await confirmOk(admin);
    await toastSays(admin, `${w().issueName} 已出版`);
    await expect.poll(() => issueRow(admin).count(), SETTLE).toBe(0);

    await admin.getByTestId('tab-published').click();
    await issueRow(admin).waitFor(SETTLE);
    await admin.getByTestId(`open-files-${w().issueId}`).click();
    const dois = admin.getByTestId('files-drawer').locator('[data-testid^="doi-"]');
    await expect.poll(() => dois.count(), SETTLE).toBe(1);
    expect((await dois.first().innerText()).trim()).toMatch(/^10\.\d{4,9}\/\S+\.001$/);
  });

  it('requests the archive check, sees it pass and archives the issue', async () => {
    const drawer = admin.getByTestId('files-drawer');
    await drawer.getByTestId('drawer-request-check').click();
    await toastSays(admin, '已提交归档检查，完成后显示结果');
    await expect.poll(() => drawer.getByTestId('check-history').innerText(), SETTLE).toContain('已通过');
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => admin.getByTestId(`check-${w().issueId}`).innerText(), SETTLE).toBe('已通过');
    await admin.getByTestId(`row-action-archive-${w().issueId}`).click();
    await admin.locator('.ant-modal-confirm-title').getByText(`确认归档 ${w().issueName}？`).waitFor(SETTLE);
    await confirmOk(admin);
    await toastSays(admin, '已归档');
    await admin.getByTestId('tab-archived').click();
    await issueRow(admin).waitFor(SETTLE);
  });

  it('the manuscript’s timeline shows every step of the path', async () => {
    await admin.goto(`${journey.server.url}/operation/articleDetail?id=${id()}`);
    const timeline = admin.getByTestId('detail-timeline');
    await timeline.waitFor(SETTLE);
    const count = (action: string) => timeline.getByTestId(`event-${action}`).count();
    await expect.poll(() => count('archive'), SETTLE).toBe(1);
    for (const action of [
      'schedule',
      'dispatch',
      'acceptDispatch',
      'outputFilm',
      'sendToPress',
      'startPrinting',
      'completePrinting',
      'startMailing',
      'publish',
    ])
      expect(await count(action), action).toBe(1);
    // The layout and one revision per round; each round closed.
    expect(await count('uploadProof')).toBe(ROUNDS + 1);
    expect(await count('endProofRound')).toBe(ROUNDS);
    const text = await timeline.innerText();
    for (const status of [
      Status.SCHEDULING,
      Status.TYPESETTING_DISPATCH,
      Status.INITIAL_LAYOUT,
      Status.PROOF_1,
      Status.REVISION_1,
      Status.PROOF_2,
      Status.REVISION_2,
      Status.PROOF_3,
      Status.REVISION_3,
      Status.FILM_OUTPUT,
      Status.PROOF_CONFIRMATION,
      Status.PRINTING,
      Status.MAILING,
      Status.PUBLISHED,
      Status.ARCHIVED,
    ] as const)
      expect(text).toContain(label(status));
  });
});
