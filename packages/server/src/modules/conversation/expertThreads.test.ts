import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as calls from '@jb/contract/api/conversation';
import { staffDownload } from '@jb/contract/api/files';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournalWithAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { expertInvitations, expertSettings, messages, outbox, users } from '../../db/schema/index.ts';

const PDF = readFileSync(path.join(import.meta.dirname, '../../../assets/fund-certificate.pdf'));

/**
 * A manuscript with two experts invited and working on it (accepted), the journal reviewing
 * anonymously or not, its editor and both experts signed in, and the author signed in.
 */
async function expertWorld(t: TestApp, anonymous = true) {
  const { w, session, authorId } = await openJournalWithAuthor(t);
  const m = await manuscriptAtZero(
    t.db,
    { press: w.press, journalId: w.journalId, columnId: w.columnId },
    authorId,
  );
  await t.db.update(users).set({ name: '李编辑' }).where(eq(users.id, w.editor.id));
  await t.db.insert(expertSettings).values({ journalId: w.journalId, anonymous });
  const expert = async (name: string, state: string) => {
    const u = await createUser(t.db, w.press, { role: 'expert' });
    await t.db
      .update(users)
      .set({ name, email: `${u.account}@example.edu.cn` })
      .where(eq(users.id, u.id));
    const [inv] = await t.db
      .insert(expertInvitations)
      .values({ manuscriptId: m.id, expertId: u.id, invitedBy: w.editor.id, state, invitedAt: new Date() })
      .returning({ id: expertInvitations.id });
    return { id: u.id, invitationId: inv!.id, session: await login(t.app, u.account, u.password) };
  };
  return {
    w,
    session,
    authorId,
    manuscriptId: m.id,
    editor: await login(t.app, w.editor.account, w.editor.password),
    chen: await expert('陈教授', 'accepted'),
    wang: await expert('王研究员', 'accepted'),
  };
}

/**
 * Expert threads, on a server where nobody counts as present (CONVERSATION_AWAY_SECONDS=0): every
 * unread stretch is told at once (conversation.test.ts shows the default window).
 */
describe(`expert threads of the manuscript conversation (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { CONVERSATION_AWAY_SECONDS: 0 } });
  });
  afterAll(() => t.close());

  const staffSend = (s: Session, manuscriptId: number, thread: string, body: string) =>
    callOf(t.app, calls.conversationSend, s, { body: { manuscriptId, thread: thread as never, body } });
  const expertPage = (s: Session, invitationId: number) =>
    callOf(t.app, calls.expertConversationMessages, s, { query: { invitationId } });
  const expertSend = (s: Session, invitationId: number, body: string, fileId?: number) =>
    callOf(t.app, calls.expertConversationSend, s, { body: { invitationId, body, fileId } });

  it('staff write to each expert in their own thread; the expert reads it as from the office and answers', async () => {
    const x = await expertWorld(t);
    const chenThread = `expert:${x.chen.invitationId}`;
    const threads = await callOf(t.app, calls.conversationThreads, x.editor, {
      query: { manuscriptId: x.manuscriptId },
    });
    expect(threads.json().data).toEqual([
      expect.objectContaining({ thread: 'author', expert: null }),
      expect.objectContaining({
        thread: chenThread,
        expert: expect.objectContaining({ invitationId: x.chen.invitationId, name: '陈教授' }),
      }),
      expect.objectContaining({ thread: `expert:${x.wang.invitationId}`, total: 0 }),
    ]);

    expect((await staffSend(x.editor, x.manuscriptId, chenThread, '请重点看实验部分。')).statusCode).toBe(
      200,
    );
    const seen = (await expertPage(x.chen.session, x.chen.invitationId)).json().data;
    expect(seen).toMatchObject({ unread: 1, canPost: true, closed: false });
    // An anonymous review: the office, never the editor's name, nor the author's.
    expect(seen.list[0]).toMatchObject({ senderKind: 'staff', senderName: null, unread: true, mine: false });
    expect(JSON.stringify(seen)).not.toContain('李编辑');
    // The other expert's thread is empty and their own.
    const other = (await expertPage(x.wang.session, x.wang.invitationId)).json().data;
    expect(other.list).toEqual([]);

    const read = await callOf(t.app, calls.expertConversationRead, x.chen.session, {
      body: { invitationId: x.chen.invitationId, lastReadId: seen.list[0].id },
    });
    expect(read.statusCode, read.body).toBe(200);
    const answer = await expertSend(x.chen.session, x.chen.invitationId, '好的，周五前提交。');
    expect(answer.json().data).toMatchObject({ senderKind: 'expert', senderName: '陈教授', mine: true });

    const staffView = (
      await callOf(t.app, calls.conversationMessages, x.editor, {
        query: { manuscriptId: x.manuscriptId, thread: chenThread as never },
      })
    ).json().data;
    expect(staffView.list).toMatchObject([
      { senderKind: 'staff', senderName: '李编辑', readByOther: true, mine: true },
      { senderKind: 'expert', senderName: '陈教授', unread: true },
    ]);
    const after = (
      await callOf(t.app, calls.conversationThreads, x.editor, { query: { manuscriptId: x.manuscriptId } })
    ).json().data;
    expect(after.find((th: { thread: string }) => th.thread === chenThread)).toMatchObject({
      total: 2,
      unread: 1,
    });
    // The author thread knows nothing of it.
    const authorSide = await callOf(t.app, calls.authorConversationMessages, x.session, {
      query: { manuscriptId: x.manuscriptId },
    });
    expect(authorSide.json().data.list).toEqual([]);
  });

  it('names the staff to the expert when the journal does not review anonymously', async () => {
    const x = await expertWorld(t, false);
    await staffSend(x.editor, x.manuscriptId, `expert:${x.chen.invitationId}`, '您好。');
    const seen = (await expertPage(x.chen.session, x.chen.invitationId)).json().data;
    expect(seen.list[0]).toMatchObject({ senderName: '李编辑' });
  });

  it('tells the away expert by e-mail and inbox without naming anybody; reading clears the inbox message', async () => {
    const x = await expertWorld(t);
    await staffSend(x.editor, x.manuscriptId, `expert:${x.chen.invitationId}`, '请补充对统计方法的意见。');
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, x.chen.id), eq(outbox.event, 'conversationMessage')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('编辑部');
    expect(mails[0]!.body).toContain(`/expert?invitation=${x.chen.invitationId}`);
    expect(mails[0]!.body).not.toContain('李编辑');
    expect(mails[0]!.body).not.toContain('李作者');
    const inbox = () =>
      t.db
        .select()
        .from(messages)
        .where(and(eq(messages.recipientId, x.chen.id), eq(messages.kind, 'conversation')));
    const [notice] = await inbox();
    expect(notice).toMatchObject({ senderId: null, link: `/expert?invitation=${x.chen.invitationId}` });
    expect(notice!.readAt).toBeNull();

    const page = (await expertPage(x.chen.session, x.chen.invitationId)).json().data;
    await callOf(t.app, calls.expertConversationRead, x.chen.session, {
      body: { invitationId: x.chen.invitationId, lastReadId: page.list[0].id },
    });
    expect((await inbox())[0]!.readAt).not.toBeNull();

    // The expert's answer reaches the inviting editor (no away window here), linked to that expert's tab.
    await t.db.update(users).set({ email: 'editor@example.com' }).where(eq(users.id, x.w.editor.id));
    await expertSend(x.chen.session, x.chen.invitationId, '已补充。');
    const [staffNotice] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, x.w.editor.id), eq(messages.kind, 'conversation')));
    expect(staffNotice).toMatchObject({
      link: `/operation/articleDetail?id=${x.manuscriptId}&thread=expert:${x.chen.invitationId}`,
    });
    expect(staffNotice!.content).toContain('陈教授');
  });

  it('with no away window, each unread stretch is told at once and reading it clears the inbox message', async () => {
    const x = await expertWorld(t);
    const authorInbox = () => t.db.select().from(messages).where(eq(messages.recipientAuthorId, x.authorId));
    const send = (body: string) => staffSend(x.editor, x.manuscriptId, 'author', body);
    await send('第一条。');
    await send('第二条。');
    // Not read yet: one message for the stretch.
    expect(await authorInbox()).toHaveLength(1);
    const page = await callOf(t.app, calls.authorConversationMessages, x.session, {
      query: { manuscriptId: x.manuscriptId },
    });
    await callOf(t.app, calls.authorConversationRead, x.session, {
      body: { manuscriptId: x.manuscriptId, lastReadId: page.json().data.list.at(-1).id },
    });
    expect((await authorInbox()).every((m) => m.readAt !== null)).toBe(true);
    // Read just now, yet told of the next message at once.
    await send('第三条。');
    const after = await authorInbox();
    expect(after).toHaveLength(2);
    expect(after.filter((m) => m.readAt === null)).toHaveLength(1);
  });

  it('attachments go both ways within the thread only', async () => {
    const x = await expertWorld(t);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), '审稿补充.pdf');
    const up = await callOf(t.app, calls.expertConversationUpload, x.chen.session, {
      query: { invitationId: x.chen.invitationId },
      form,
    });
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json().data.id as number;
    expect((await expertSend(x.chen.session, x.chen.invitationId, '见附件', fileId)).statusCode).toBe(200);
    expect((await callOf(t.app, staffDownload, x.editor, { query: { id: fileId } })).statusCode).toBe(200);
    const own = await callOf(t.app, calls.expertConversationFile, x.chen.session, {
      query: { invitationId: x.chen.invitationId, fileId },
    });
    expect(own.statusCode).toBe(200);
    // Another expert can neither download it through their thread nor send it as theirs.
    const stolen = await callOf(t.app, calls.expertConversationFile, x.wang.session, {
      query: { invitationId: x.wang.invitationId, fileId },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await expertSend(x.wang.session, x.wang.invitationId, '转发', fileId)).statusCode).toBe(400);
  });

  it('keeps each thread to its people: other expert, author, other press (404), no permission (403), closed (400)', async () => {
    const x = await expertWorld(t);
    // Another expert naming this invitation.
    for (const res of [
      await expertPage(x.wang.session, x.chen.invitationId),
      await expertSend(x.wang.session, x.chen.invitationId, '越权'),
      await callOf(t.app, calls.expertConversationRead, x.wang.session, {
        body: { invitationId: x.chen.invitationId, lastReadId: 1 },
      }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    // Staff naming an invitation of another manuscript.
    const elsewhere = await expertWorld(t);
    const foreign = await callOf(t.app, calls.conversationMessages, x.editor, {
      query: { manuscriptId: x.manuscriptId, thread: `expert:${elsewhere.chen.invitationId}` as never },
    });
    expect(foreign.statusCode).toBe(404);
    // Another press's administrator.
    const other = await pressWorld(t.db);
    const otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    expect(
      (await staffSend(otherAdmin, x.manuscriptId, `expert:${x.chen.invitationId}`, '越权')).statusCode,
    ).toBe(404);
    // The author's calls have no thread to name: their session reaches no expert call.
    const asAuthor = await callOf(t.app, calls.expertConversationMessages, x.session, {
      query: { invitationId: x.chen.invitationId },
    });
    expect(asAuthor.statusCode).toBeGreaterThanOrEqual(400);
    expect(asAuthor.statusCode).toBeLessThan(500);
    // Staff without the expert permission cannot use the expert area's calls.
    expect((await expertPage(x.editor, x.chen.invitationId)).statusCode).toBe(403);

    // An invitation the expert has not accepted: no thread to write in on either side.
    await t.db
      .update(expertInvitations)
      .set({ state: 'invited' })
      .where(eq(expertInvitations.id, x.wang.invitationId));
    expect((await expertPage(x.wang.session, x.wang.invitationId)).statusCode).toBe(400);
    const closed = await staffSend(x.editor, x.manuscriptId, `expert:${x.wang.invitationId}`, '在吗？');
    expect(closed.statusCode).toBe(400);
    expect(closed.json().data.fields[0]).toMatchObject({
      path: 'thread',
      zh: expect.stringContaining('接受邀请'),
    });
    const threads = (
      await callOf(t.app, calls.conversationThreads, x.editor, { query: { manuscriptId: x.manuscriptId } })
    ).json().data;
    expect(threads.map((th: { thread: string }) => th.thread)).not.toContain(`expert:${x.wang.invitationId}`);
  });
});
