import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authorMessageList } from '@jb/contract/api/authorMessages';
import { authorLogin, authorSiteJournal } from '@jb/contract/api/authorSite';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/actions.ts';
import { rowWith, submitDialog } from '../support/antd.ts';
import { authorSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

const TEXT = `稿件列表翻页后偶尔出现重复稿件（e2e ${Date.now().toString(36)}）`;
const AUTHOR_TEXT = `希望投稿页面能显示审稿进度的预计时间（e2e ${Date.now().toString(36)}）`;
const AUTHOR_REPLY = '感谢建议，我们会在稿件详情中加入各阶段的预计用时。';
const AUTHOR_JOURNAL = '计算机科学与应用';
const AUTHOR_PHONE = '13700000002';
const REPLY = '已定位为排序字段相同导致，今晚发布修复，请明天再试。';
/** A 1×1 PNG: the screenshot the staff member attaches. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const unreadOf = async (page: Page) =>
  Number(await page.getByTestId('unread-badge').getAttribute('data-count'));

/**
 * Searches 用户反馈 for a text and waits until the list shows only what matches it: the unfiltered
 * list stays on screen while the search loads, with the same rows (the newest first) in it.
 */
async function search(page: Page, keyword: string) {
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/keyword=/);
  const rows = page.getByTestId('resource-table').locator('tr.ant-table-row');
  await expect
    .poll(async () => {
      const texts = await rows.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes(keyword));
    })
    .toBe(true);
}

/**
 * Feedback from the header to the answer in the sender's inbox: an editor sends a problem with a
 * screenshot from the 反馈 button; the press administrator finds it on 用户反馈, opens it with its
 * file, replies and closes it after confirming; the editor's unread count rises and the reply is in
 * their inbox (消息通知). An author does the same from a journal's submission site and finds the
 * answer under 我的消息 there.
 */
describe('feedback', () => {
  const journey = useJourney();
  let editor: Page;
  let admin: Page;
  let unreadBefore = 0;

  beforeAll(async () => {
    editor = await signedInPage(journey, 'reviewer');
    admin = await signedInPage(journey, 'pressadmin');
  });

  it('an editor sends a problem with a screenshot from the header', async () => {
    unreadBefore = await unreadOf(editor);
    await editor.getByTestId('feedback-open').click();
    const form = editor.getByTestId('feedback-form');
    await form.waitFor();
    // An empty text is refused under the field before anything is sent.
    await submitDialog(editor);
    await form.locator('.ant-form-item-explain-error').first().waitFor();
    await form.getByText('问题', { exact: true }).click();
    await editor.getByTestId('feedback-content').fill(TEXT);
    const file = path.join(tmpdir(), '列表截图.png');
    writeFileSync(file, PNG);
    await editor.getByTestId('feedback-file').locator('input[type=file]').setInputFiles(file);
    await editor.getByTestId('feedback-file').getByText('列表截图.png').waitFor();
    await form
      .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
      .first()
      .waitFor();
    await editor.getByTestId('form-submit').click();
    await editor.getByText('反馈已提交，感谢您的意见').waitFor();
    await form.waitFor({ state: 'detached' });
  });

  it('the press administrator opens it on 用户反馈 with its file, replies and closes it', async () => {
    // The area of the home screen (平台管理) opens with the home screen. (Asking once whether the item
    // showed, and clicking the area if not, closed it when the menu had not loaded yet.)
    await admin.getByTestId('sider-menu').getByText('用户反馈').click();
    await admin.waitForURL(/\/manage\/userFeel/);
    await search(admin, TEXT.slice(-12));
    const row = rowWith(admin, '稿件列表翻页后偶尔出现重复稿件');
    await row.waitFor();
    expect(await row.innerText()).toContain('待处理');
    expect(await row.innerText()).toContain('李编辑');
    await row.getByRole('button', { name: /稿件列表翻页后/ }).click();
    const drawer = admin.getByTestId('feedback-detail');
    await drawer.waitFor();
    expect(await admin.getByTestId('feedback-content-text').innerText()).toBe(TEXT);
    const download = admin.waitForEvent('download');
    await admin.getByTestId('feedback-attachment').click();
    expect((await download).suggestedFilename()).toBe('列表截图.png');

    await admin.getByTestId('feedback-reply-text').fill(REPLY);
    await admin.getByTestId('feedback-reply-send').click();
    await admin.getByText('回复已发送给反馈人').waitFor();
    await admin.getByTestId('feedback-reply-shown').getByText(REPLY).waitFor();
    await expect.poll(() => admin.getByTestId('feedback-detail-status').innerText()).toBe('已回复');

    await admin.getByTestId('feedback-close').click();
    await admin.locator('.ant-modal-confirm-title', { hasText: '关闭这条反馈？' }).waitFor();
    await admin.getByTestId('feedback-close-ok').click();
    await expect.poll(() => admin.getByTestId('feedback-detail-status').innerText()).toBe('已关闭');
    await expect.poll(() => row.innerText()).toContain('已关闭');
  });

  it('the editor’s unread count rises and the reply is in their inbox', async () => {
    // Opening the app again asks for the count.
    await editor.reload();
    await expect.poll(() => unreadOf(editor)).toBe(unreadBefore + 1);
    await editor.getByTestId('unread-badge').locator('button').click();
    await editor.waitForURL(/\/manage\/messageNotification/);
    const row = rowWith(editor, '您的反馈已有回复');
    await row.first().waitFor();
    await row.first().locator('[data-testid^="message-open-"]').click();
    const content = editor.getByTestId('message-content');
    await content.waitFor();
    expect(await content.innerText()).toContain(REPLY);
    expect(await content.innerText()).toContain(TEXT);
  });

  it('an author sends feedback from the submission site, and reads the answer under 我的消息', async () => {
    const site = authorSite(journey.server.url);
    let journalId = 0;
    for (let id = 1; journalId === 0 && id < 20; id += 1) {
      const journal = await site(authorSiteJournal, { query: { journalId: id } }).catch(() => null);
      if (journal?.name === AUTHOR_JOURNAL) journalId = id;
    }
    // The author's unread count as the server has it, asked on a session of its own before the
    // browser signs in (an author may hold several sessions at once).
    const session = await site(authorLogin, {
      body: { journalId, phone: AUTHOR_PHONE, password: DEMO_PASSWORD },
    });
    const before = (await site(authorMessageList, { query: { page: 1, pageSize: 1 } }, session)).unread;
    const author = await journey.browser.newPage();
    await author.goto(`${journey.server.url}/submit/${journalId}`);
    await author.getByTestId('signin-phone').fill(AUTHOR_PHONE);
    await author.getByTestId('signin-password').fill(DEMO_PASSWORD);
    await author.getByTestId('signin-submit').click();
    await author.getByTestId('signin-form').waitFor({ state: 'detached' });
    const unreadOfAuthor = async () =>
      Number((await author.getByTestId('nav-messages-unread').getAttribute('data-count')) ?? 0);
    await expect.poll(unreadOfAuthor).toBe(before);

    await author.getByTestId('feedback-open').click();
    const form = author.getByTestId('feedback-form');
    await form.waitFor();
    await form.getByText('建议', { exact: true }).click();
    await author.getByTestId('feedback-content').fill(AUTHOR_TEXT);
    await author.getByTestId('form-submit').click();
    await author.getByText('反馈已提交，感谢您的意见').waitFor();

    // The press administrator answers it on 用户反馈.
    await admin.goto(`${journey.server.url}/manage/userFeel`);
    await search(admin, AUTHOR_TEXT.slice(-12));
    const row = rowWith(admin, '希望投稿页面能显示');
    await row.waitFor();
    await row.getByRole('button', { name: /希望投稿页面能显示/ }).click();
    await admin.getByTestId('feedback-detail').waitFor();
    await admin.getByTestId('feedback-reply-text').fill(AUTHOR_REPLY);
    await admin.getByTestId('feedback-reply-send').click();
    await admin.getByText('回复已发送给反馈人').waitFor();

    // The author's count rises; the answer is under 我的消息.
    await author.reload();
    await expect.poll(unreadOfAuthor).toBe(before + 1);
    await author.getByTestId('nav-messages').click();
    const list = author.getByTestId('my-messages');
    await list.getByText(AUTHOR_REPLY).waitFor();
  });
});
