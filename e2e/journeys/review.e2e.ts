import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authorLogin, authorSubmit } from '@jb/contract/api/authorSite';
import { authorUpload } from '@jb/contract/api/files';
import { Status } from '@jb/contract/workflow';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/actions.ts';
import { confirmOk, rowWith, submitDialog } from '../support/antd.ts';
import { authorSite, journalIdByName, signInOnSite } from '../support/authorSite.ts';
import { type Journey, signedInPage, useJourney } from '../support/journey.ts';
import { openExpertArea, openFromMenu } from '../support/menu.ts';

/**
 * The demo journal whose review process names an editor group for the first review
 * (seed/configuration.ts). Its process has every stage on but screening: first review, duplicate
 * check, re-review, expert review, final review, acceptance confirmation.
 */
const JOURNAL = '计算机科学与应用';
/** A demo author of it (README: demo author phones). */
const AUTHOR_PHONE = '13700000001';
const TITLE = '审稿流水线端到端验证：一键分配与初审通过';
const SECOND_TITLE = '审稿流水线端到端验证：初审退修与作者修改';
/** The first-review template of the demo press and its wording. */
const TEMPLATE = '初审通过';
const TEMPLATE_TEXT = '选题符合本刊方向，格式基本规范，同意进入下一环节。';
/** The final-review template of the demo press (the process names none for the stage: picked by hand). */
const FINAL_TEMPLATE = '终审录用';
const FINAL_TEMPLATE_TEXT = '经编委会终审，同意录用。';
/** The demo journal's acceptance fee (seed/journals.ts: 1800 yuan for the first journal). */
const ACCEPTANCE_FEE = '1800.00元';
/** The demo's manuscript file (the server's seed uploads the same one). */
const ASSETS = path.resolve(import.meta.dirname, '../../packages/server/assets');
const DOCX = readFileSync(path.join(ASSETS, 'manuscript.docx'));
/** The first-review group's members of the demo data and their accounts (seed/access.ts, seed/demo.ts). */
const ACCOUNTS: Record<string, string> = { 李编辑: 'reviewer', 刘洋: 'liuyang', 陈静: 'chenjing' };
/** The demo editor who takes re-review and final review (the process names no group for them). */
const EDITOR = '李编辑';
/** The demo expert (account `expert`) of the press's pool. */
const EXPERT = '陈教授';
/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 20_000 };
/** The duplicate check runs as a job in the server process. */
const JOB_SETTLE = { timeout: 90_000 };
/** A step that crosses several screens, people or a job: more than the default minute on a busy machine. */
const LONG_STEP = 150_000;

interface Submitted {
  id: number;
  articleNo: string;
}

/** The author submits through the journal's site, as the site does: the file first, then the form. */
async function submitAsAuthor(journey: Journey, title: string): Promise<Submitted> {
  const site = authorSite(journey.server.url);
  const { journalId, columnId } = await journalIdByName(journey.server.url, JOURNAL);
  const session = await site(authorLogin, {
    body: { journalId, phone: AUTHOR_PHONE, password: DEMO_PASSWORD },
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(DOCX)]), '稿件.docx');
  const file = await site(authorUpload, { query: { kind: 'manuscript' }, form }, session);
  const m = await site(
    authorSubmit,
    {
      body: { columnId, title, keywords: '审稿；分配', abstract: '端到端测试。', manuscriptFileId: file.id },
    },
    session,
  );
  expect([Status.AUTHOR_UNPAID, Status.FIRST_ALLOCATION]).toContain(m.status);
  return { id: m.id, articleNo: m.articleNo };
}

/** The office waives a manuscript's prepaid fee on 稿件管理 (if it waits for it): it reaches first-review allocation. */
async function waivePrepaidFee(admin: Page, journey: Journey, { id, articleNo }: Submitted) {
  await admin.goto(
    `${journey.server.url}/operation/manuscriptManage?keyword=${encodeURIComponent(articleNo)}`,
  );
  await rowWith(admin, articleNo).waitFor(SETTLE);
  if ((await admin.getByTestId(`manuscript-status-${id}`).innerText()) === '作者未支付') {
    await admin.getByTestId(`row-action-waiveFee-${id}`).click();
    await admin.getByTestId('action-form').waitFor(SETTLE);
    await admin.getByTestId('action-note').fill('审稿流程演示，免收预付费');
    await submitDialog(admin);
    await expect.poll(() => admin.getByTestId('action-form').count(), SETTLE).toBe(0);
  }
  await expect.poll(() => admin.getByTestId(`manuscript-status-${id}`).innerText(), SETTLE).toBe('初审分配');
}

/** Opens a screen from the menu (its area, then the screen) and waits for its title. */
async function openScreen(page: Page, area: string, label: string, url: RegExp) {
  await openFromMenu(page, area, label, url);
  await expect.poll(() => page.getByTestId('screen-title').innerText(), SETTLE).toBe(label);
}

/** Narrows the queue on screen to rows matching a keyword (the URL keeps it). */
async function search(page: Page, keyword: string) {
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/keyword=/);
}

/** Waits until a manuscript has left the queue on screen. */
async function leaves(page: Page, id: number) {
  await expect.poll(() => page.getByTestId(`queue-open-${id}`).count(), SETTLE).toBe(0);
}

/** Allocates one manuscript of an allocation queue to a person chosen by name, and it leaves the queue. */
async function allocateTo(page: Page, id: number, person: string) {
  await page.getByTestId(`row-action-assign-${id}`).click();
  const form = page.getByTestId('assign-form');
  await form.getByTestId('assign-candidates').waitFor(SETTLE);
  await form.locator('label.ant-radio-wrapper', { hasText: person }).click();
  await submitDialog(page);
  await expect.poll(() => page.getByTestId('assign-form').count(), SETTLE).toBe(0);
  await leaves(page, id);
}

/** Passes a manuscript of a review queue with an opinion typed in, and it leaves the queue. */
async function passWith(page: Page, id: number, opinion: string) {
  await page.getByTestId(`row-action-pass-${id}`).click();
  await page.getByTestId('opinion-form').waitFor(SETTLE);
  await page.getByTestId('opinion-text').fill(opinion);
  await submitDialog(page);
  await expect.poll(() => page.getByTestId('opinion-form').count(), SETTLE).toBe(0);
  await leaves(page, id);
}

/**
 * The review pipeline as the editorial office, an expert and the author live it, on manuscripts
 * submitted fresh through the journal's site. The first one: its prepaid fee waived by the office,
 * a one-key allocation by the demo reviewer (the plan shown before anything happens), first review passed with the stage's
 * template opinion; the duplicate check runs by itself and its report is passed; re-review allocated
 * and passed; the demo expert invited, who accepts in the expert area and submits a scored review;
 * the office reads it and passes the expert review; final review allocated and passed with its
 * template; acceptance confirmed, and the acceptance fee order is on 订单查询. The second one: its
 * first reviewer returns it for revision with a reason; the author revises on the journal's site;
 * it is back in the reviewer's first-review queue, revised once.
 */
describe('the review pipeline from submission to acceptance, and a revision', () => {
  const journey = useJourney();
  let admin: Page;
  let assignee: Page;
  let editor: Page;
  let manuscript: Submitted = { id: 0, articleNo: '' };
  let second: Submitted = { id: 0, articleNo: '' };
  let assigneeName = '';

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
    manuscript = await submitAsAuthor(journey, TITLE);
  });

  it('waives the prepaid fee, so the manuscript reaches first-review allocation', async () => {
    await waivePrepaidFee(admin, journey, manuscript);
  });

  it('shows the plan of a one-key allocation first, and allocates only on confirmation', async () => {
    const { id, articleNo } = manuscript;
    // The demo reviewer allocates (editors hold every allocation screen of the review pipeline).
    const reviewer = await signedInPage(journey, 'reviewer');
    await openScreen(reviewer, '编辑审稿', '初审分配', /\/editorialReview\/initialAllocation/);
    await reviewer.getByTestId('load-panel').waitFor();
    await search(reviewer, articleNo);
    const row = rowWith(reviewer, articleNo);
    await row.waitFor();
    expect(await reviewer.getByTestId(`manuscript-status-${id}`).innerText()).toBe('初审分配');
    expect(await reviewer.getByTestId(`row-action-assign-${id}`).count()).toBe(1);

    await row.locator('.ant-checkbox-input').check();
    expect(await reviewer.getByTestId('batch-count').innerText()).toContain('1');
    await reviewer.getByTestId('onekey-open').click();
    const dialog = reviewer.getByTestId('onekey-dialog');
    await dialog.getByTestId('onekey-plan').waitFor(SETTLE);
    expect(await dialog.getByTestId('onekey-scope').innerText()).toBe('为已选的 1 篇稿件分配');
    // One member gets it, and the plan says why in words.
    const gets = dialog.locator('[data-testid^="onekey-gets-"]', { hasText: /^1$/ });
    expect(await gets.count()).toBe(1);
    const userId = (await gets.getAttribute('data-testid'))!.replace('onekey-gets-', '');
    const member = dialog.getByTestId(`onekey-member-${userId}`);
    const planned = await member.innerText();
    expect(planned).toMatch(/现有 \d+ 篇，权重 \d+，.+；分得 1 篇后共 \d+ 篇/);
    assigneeName = Object.keys(ACCOUNTS).find((name) => planned.includes(name)) ?? '';
    expect(assigneeName).not.toBe('');
    // Each member's subjects (seed/subjectMatch.ts): 李编辑 handles 计算机科学与技术, 陈静 any subject.
    const plan = await dialog.getByTestId('onekey-plan').innerText();
    expect(plan).toContain('工学 / 计算机科学与技术');
    expect(plan).toContain('不限学科');
    expect(planned).toMatch(/学科匹配 \d+ 篇|不限学科/);

    // Nothing is allocated yet: cancelling leaves the manuscript where it was.
    await reviewer.getByTestId('onekey-cancel').click();
    await expect.poll(() => reviewer.getByTestId('onekey-dialog').count()).toBe(0);
    expect(await reviewer.getByTestId(`manuscript-status-${id}`).innerText()).toBe('初审分配');

    await reviewer.getByTestId('onekey-open').click();
    await dialog.getByTestId('onekey-plan').waitFor(SETTLE);
    await reviewer.getByTestId('onekey-confirm').click();
    const line = reviewer.getByTestId(`batch-line-${id}`);
    await line.waitFor(SETTLE);
    expect(await line.getAttribute('data-ok')).toBe('true');
    expect(await line.innerText()).toContain('初审');
    await reviewer.getByTestId('batch-result-close').click();
    // It has left the allocation queue.
    await expect.poll(() => reviewer.getByTestId('table-empty').count(), SETTLE).toBe(1);
    await reviewer.close();
  });

  it('lets the office remind the assignee from the manuscript’s allocations', async () => {
    const { id, articleNo } = manuscript;
    await openScreen(admin, '编辑审稿', '初审稿件', /\/editorialReview\/initialManuscript/);
    await admin.getByTestId('scope-all').click();
    await admin.waitForURL(/scope=all/);
    await search(admin, articleNo);
    await admin.getByTestId(`queue-open-${id}`).click();
    const drawer = admin.getByTestId('queue-drawer');
    await drawer.getByTestId('queue-remind').click();
    await admin.locator('.ant-message').getByText(`已提醒 ${assigneeName}`).waitFor(SETTLE);
    await admin.keyboard.press('Escape');
    await expect.poll(() => admin.getByTestId('queue-drawer').count()).toBe(0);
  });

  it('shows the assignee the manuscript under "mine" in 初审稿件, with its allocation', async () => {
    const { id, articleNo } = manuscript;
    assignee = await signedInPage(journey, ACCOUNTS[assigneeName]!);
    await openScreen(assignee, '编辑审稿', '初审稿件', /\/editorialReview\/initialManuscript/);
    // The queue opens on the person's own manuscripts.
    expect(
      await assignee.getByTestId('scope-switch').locator('.ant-segmented-item-selected').innerText(),
    ).toBe('我的');
    await search(assignee, articleNo);
    const row = rowWith(assignee, articleNo);
    await row.waitFor(SETTLE);
    expect(await row.innerText()).toContain(assigneeName);
    expect(await assignee.getByTestId(`manuscript-status-${id}`).innerText()).toBe('初审');

    await assignee.getByTestId(`queue-open-${id}`).click();
    const drawer = assignee.getByTestId('queue-drawer');
    await drawer.getByTestId('detail-meta').waitFor(SETTLE);
    expect(await drawer.getByTestId('detail-meta').innerText()).toContain(TITLE);
    expect(await drawer.getByTestId('detail-files').innerText()).toContain('稿件.docx');
    const allocated = await drawer.getByTestId('queue-assignments').innerText();
    expect(allocated).toContain(assigneeName);
    // Allocated by the demo reviewer (李编辑), who made the one-key allocation.
    const by = await drawer.getByTestId('assignment-0').locator('td').nth(2).innerText();
    expect(by).toBe(EDITOR);
    expect(await drawer.getByTestId('drawer-action-pass').count()).toBe(1);
    await assignee.keyboard.press('Escape');
    await expect.poll(() => assignee.getByTestId('queue-drawer').count()).toBe(0);
  });

  it('refuses a return for revision without a reason', async () => {
    const { id } = manuscript;
    await assignee.getByTestId(`row-action-returnForRevision-${id}`).click();
    const form = assignee.getByTestId('opinion-form');
    await form.waitFor();
    // The opinion has the focus, and Ctrl+Enter sends the form.
    await expect
      .poll(() => assignee.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('opinion-text');
    await assignee.keyboard.press('Control+Enter');
    await form.locator('.ant-form-item-explain-error').getByText('请填写原因').waitFor();
    await assignee.getByTestId('form-cancel').click();
    await expect.poll(() => assignee.getByTestId('opinion-form').count()).toBe(0);
  });

  it('passes it with the stage’s template opinion, and it leaves the queue', async () => {
    const { id } = manuscript;
    await assignee.getByTestId(`row-action-pass-${id}`).click();
    const form = assignee.getByTestId('opinion-form');
    // The template the journal's review process names for first review is chosen already.
    await expect.poll(() => assignee.getByTestId('opinion-text').inputValue(), SETTLE).toBe(TEMPLATE_TEXT);
    expect(await form.getByRole('button', { name: TEMPLATE }).getAttribute('class')).toContain(
      'ant-btn-primary',
    );
    await submitDialog(assignee);
    await assignee.locator('.ant-message').getByText('已处理').waitFor(SETTLE);
    await expect.poll(() => assignee.getByTestId('table-empty').count(), SETTLE).toBe(1);
    // Gone from the stage, not only from "mine".
    await assignee.getByTestId('scope-all').click();
    await assignee.waitForURL(/scope=all/);
    await expect.poll(() => assignee.getByTestId('table-empty').count(), SETTLE).toBe(1);
  });

  it(
    'runs the duplicate check by itself; the office reads the report and passes it',
    async () => {
      const { id, articleNo } = manuscript;
      await openScreen(admin, '平台管理', '查重', /\/manage\/doubleCheck/);
      await search(admin, articleNo);
      await expect.poll(() => admin.getByTestId(`manuscript-status-${id}`).innerText(), SETTLE).toBe('查重');
      await admin.getByTestId(`queue-open-${id}`).click();
      const panel = admin.getByTestId('similarity-panel');
      await panel.waitFor(SETTLE);
      // Nobody started it: entering the stage queued the check of the manuscript's file.
      const state = () =>
        panel
          .getByTestId('similarity-state')
          .evaluateAll((els) => els[0]?.getAttribute('data-state') ?? null);
      await expect.poll(state, JOB_SETTLE).toBe('done');
      expect(await panel.innerText()).toContain('稿件.docx');
      expect(await panel.getByTestId('similarity-overall').innerText()).toMatch(/\d+\.\d%/);
      await admin.keyboard.press('Escape');
      await expect.poll(() => admin.getByTestId('queue-drawer').count()).toBe(0);
      await passWith(admin, id, '查重报告已阅，重复内容在可接受范围内，同意进入复审。');
      // 稿件详情: the pass at the check links the report it was taken with, as a PDF.
      await admin.goto(`${journey.server.url}/operation/articleDetail?id=${id}`);
      const link = admin.getByTestId('detail-timeline').locator('[data-testid^="report-pdf-"]');
      await link.waitFor(SETTLE);
      const [pdf] = await Promise.all([admin.waitForEvent('download', SETTLE), link.click()]);
      expect(pdf.suggestedFilename()).toMatch(/^查重报告-.+\.pdf$/);
    },
    LONG_STEP,
  );

  it(
    'allocates re-review to an editor, who passes it',
    async () => {
      const { id, articleNo } = manuscript;
      await openScreen(admin, '编辑审稿', '复审分配', /\/editorialReview\/reviewTheAllocation/);
      await search(admin, articleNo);
      await rowWith(admin, articleNo).waitFor(SETTLE);
      await allocateTo(admin, id, EDITOR);

      editor = assigneeName === EDITOR ? assignee : await signedInPage(journey, ACCOUNTS[EDITOR]!);
      await openScreen(editor, '平台管理', '复审', /\/manage\/rehearing/);
      await search(editor, articleNo);
      await expect.poll(() => editor.getByTestId(`manuscript-status-${id}`).innerText(), SETTLE).toBe('复审');
      await passWith(editor, id, '研究方法可靠，结论有据，同意送外审。');
    },
    LONG_STEP,
  );

  it(
    'invites the demo expert, who accepts and submits a scored review',
    async () => {
      const { id, articleNo } = manuscript;
      await openScreen(admin, '编辑审稿', '外审分配', /\/editorialReview\/externalDistribution/);
      await search(admin, articleNo);
      await admin.getByTestId(`row-action-inviteExperts-${id}`).click();
      const dialog = admin.getByTestId('invite-modal');
      await dialog.locator('[data-testid^="invite-pick-"]').first().waitFor(SETTLE);
      // Only the demo expert is invited: the others offered are set to "none".
      const rows = dialog.getByTestId('invite-suggestions').locator('tr.ant-table-row');
      for (const row of await rows.all()) {
        const choice = (await row.innerText()).includes(EXPERT) ? 'invite-pick-' : 'invite-none-';
        const option = row.locator(`[data-testid^="${choice}"]`);
        if (await option.count()) await option.click();
      }
      await expect.poll(() => dialog.getByTestId('invite-chosen').innerText()).toBe('邀请 1 位，候补 0 位');
      await admin.getByTestId('invite-ok').click();
      await expect.poll(() => admin.getByTestId('invite-modal').count(), SETTLE).toBe(0);
      await leaves(admin, id);

      // The expert, in a browser of their own: the invitation is in the expert area.
      const expert = await signedInPage(journey, 'expert');
      await openExpertArea(expert);
      const invitation = rowWith(expert, articleNo);
      await invitation.waitFor(SETTLE);
      await invitation.locator('[data-testid^="row-action-accept-"]').click();
      await confirmOk(expert);
      const open = invitation.locator('[data-testid^="invitation-open-"]');
      await open.waitFor(SETTLE);
      await open.click();
      await expert.getByTestId('review-form').waitFor(SETTLE);
      expect(await expert.getByTestId('expert-manuscript-title').innerText()).toBe(TITLE);
      await expert.getByTestId('review-score-0').fill('9');
      await expert.getByTestId('review-score-1').fill('8');
      await expert.getByTestId('review-score-2').fill('9');
      await expert.getByTestId('recommendation-accept').click();
      await expert.getByTestId('review-to-author').fill('一、创新性：选题新颖。\n二、科学性：论证充分。');
      await expert.getByTestId('review-to-editor').fill('建议录用。');
      // The press's score sheet weighs 40/40/20 on a scale of 10.
      await expect.poll(() => expert.getByTestId('review-total').innerText()).toContain('86');
      await expert.getByTestId('review-submit').click();
      await confirmOk(expert);
      await expert.getByTestId('review-readonly').waitFor(SETTLE);
      expect(await expert.getByTestId('review-readonly-total').innerText()).toBe('86');
    },
    LONG_STEP,
  );

  it(
    'lets the office read the expert’s review and pass the expert review',
    async () => {
      const { id, articleNo } = manuscript;
      await admin.getByTestId('expert-tab-expertAudit').click();
      await admin.waitForURL(/tab=expertAudit/);
      // The tab's own queue is on screen (the address changes before the tabs do): search it, not the last one.
      await admin.locator('.ant-tabs-tab-active [data-testid="expert-tab-expertAudit"]').waitFor(SETTLE);
      await search(admin, articleNo);
      expect(admin.url()).toContain('tab=expertAudit');
      await admin.getByTestId(`queue-open-${id}`).click();
      const panel = admin.getByTestId('invitations-panel');
      await panel.waitFor(SETTLE);
      const submitted = panel.locator('[data-testid^="invitation-state-"][data-state="submitted"]');
      await submitted.waitFor(SETTLE);
      const row = panel.locator('tr.ant-table-row', { hasText: EXPERT });
      await row.locator('.ant-table-row-expand-icon').click();
      const review = panel.locator('[data-testid^="invitation-review-"]');
      await review.waitFor(SETTLE);
      const text = await review.innerText();
      for (const part of ['建议录用', '86', '选题新颖', '建议录用。']) expect(text).toContain(part);
      await admin.getByTestId('drawer-action-pass').click();
      await admin.getByTestId('opinion-form').waitFor(SETTLE);
      await admin.getByTestId('opinion-text').fill('外审专家建议录用，同意进入终审。');
      await submitDialog(admin);
      await expect.poll(() => admin.getByTestId('opinion-form').count(), SETTLE).toBe(0);
      await admin.keyboard.press('Escape');
      await leaves(admin, id);
    },
    LONG_STEP,
  );

  it(
    'allocates final review, which the editor passes with the final-review template',
    async () => {
      const { id, articleNo } = manuscript;
      await openScreen(admin, '编辑审稿', '终审分配', /\/editorialReview\/finalAllocation/);
      await search(admin, articleNo);
      await rowWith(admin, articleNo).waitFor(SETTLE);
      await allocateTo(admin, id, EDITOR);

      await openScreen(editor, '平台管理', '终审', /\/manage\/finalJudgment/);
      await search(editor, articleNo);
      await expect.poll(() => editor.getByTestId(`manuscript-status-${id}`).innerText(), SETTLE).toBe('终审');
      await editor.getByTestId(`row-action-pass-${id}`).click();
      const form = editor.getByTestId('opinion-form');
      await form.getByRole('button', { name: FINAL_TEMPLATE }).click();
      expect(await editor.getByTestId('opinion-text').inputValue()).toBe(FINAL_TEMPLATE_TEXT);
      await submitDialog(editor);
      await expect.poll(() => editor.getByTestId('opinion-form').count(), SETTLE).toBe(0);
      await leaves(editor, id);
    },
    LONG_STEP,
  );

  it(
    'confirms the acceptance, and the acceptance fee order is on 订单查询',
    async () => {
      const { id, articleNo } = manuscript;
      await openScreen(admin, '编辑审稿', '录用确认', /\/editorialReview\/employedToConfirm/);
      await search(admin, articleNo);
      await expect
        .poll(() => admin.getByTestId(`manuscript-status-${id}`).innerText(), SETTLE)
        .toBe('录用确认');
      await admin.getByTestId(`row-action-confirmAcceptance-${id}`).click();
      await confirmOk(admin);
      await leaves(admin, id);

      await openScreen(admin, '运营管理', '订单查询', /\/operation\/orderInquiry/);
      await search(admin, articleNo);
      // The manuscript's acceptance fee order, once the filtered page is on screen.
      const fee = admin.locator('[data-testid^="order-fee-"]', { hasText: '录用费' });
      const order = rowWith(admin, articleNo).filter({ has: fee });
      await expect.poll(() => order.count(), SETTLE).toBe(1);
      const orderId = (await order.locator(fee).getAttribute('data-testid'))!.replace('order-fee-', '');
      expect(await order.innerText()).toContain(TITLE.slice(0, 10));
      expect(await admin.getByTestId(`order-amount-${orderId}`).innerText()).toBe(ACCEPTANCE_FEE);
      expect(await admin.getByTestId(`order-status-${orderId}`).innerText()).toBe('未支付');
    },
    LONG_STEP,
  );

  it(
    'lets the first reviewer return a second manuscript for revision with a reason',
    async () => {
      second = await submitAsAuthor(journey, SECOND_TITLE);
      await waivePrepaidFee(admin, journey, second);
      const { id, articleNo } = second;
      await openScreen(admin, '编辑审稿', '初审分配', /\/editorialReview\/initialAllocation/);
      await search(admin, articleNo);
      await rowWith(admin, articleNo).waitFor(SETTLE);
      await allocateTo(admin, id, assigneeName);

      await assignee.goto(`${journey.server.url}/manage/welcome`);
      await openScreen(assignee, '编辑审稿', '初审稿件', /\/editorialReview\/initialManuscript/);
      await search(assignee, articleNo);
      await assignee.getByTestId(`row-action-returnForRevision-${id}`).click();
      await assignee.getByTestId('opinion-form').waitFor(SETTLE);
      await assignee.getByTestId('opinion-text').fill('请补充实验对比，并按投稿须知调整参考文献格式。');
      await submitDialog(assignee);
      await expect.poll(() => assignee.getByTestId('opinion-form').count(), SETTLE).toBe(0);
      await leaves(assignee, id);
    },
    LONG_STEP,
  );

  it(
    'lets the author revise it on the journal’s site, and it is back in first review, revised once',
    async () => {
      const { id, articleNo } = second;
      const { code } = await journalIdByName(journey.server.url, JOURNAL);
      const author = await journey.browser.newPage();
      await signInOnSite(author, journey.server.url, code, AUTHOR_PHONE);
      await author.goto(`${journey.server.url}/submit/${code}/manuscripts/${id}`);
      await author.getByTestId('revision-card').waitFor(SETTLE);
      expect(await author.getByTestId('revision-reason').innerText()).toContain('请补充实验对比');
      await author.getByTestId('revision-start').click();
      await author.getByTestId('revision-form').waitFor(SETTLE);
      await author
        .getByTestId('upload-revision')
        .locator('input[type=file]')
        .setInputFiles(path.join(ASSETS, 'manuscript.docx'));
      await author.getByTestId('upload-revision').locator('.ant-upload-list-item-done').waitFor(SETTLE);
      await author.getByTestId('revision-note').fill('已补充对比实验并调整参考文献格式。');
      await author.getByTestId('revision-submit').click();
      await author.locator('.ant-message').getByText('修改稿已提交').waitFor(SETTLE);
      await expect.poll(() => author.getByTestId('revision-card').count(), SETTLE).toBe(0);

      // Back with the same reviewer, under "mine" in 初审稿件, and the row says it was revised once.
      await assignee.reload();
      await rowWith(assignee, articleNo).waitFor(SETTLE);
      expect(await assignee.getByTestId(`manuscript-status-${id}`).innerText()).toBe('初审');
      expect(await assignee.getByTestId(`flag-revision-${id}`).getAttribute('aria-label')).toBe(
        '已修改 1 次',
      );
      expect(await assignee.getByTestId(`flag-revision-${id}`).innerText()).toBe('1');
    },
    LONG_STEP,
  );
});
