import { authorLogin, authorManuscripts, authorSiteJournal } from '@jb/contract/api/authorSite';
import { authorConversationMessages } from '@jb/contract/api/conversation';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { authorSite } from '../support/authorSite.ts';
import { useJourney } from '../support/journey.ts';

/** The demo editor's journal, and a demo author of it (README: demo author phones). */
const JOURNAL = '计算机科学与应用';
const AUTHOR_PHONE = '13700000001';
const AUTHOR_NAME = '刘晓明';
const QUESTION = '您好，请补充基金项目的批准文号。';
const ANSWER = '批准文号为 62276001，已在基金信息中补充。';

/** The header bell's count, as the badge shows it. */
const bell = async (page: Page) => Number(await page.getByTestId('unread-badge').getAttribute('data-count'));

/**
 * The manuscript conversation as people use it: the editor opens a manuscript's detail and writes
 * to its author; the author signs in at the journal's site, finds the message from the editorial
 * office marked new and answers; the editor's bell counts the answer, and the editor sees it and
 * that the author has read theirs, the bell falling back once it is read. The server counts nobody
 * as present (CONVERSATION_AWAY_SECONDS=0), so each side is told of each unread stretch at once.
 */
describe('the editor and the author write to each other about a manuscript', () => {
  const journey = useJourney({ CONVERSATION_AWAY_SECONDS: '0' });
  let editor: Page;
  let author: Page;
  let journalId = 0;
  let manuscriptId = 0;
  let editorBell = 0;

  beforeAll(async () => {
    editor = await journey.browser.newPage();
    author = await journey.browser.newPage();
    // Which manuscript: one of the demo author's in the editor's journal with no conversation yet.
    const site = authorSite(journey.server.url);
    for (let id = 1; journalId === 0 && id < 20; id += 1) {
      const journal = await site(authorSiteJournal, { query: { journalId: id } }).catch(() => null);
      if (journal?.name === JOURNAL) journalId = id;
    }
    const session = await site(authorLogin, {
      body: { journalId, phone: AUTHOR_PHONE, password: DEMO_PASSWORD },
    });
    const mine = await site(authorManuscripts, { query: {} }, session);
    for (const m of mine.filter((x) => x.journalName === JOURNAL)) {
      const thread = await site(authorConversationMessages, { query: { manuscriptId: m.id } }, session);
      if (thread.list.length === 0) {
        manuscriptId = m.id;
        break;
      }
    }
    expect(manuscriptId).toBeGreaterThan(0);
  });

  it('lets the editor write to the author from the manuscript detail', async () => {
    await signIn(editor, journey.server.url, 'reviewer');
    await editor.waitForURL(/\/manage\/welcome$/);
    await editor.goto(`${journey.server.url}/operation/articleDetail?id=${manuscriptId}`);
    const panel = editor.getByTestId('article-messages');
    await panel.getByTestId('conversation-empty').waitFor();
    const input = panel.getByTestId('conversation-input');
    await input.fill(QUESTION);
    // Enter is a new line; Ctrl+Enter sends.
    await input.press('Enter');
    expect(await input.inputValue()).toBe(`${QUESTION}\n`);
    await input.press('Control+Enter');
    const sent = panel.locator('[data-testid^="conversation-message-"]').filter({ hasText: QUESTION });
    await sent.waitFor();
    expect(await sent.getByTestId('conversation-read-mark').innerText()).toBe('未读');
    expect(await sent.getByTestId('conversation-sender').innerText()).toBe('李编辑');
    // The composer empties once the thread has been reloaded with the message, a moment after it shows.
    await expect.poll(() => input.inputValue()).toBe('');
    // The editor leaves the manuscript. An open thread looks for new messages every 20 seconds and
    // marks them read, so left open it could read the author's answer before the editor comes back.
    // What the bell counts before the author answers (the demo inbox has unread messages already).
    const counted = editor.waitForResponse((r) => r.url().includes('/sys/message/unread'));
    await editor.goto(`${journey.server.url}/manage/welcome`);
    await editor.getByTestId('welcome-who').waitFor();
    await counted;
    await expect.poll(() => bell(editor)).toBe((await (await counted).json()).data);
    editorBell = await bell(editor);
  });

  it('shows the author the message from the editorial office, marked new, and takes the answer', async () => {
    await author.goto(`${journey.server.url}/submit/${journalId}`);
    await author.getByTestId('signin-phone').fill(AUTHOR_PHONE);
    await author.getByTestId('signin-password').fill(DEMO_PASSWORD);
    await author.getByTestId('signin-submit').click();
    await author.getByTestId('signin-form').waitFor({ state: 'detached' });
    // Opening the thread marks the question read (the editor sees that next).
    const marked = author.waitForResponse((r) => r.url().includes('/conversation/read'));
    await author.goto(`${journey.server.url}/submit/${journalId}/manuscripts/${manuscriptId}`);
    const panel = author.getByTestId('author-messages');
    const question = panel.locator('[data-testid^="conversation-message-"]').filter({ hasText: QUESTION });
    await question.waitFor();
    // Never the editor's name: the editorial office.
    expect(await question.getByTestId('conversation-sender').innerText()).toBe('编辑部');
    await question.getByTestId('conversation-new').waitFor();
    expect(await panel.innerText()).not.toContain('李编辑');
    expect((await marked).ok()).toBe(true);

    await panel.getByTestId('conversation-input').fill(ANSWER);
    await panel.getByTestId('conversation-send').click();
    const answer = panel.locator('[data-testid^="conversation-message-"]').filter({ hasText: ANSWER });
    await answer.waitFor();
    expect(await answer.getByTestId('conversation-read-mark').innerText()).toBe('未读');
  });

  it('counts the answer on the editor’s bell, which opens the inbox message linked to the manuscript', async () => {
    // The next page the editor opens asks for the count again.
    await editor.reload();
    await expect.poll(() => bell(editor), { timeout: 20_000 }).toBe(editorBell + 1);
  });

  it('shows the editor the answer, marked new, and that the author has read the question', async () => {
    const marked = editor.waitForResponse((r) => r.url().includes('/conversation/read'));
    await editor.goto(`${journey.server.url}/operation/articleDetail?id=${manuscriptId}`);
    const panel = editor.getByTestId('article-messages');
    const answer = panel.locator('[data-testid^="conversation-message-"]').filter({ hasText: ANSWER });
    await answer.waitFor();
    expect(await answer.getByTestId('conversation-sender').innerText()).toBe(AUTHOR_NAME);
    await answer.getByTestId('conversation-new').waitFor();
    const question = panel.locator('[data-testid^="conversation-message-"]').filter({ hasText: QUESTION });
    expect(await question.getByTestId('conversation-read-mark').innerText()).toBe('已读');
    // Opening the thread marked the answer read, and the inbox message about it: the bell falls back.
    expect((await marked).ok()).toBe(true);
    await expect.poll(() => bell(editor), { timeout: 20_000 }).toBe(editorBell);
  });

  it('tells the author, in turn, that the editor has read the answer', async () => {
    await author.reload();
    const answer = author
      .getByTestId('author-messages')
      .locator('[data-testid^="conversation-message-"]')
      .filter({ hasText: ANSWER });
    await answer.waitFor();
    expect(await answer.getByTestId('conversation-read-mark').innerText()).toBe('已读');
  });
});
