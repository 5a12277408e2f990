import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as calls from '@jb/contract/api/conversation';
import { authorDownload, staffDownload, staffUpload } from '@jb/contract/api/files';
import { MESSAGE_RATE_LIMIT } from '@jb/contract/schemas/conversation';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor, uploadAsAuthor } from '../../../test/authorSession.ts';
import { createUser, unique } from '../../../test/factories.ts';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  authors,
  journals,
  manuscriptMessageReads,
  messages,
  notificationTemplates,
  outbox,
  userJournals,
  users,
} from '../../db/schema/index.ts';

const PDF = readFileSync(path.join(import.meta.dirname, '../../../assets/fund-certificate.pdf'));

/** A press with an author signed in at its journal, one manuscript of theirs, and its editor signed in. */
async function conversationWorld(t: TestApp) {
  const { w, session, authorId } = await openJournalWithAuthor(t);
  await t.db.update(authors).set({ email: 'li.author@example.com' }).where(eq(authors.id, authorId));
  const m = await manuscriptAtZero(
    t.db,
    { press: w.press, journalId: w.journalId, columnId: w.columnId },
    authorId,
  );
  const editor = await login(t.app, w.editor.account, w.editor.password);
  return { w, session, authorId, manuscriptId: m.id, editor };
}
type World = Awaited<ReturnType<typeof conversationWorld>>;

describe(`manuscript conversation (${engineName})`, () => {
  let t: TestApp;
  let c: World;
  beforeAll(async () => {
    t = await createTestApp();
    c = await conversationWorld(t);
  });
  afterAll(() => t.close());

  const staffSend = (s: Session, manuscriptId: number, body: string, fileId?: number) =>
    callOf(t.app, calls.conversationSend, s, { body: { manuscriptId, thread: 'author', body, fileId } });
  const staffPage = async (s: Session, manuscriptId: number) => {
    const res = await callOf(t.app, calls.conversationMessages, s, {
      query: { manuscriptId, thread: 'author' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const authorSend = (session: AuthorSession, manuscriptId: number, body: string, fileId?: number) =>
    callOf(t.app, calls.authorConversationSend, session, { body: { manuscriptId, body, fileId } });
  const authorPage = async (session: AuthorSession, manuscriptId: number) => {
    const res = await callOf(t.app, calls.authorConversationMessages, session, { query: { manuscriptId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const emailsTo = (authorId: number) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.authorId, authorId), eq(outbox.event, 'conversationMessage')));

  it('the editor writes, the author reads it as from the editorial office and answers; read marks follow', async () => {
    const sent = await staffSend(c.editor, c.manuscriptId, '  请补充基金证明。\r\n谢谢！  ');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      body: '请补充基金证明。\n谢谢！',
      mine: true,
      readByOther: false,
    });

    const seen = await authorPage(c.session, c.manuscriptId);
    expect(seen.unread).toBe(1);
    expect(seen.list).toHaveLength(1);
    expect(seen.list[0]).toMatchObject({ senderKind: 'staff', senderName: null, unread: true, mine: false });
    // The author never learns who on the staff wrote.
    expect(JSON.stringify(seen)).not.toContain('测试用户');

    const read = await callOf(t.app, calls.authorConversationRead, c.session, {
      body: { manuscriptId: c.manuscriptId, lastReadId: seen.list[0].id },
    });
    expect(read.statusCode, read.body).toBe(200);
    const staffView = await staffPage(c.editor, c.manuscriptId);
    expect(staffView.list[0]).toMatchObject({ readByOther: true, senderName: '测试用户', mine: true });

    const reply = await authorSend(c.session, c.manuscriptId, '已上传，请查收。');
    expect(reply.statusCode, reply.body).toBe(200);
    const threads = await callOf(t.app, calls.conversationThreads, c.editor, {
      query: { manuscriptId: c.manuscriptId },
    });
    expect(threads.json().data).toEqual([
      expect.objectContaining({ thread: 'author', expert: null, total: 2, unread: 1 }),
    ]);
    const withReply = await staffPage(c.editor, c.manuscriptId);
    expect(withReply.unread).toBe(1);
    expect(withReply.list[1]).toMatchObject({
      senderKind: 'author',
      senderName: '李作者',
      unread: true,
      readByOther: false,
    });
    await callOf(t.app, calls.conversationRead, c.editor, {
      body: { manuscriptId: c.manuscriptId, thread: 'author', lastReadId: withReply.list[1].id },
    });
    const after = await callOf(t.app, calls.conversationThreads, c.editor, {
      query: { manuscriptId: c.manuscriptId },
    });
    expect(after.json().data[0].unread).toBe(0);
    const authorAfter = await authorPage(c.session, c.manuscriptId);
    expect(authorAfter.list[1]).toMatchObject({ mine: true, readByOther: true });
    expect(authorAfter.unread).toBe(0);
  });

  it('pages newest first, oldest first within a page', async () => {
    const world = await conversationWorld(t);
    for (const n of [1, 2, 3]) await staffSend(world.editor, world.manuscriptId, `第 ${n} 条`);
    const first = await callOf(t.app, calls.conversationMessages, world.editor, {
      query: { manuscriptId: world.manuscriptId, thread: 'author', pageSize: 2 },
    });
    const page = first.json().data;
    expect(page.list.map((x: { body: string }) => x.body)).toEqual(['第 2 条', '第 3 条']);
    expect(page.hasMore).toBe(true);
    const older = await callOf(t.app, calls.conversationMessages, world.editor, {
      query: { manuscriptId: world.manuscriptId, thread: 'author', pageSize: 2, beforeId: page.list[0].id },
    });
    expect(older.json().data).toMatchObject({ hasMore: false, list: [{ body: '第 1 条' }] });
  });

  it('queues an e-mail and an inbox message for the away side, once per unread stretch', async () => {
    const world = await conversationWorld(t);
    await staffSend(world.editor, world.manuscriptId, '稿件已收到。');
    const [mail] = await emailsTo(world.authorId);
    expect(mail).toMatchObject({ recipient: 'li.author@example.com' });
    // Queued, or already sent by a worker of another test file sharing a PostgreSQL database.
    expect(['queued', 'sent']).toContain(mail!.state);
    expect(mail!.body).toContain('编辑部');
    expect(mail!.body).toContain('稿件已收到。');
    expect(mail!.body).not.toContain('测试用户');
    expect(mail!.body).toContain(`/submit/${world.w.journalCode}/manuscripts/${world.manuscriptId}`);
    const inbox = await t.db.select().from(messages).where(eq(messages.recipientAuthorId, world.authorId));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ kind: 'conversation' });

    // Not read yet: no second e-mail for the next message.
    await staffSend(world.editor, world.manuscriptId, '另外请确认作者单位。');
    expect(await emailsTo(world.authorId)).toHaveLength(1);

    // The author opens the thread: present, so nothing is sent.
    const page = await authorPage(world.session, world.manuscriptId);
    await callOf(t.app, calls.authorConversationRead, world.session, {
      body: { manuscriptId: world.manuscriptId, lastReadId: page.list.at(-1).id },
    });
    await staffSend(world.editor, world.manuscriptId, '好的。');
    expect(await emailsTo(world.authorId)).toHaveLength(1);

    // Eleven minutes later the author is away again: the next message is e-mailed.
    await t.db
      .update(manuscriptMessageReads)
      .set({ readAt: sql`now() - interval '11 minutes'` })
      .where(eq(manuscriptMessageReads.reader, `author:${world.authorId}`));
    await t.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '12 minutes'` })
      .where(eq(messages.recipientAuthorId, world.authorId));
    await staffSend(world.editor, world.manuscriptId, '请尽快回复。');
    expect(await emailsTo(world.authorId)).toHaveLength(2);

    // The editor, who wrote just now, is present: the author's reply tells nobody.
    await authorSend(world.session, world.manuscriptId, '收到。');
    const editorMail = and(eq(outbox.userId, world.w.editor.id), eq(outbox.event, 'conversationMessage'));
    expect(await t.db.select().from(outbox).where(editorMail)).toHaveLength(0);
    // Once the editor has been away for eleven minutes, the author's next message reaches them: an
    // inbox message and an e-mail to their address.
    await t.db.update(users).set({ email: 'editor@example.com' }).where(eq(users.id, world.w.editor.id));
    await t.db
      .update(manuscriptMessageReads)
      .set({ readAt: sql`now() - interval '11 minutes'` })
      .where(eq(manuscriptMessageReads.reader, `user:${world.w.editor.id}`));
    await authorSend(world.session, world.manuscriptId, '马上处理。');
    const staffMail = await t.db.select().from(outbox).where(editorMail);
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]).toMatchObject({ recipient: 'editor@example.com' });
    expect(staffMail[0]!.body).toContain(`/operation/articleDetail?id=${world.manuscriptId}`);
    const staffInbox = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, world.w.editor.id), eq(messages.kind, 'conversation')));
    expect(staffInbox).toHaveLength(1);
    expect(staffInbox[0]!.content).toContain('马上处理。');
  });

  it('tells an away author once per unread stretch even when the press has switched the e-mail off', async () => {
    const world = await conversationWorld(t);
    await t.db.insert(notificationTemplates).values({
      pressId: world.w.press.id,
      event: 'conversationMessage',
      locale: 'zh-CN',
      subject: '停用',
      body: '停用',
      enabled: false,
    });
    await staffSend(world.editor, world.manuscriptId, '第一条。');
    await staffSend(world.editor, world.manuscriptId, '第二条。');
    await staffSend(world.editor, world.manuscriptId, '第三条。');
    expect(await emailsTo(world.authorId)).toEqual([]);
    const inbox = await t.db.select().from(messages).where(eq(messages.recipientAuthorId, world.authorId));
    expect(inbox).toHaveLength(1);
  });

  it('attachments: the poster’s own upload only; each side can download the other’s', async () => {
    const world = await conversationWorld(t);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), '修改意见.pdf');
    const up = await callOf(t.app, staffUpload, world.editor, { query: { kind: 'message' }, form });
    expect(up.statusCode, up.body).toBe(200);
    const staffFileId = up.json().data.id as number;
    const sent = await staffSend(world.editor, world.manuscriptId, '见附件。', staffFileId);
    expect(sent.json().data.file).toMatchObject({ id: staffFileId, name: '修改意见.pdf' });
    const got = await callOf(t.app, authorDownload, world.session, { query: { id: staffFileId } });
    expect(got.statusCode).toBe(200);

    // The author cannot send the editor's file as theirs, nor a file of another kind.
    const stolen = await authorSend(world.session, world.manuscriptId, '转发', staffFileId);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().data.fields[0].path).toBe('fileId');
    const wrongKind = await uploadAsAuthor(t, world.session, 'manuscript');
    expect((await authorSend(world.session, world.manuscriptId, '稿件', wrongKind)).statusCode).toBe(400);

    const own = await uploadAsAuthor(t, world.session, 'message' as never, PDF, '说明.pdf');
    expect((await authorSend(world.session, world.manuscriptId, '说明见附件', own)).statusCode).toBe(200);
    const dl = await callOf(t.app, staffDownload, world.editor, { query: { id: own } });
    expect(dl.statusCode).toBe(200);
    // Staff of another press can neither attach nor download it.
    const other = await pressWorld(t.db);
    const otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    expect((await callOf(t.app, staffDownload, otherAdmin, { query: { id: own } })).statusCode).toBe(404);
  });

  it('refuses outsiders: another press, another journal, another author (404), no permission (403)', async () => {
    const other: PressWorld = await pressWorld(t.db);
    const otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    const q = { query: { manuscriptId: c.manuscriptId, thread: 'author' as const } };
    for (const res of [
      await callOf(t.app, calls.conversationMessages, otherAdmin, q),
      await callOf(t.app, calls.conversationThreads, otherAdmin, { query: { manuscriptId: c.manuscriptId } }),
      await staffSend(otherAdmin, c.manuscriptId, '越权'),
      await callOf(t.app, calls.conversationRead, otherAdmin, {
        body: { manuscriptId: c.manuscriptId, thread: 'author', lastReadId: 1 },
      }),
    ])
      expect(res.statusCode, res.body).toBe(404);

    // An editor of the same press assigned only to another journal.
    const [journal] = await t.db
      .insert(journals)
      .values({ pressId: c.w.press.id, code: unique('j'), name: '另一期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    const elsewhere = await createUser(t.db, c.w.press, { role: 'reviewer' });
    await t.db.insert(userJournals).values({ userId: elsewhere.id, journalId: journal!.id });
    const elsewhereSession = await login(t.app, elsewhere.account, elsewhere.password);
    expect((await callOf(t.app, calls.conversationMessages, elsewhereSession, q)).statusCode).toBe(404);
    expect((await staffSend(elsewhereSession, c.manuscriptId, '越权')).statusCode).toBe(404);

    // Finance reads no manuscripts; a reader without the message permission may read but not write.
    const finance = await createUser(t.db, c.w.press, { role: 'finance', adminType: 1 });
    const financeSession = await login(t.app, finance.account, finance.password);
    expect((await callOf(t.app, calls.conversationMessages, financeSession, q)).statusCode).toBe(403);
    const reader = await createUser(t.db, c.w.press, { permissions: ['operation.articleDetail'] });
    const readerSession = await login(t.app, reader.account, reader.password);
    const readerPage = await callOf(t.app, calls.conversationMessages, readerSession, q);
    expect(readerPage.json().data.canPost).toBe(false);
    expect((await staffSend(readerSession, c.manuscriptId, '只读')).statusCode).toBe(403);

    // Another author at the same journal: their session cannot reach this manuscript.
    const stranger = await openJournalWithAuthor(t, c.w);
    for (const res of [
      await callOf(t.app, calls.authorConversationMessages, stranger.session, {
        query: { manuscriptId: c.manuscriptId },
      }),
      await authorSend(stranger.session, c.manuscriptId, '越权'),
    ])
      expect(res.statusCode, res.body).toBe(404);
  });

  it('bad input is a 400 with messages in both languages', async () => {
    const empty = await staffSend(c.editor, c.manuscriptId, ' \n\u200b ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields[0]).toMatchObject({
      path: 'body',
      zh: '请输入留言内容',
      en: 'Write a message',
    });
    const long = await authorSend(c.session, c.manuscriptId, '长'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields[0].zh).toContain('2000');
    const badThread = await callOf(t.app, calls.conversationSend, c.editor, {
      body: { manuscriptId: c.manuscriptId, thread: 'expert:abc' as never, body: '你好' },
    });
    expect(badThread.statusCode).toBe(400);
    expect(badThread.json().data.fields[0].path).toBe('thread');
    const badId = await callOf(t.app, calls.conversationMessages, c.editor, {
      query: { manuscriptId: 'abc' as never, thread: 'author' },
    });
    expect(badId.statusCode).toBe(400);
  });

  it(`limits each person to ${MESSAGE_RATE_LIMIT} messages in 10 minutes`, async () => {
    const world = await conversationWorld(t);
    for (let i = 0; i < MESSAGE_RATE_LIMIT; i += 1) {
      const res = await authorSend(world.session, world.manuscriptId, `消息 ${i}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await authorSend(world.session, world.manuscriptId, '再来一条');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toContain('留言发送过于频繁');
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
    // Someone else is not held back.
    expect((await staffSend(world.editor, world.manuscriptId, '收到')).statusCode).toBe(200);
  });
});
