import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authorLogin, authorSubmit } from '@jb/contract/api/authorSite';
import { authorUpload } from '@jb/contract/api/files';
import { Status } from '@jb/contract/workflow';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/actions.ts';
import { rowWith } from '../support/antd.ts';
import { authorSite, journalIdByName } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

/** The demo journal whose review process names an editor group for the first review (seed/configuration.ts). */
const JOURNAL = '计算机科学与应用';
/** A demo author of it (README: demo author phones). */
const AUTHOR_PHONE = '13700000001';
const TITLE = '审稿流水线端到端验证：一键分配与初审通过';
/** The first-review template of the demo press and its wording. */
const TEMPLATE = '初审通过';
const TEMPLATE_TEXT = '选题符合本刊方向，格式基本规范，同意进入下一环节。';
/** The demo's manuscript file (the server's seed uploads the same one). */
const DOCX = readFileSync(path.resolve(import.meta.dirname, '../../packages/server/assets/manuscript.docx'));
/** The first-review group's members of the demo data and their accounts (seed/access.ts, seed/demo.ts). */
const ACCOUNTS: Record<string, string> = { 李编辑: 'reviewer', 刘洋: 'liuyang', 陈静: 'chenjing' };
/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 20_000 };

/** Opens a screen of the 编辑审稿 area from the menu and waits for its title. */
async function openFromMenu(page: Page, label: string, url: RegExp) {
  const menu = page.getByTestId('sider-menu');
  const group = menu.getByRole('menuitem', { name: '编辑审稿' });
  // Open the group unless it is open already (a second click would close it).
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByText(label, { exact: true }).click();
  await page.waitForURL(url);
  await expect.poll(() => page.getByTestId('screen-title').innerText(), SETTLE).toBe(label);
}

/** Narrows the queue on screen to rows matching a keyword (the URL keeps it). */
async function search(page: Page, keyword: string) {
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/keyword=/);
}

/**
 * The first review as the editorial office works it: an author's manuscript reaches first-review
 * allocation (its prepaid fee waived); the press administrator opens 初审分配, ticks it and asks for
 * a one-key allocation, sees the plan (who gets it and why) before anything happens, and confirms;
 * the manuscript leaves the allocation queue. Its assignee finds it under "mine" in 初审稿件, reads
 * it in the drawer, is refused a return for revision without a reason, and passes it with the
 * stage's template opinion; it leaves the queue.
 */
describe('first-review allocation and the first review', () => {
  const journey = useJourney();
  let admin: Page;
  let assignee: Page;
  let manuscript = { id: 0, articleNo: '' };
  let assigneeName = '';

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
    // The author submits through the journal's site, as the site does: the file first, then the form.
    const site = authorSite(journey.server.url);
    const { journalId, columnId } = await journalIdByName(journey.server.url, JOURNAL);
    const session = await site(authorLogin, {
      body: { journalId, phone: AUTHOR_PHONE, password: DEMO_PASSWORD },
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(DOCX)]), '稿件.docx');
    const file = await site(authorUpload, { query: { kind: 'manuscript' }, form }, session.token);
    const m = await site(
      authorSubmit,
      {
        body: {
          columnId,
          title: TITLE,
          keywords: '审稿；分配',
          abstract: '端到端测试。',
          manuscriptFileId: file.id,
        },
      },
      session.token,
    );
    manuscript = { id: m.id, articleNo: m.articleNo };
    expect([Status.AUTHOR_UNPAID, Status.FIRST_ALLOCATION]).toContain(m.status);
  });

  it('waives the prepaid fee, so the manuscript reaches first-review allocation', async () => {
    const { id, articleNo } = manuscript;
    await admin.goto(
      `${journey.server.url}/operation/manuscriptManage?keyword=${encodeURIComponent(articleNo)}`,
    );
    await rowWith(admin, articleNo).waitFor();
    if ((await admin.getByTestId(`manuscript-status-${id}`).innerText()) === '作者未支付') {
      await admin.getByTestId(`row-action-waiveFee-${id}`).click();
      await admin.getByTestId('action-note').fill('审稿流程演示，免收预付费');
      await admin.getByTestId('form-submit').click();
      await admin.locator('.ant-message').getByText('已处理').waitFor();
    }
    await expect
      .poll(() => admin.getByTestId(`manuscript-status-${id}`).innerText(), SETTLE)
      .toBe('初审分配');
  });

  it('shows the plan of a one-key allocation first, and allocates only on confirmation', async () => {
    const { id, articleNo } = manuscript;
    await admin.goto(`${journey.server.url}/manage/welcome`);
    await openFromMenu(admin, '初审分配', /\/editorialReview\/initialAllocation/);
    await admin.getByTestId('load-panel').waitFor();
    await search(admin, articleNo);
    const row = rowWith(admin, articleNo);
    await row.waitFor();
    expect(await admin.getByTestId(`manuscript-status-${id}`).innerText()).toBe('初审分配');
    expect(await admin.getByTestId(`row-action-assign-${id}`).count()).toBe(1);

    await row.locator('.ant-checkbox-input').check();
    expect(await admin.getByTestId('batch-count').innerText()).toContain('1');
    await admin.getByTestId('onekey-open').click();
    const dialog = admin.getByTestId('onekey-dialog');
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

    // Nothing is allocated yet: cancelling leaves the manuscript where it was.
    await admin.getByTestId('onekey-cancel').click();
    await expect.poll(() => admin.getByTestId('onekey-dialog').count()).toBe(0);
    expect(await admin.getByTestId(`manuscript-status-${id}`).innerText()).toBe('初审分配');

    await admin.getByTestId('onekey-open').click();
    await dialog.getByTestId('onekey-plan').waitFor(SETTLE);
    await admin.getByTestId('onekey-confirm').click();
    const line = admin.getByTestId(`batch-line-${id}`);
    await line.waitFor(SETTLE);
    expect(await line.getAttribute('data-ok')).toBe('true');
    expect(await line.innerText()).toContain('初审');
    await admin.getByTestId('batch-result-close').click();
    // It has left the allocation queue.
    await expect.poll(() => admin.getByTestId('table-empty').count(), SETTLE).toBe(1);
  });

  it('lets the office remind the assignee from the manuscript’s allocations', async () => {
    const { id, articleNo } = manuscript;
    await openFromMenu(admin, '初审稿件', /\/editorialReview\/initialManuscript/);
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
    await openFromMenu(assignee, '初审稿件', /\/editorialReview\/initialManuscript/);
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
    expect(allocated).toContain('王社长');
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
    await form.getByRole('button', { name: TEMPLATE }).click();
    expect(await assignee.getByTestId('opinion-text').inputValue()).toBe(TEMPLATE_TEXT);
    await assignee.getByTestId('form-submit').click();
    await assignee.locator('.ant-message').getByText('已处理').waitFor(SETTLE);
    await expect.poll(() => assignee.getByTestId('table-empty').count(), SETTLE).toBe(1);
    // Gone from the stage, not only from "mine".
    await assignee.getByTestId('scope-all').click();
    await assignee.waitForURL(/scope=all/);
    await expect.poll(() => assignee.getByTestId('table-empty').count(), SETTLE).toBe(1);
  });
});
