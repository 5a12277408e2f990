import { authorMessageList, authorMessageRead } from '@jb/contract/api/authorMessages';
import * as calls from '@jb/contract/api/feedback';
import { authorUpload } from '@jb/contract/api/files';
import { unreadCount } from '@jb/contract/api/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournalWithAuthor } from '../../../test/authorSession.ts';
import { createUser, unique } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { messages } from '../../db/schema/index.ts';

/** A 1×1 PNG: a screenshot as far as the content check is concerned. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function pngForm(name = '截图.png', bytes: Buffer = PNG) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe(`feedback (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (s: Session, body: Record<string, unknown>) =>
    callOf(t.app, calls.feedbackSend, s, { body: body as never });
  const list = async (s: Session, query: Record<string, unknown> = {}) => {
    const res = await callOf(t.app, calls.feedbackList, s, { query: query as never });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; list: { id: number; version: number; status: number }[] };
  };

  async function world(): Promise<{ w: PressWorld; admin: Session; editor: Session }> {
    const w = await pressWorld(t.db);
    return {
      w,
      admin: await login(t.app, w.admin.account, w.admin.password),
      editor: await login(t.app, w.editor.account, w.editor.password),
    };
  }

  it('a staff member sends feedback with a screenshot; the press administrator lists, opens and downloads it; another press sees none of it', async () => {
    const { w, admin, editor } = await world();
    const uploaded = await callOf(t.app, calls.feedbackUpload, editor, { form: pngForm() });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().data.id;
    const sent = await send(editor, {
      type: 2,
      content: '  导出按钮点击后\r\n没有反应\u200b  ',
      fileId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id;

    const page = await list(admin, { status: 1 });
    expect(page.list.map((r) => r.id)).toEqual(expect.arrayContaining([id, w.feedbackId]));
    const detail = (await callOf(t.app, calls.feedbackDetailCall, admin, { query: { id } })).json().data;
    expect(detail).toMatchObject({
      type: 2,
      status: 1,
      senderKind: 'staff',
      senderName: '测试用户',
      content: '导出按钮点击后\n没有反应',
      hasFile: true,
      file: { name: '截图.png', type: 'png' },
      actions: ['reply', 'close'],
    });
    const file = await callOf(t.app, calls.feedbackAttachment, admin, { query: { id } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const other = await world();
    expect((await list(other.admin)).list.map((r) => r.id)).not.toContain(id);
    expect((await callOf(t.app, calls.feedbackDetailCall, other.admin, { query: { id } })).statusCode).toBe(
      404,
    );
    expect((await callOf(t.app, calls.feedbackAttachment, other.admin, { query: { id } })).statusCode).toBe(
      404,
    );
    // The editor may send but not read the press's feedback.
    expect((await callOf(t.app, calls.feedbackList, editor, { query: {} })).statusCode).toBe(403);
  });

  it('filters by type, sender kind and keyword', async () => {
    const { w, admin, editor } = await world();
    const word = unique('关键词');
    await send(editor, { type: 1, content: `建议增加批量导出 ${word}` });
    await send(editor, { type: 3, content: '如何修改期刊封面？' });
    const byWord = await list(admin, { keyword: word });
    expect(byWord.total).toBe(1);
    expect((await list(admin, { type: 3 })).list).toHaveLength(1);
    expect((await list(admin, { senderKind: 'author' })).total).toBe(0);
    expect((await list(admin, { senderKind: 'staff' })).total).toBe(3);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(admin, { from: future })).total).toBe(0);
    expect(w.feedbackId).toBeGreaterThan(0);
  });

  it('a reply reaches the staff sender as an unread message in the same change; the version guards against a second reply', async () => {
    const { w, admin, editor } = await world();
    const before = (await callOf(t.app, unreadCount, editor, { query: { perId: w.editor.id } })).json().data;
    const replied = await callOf(t.app, calls.feedbackReply, admin, {
      body: { id: w.feedbackId, version: 0, reply: '已优化列表查询，请刷新后再试' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const after = (await callOf(t.app, unreadCount, editor, { query: { perId: w.editor.id } })).json().data;
    expect(after).toBe(before + 1);
    const [message] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, w.editor.id), eq(messages.kind, 'feedback')));
    expect(message).toMatchObject({ title: '您的反馈已有回复', pressId: w.press.id, senderId: w.admin.id });
    expect(message!.content).toContain('已优化列表查询，请刷新后再试');
    expect(message!.content).toContain('稿件列表加载较慢');

    const detail = (
      await callOf(t.app, calls.feedbackDetailCall, admin, { query: { id: w.feedbackId } })
    ).json().data;
    expect(detail).toMatchObject({
      status: 2,
      version: 1,
      reply: '已优化列表查询，请刷新后再试',
      actions: ['close'],
    });
    const again = await callOf(t.app, calls.feedbackReply, admin, {
      body: { id: w.feedbackId, version: 0, reply: '第二次回复' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('数据已被他人修改，请刷新后重试');
    const closed = await callOf(t.app, calls.feedbackClose, admin, {
      body: { id: w.feedbackId, version: 1 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await list(admin, { status: 3 })).list.map((r) => r.id)).toContain(w.feedbackId);
    const staleClose = await callOf(t.app, calls.feedbackClose, admin, {
      body: { id: w.feedbackId, version: 1 },
    });
    expect(staleClose.statusCode).toBe(409);
    // The editor cannot reply (no permission); nothing was written.
    const refused = await callOf(t.app, calls.feedbackReply, editor, {
      body: { id: w.feedbackId, version: 2, reply: '我来回复' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('an author sends feedback from the site; the reply arrives in their 我的消息, which no other author can read', async () => {
    const { w, session, authorId } = await openJournalWithAuthor(t);
    const form = pngForm('投稿页面.png');
    const up = await callOf(t.app, authorUpload, session, { query: { kind: 'feedback' }, form });
    expect(up.statusCode, up.body).toBe(200);
    const sent = await callOf(t.app, calls.authorFeedbackSend, session, {
      body: { type: 3, content: '上传附件时提示格式错误', fileId: up.json().data.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id;
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const row = (await list(admin, { senderKind: 'author' })).list.find((r) => r.id === id);
    expect(row).toMatchObject({ senderName: '李作者', hasFile: true });
    const replied = await callOf(t.app, calls.feedbackReply, admin, {
      body: { id, version: 0, reply: '请将文件另存为 PDF 后上传' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const inbox = await callOf(t.app, authorMessageList, session, { query: {} });
    expect(inbox.json().data).toMatchObject({
      total: 1,
      unread: 1,
      list: [{ kind: 'feedback', title: '您的反馈已有回复', read: false }],
    });
    expect(inbox.json().data.list[0].content).toContain('请将文件另存为 PDF 后上传');
    const [stored] = await t.db.select().from(messages).where(eq(messages.recipientAuthorId, authorId));
    expect(stored!.recipientId).toBeNull();

    // Another author (another press) neither lists it nor can mark it read.
    const other = await openJournalWithAuthor(t);
    const theirs = await callOf(t.app, authorMessageList, other.session, { query: {} });
    expect(theirs.json().data).toMatchObject({ total: 0, unread: 0, list: [] });
    await callOf(t.app, authorMessageRead, other.session, { body: { ids: [stored!.id] } });
    const still = await callOf(t.app, authorMessageList, session, { query: {} });
    expect(still.json().data.unread).toBe(1);
    const read = await callOf(t.app, authorMessageRead, session, { body: { ids: [stored!.id] } });
    expect(read.json().data).toEqual({ unread: 0 });
    // An author cannot attach a file they did not upload as feedback.
    const foreign = await callOf(t.app, calls.authorFeedbackSend, other.session, {
      body: { type: 4, content: '别人的文件', fileId: up.json().data.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.fields[0]).toMatchObject({ path: 'fileId', zh: '该文件不能用于此处' });
  });

  it('a platform operator sees every press’s feedback and the platform’s own, and may answer any', async () => {
    const a = await world();
    const b = await world();
    const operator = await createUser(t.db, null, { adminType: null });
    const op = await login(t.app, operator.account, operator.password);
    const own = await send(op, { type: 1, content: '平台自己的备忘' });
    expect(own.statusCode, own.body).toBe(200);
    const all = await list(op, { pageSize: 100, status: 1 });
    const ids = all.list.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.w.feedbackId, b.w.feedbackId, own.json().data.id]));
    const onlyA = await list(op, { pressId: a.w.press.id });
    expect(onlyA.list.map((r) => r.id)).toEqual([a.w.feedbackId]);
    const detail = (
      await callOf(t.app, calls.feedbackDetailCall, op, { query: { id: own.json().data.id } })
    ).json().data;
    expect(detail.pressName).toBeNull();
    const replied = await callOf(t.app, calls.feedbackReply, op, {
      body: { id: b.w.feedbackId, version: 0, reply: '平台已记录' },
    });
    expect(replied.statusCode).toBe(200);
    // A press administrator never sees the platform's own.
    expect((await list(a.admin, { pageSize: 100 })).list.map((r) => r.id)).not.toContain(own.json().data.id);
    // The platform stores no file of its own: its feedback goes without one.
    const upload = await callOf(t.app, calls.feedbackUpload, op, { form: pngForm() });
    expect(upload.statusCode).toBe(400);
  });

  it('refuses bad input with field messages in both languages, a wrong file type, and more than 10 an hour', async () => {
    const { editor } = await world();
    const empty = await send(editor, { type: 2, content: ' \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields[0]).toMatchObject({
      path: 'content',
      zh: '此项不能为空',
      en: 'This field is required',
    });
    const long = await send(editor, { type: 2, content: '长'.repeat(2001) });
    expect(long.json().data.fields[0]).toMatchObject({ path: 'content', zh: '内容过长' });
    const badType = await send(editor, { type: 9, content: '类型不对' });
    expect(badType.json().data.fields[0].path).toBe('type');
    const text = await callOf(t.app, calls.feedbackUpload, editor, {
      form: pngForm('伪装.png', Buffer.from('just some text, not a picture')),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().data.fields[0].zh).toContain('文件类型不允许');

    for (let i = 0; i < 10; i++)
      expect((await send(editor, { type: 4, content: `第 ${i + 1} 条` })).statusCode).toBe(200);
    const eleventh = await send(editor, { type: 4, content: '第 11 条' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: 40023,
      msg: '反馈发送过于频繁（每人每小时最多 10 条），请稍后再试',
    });
    expect(eleventh.json().data.retryAfterSeconds).toBeGreaterThan(3000);
    const english = await callOf(
      t.app,
      calls.feedbackSend,
      editor,
      { body: { type: 4, content: '第 12 条' } },
      { lang: 'en-US' },
    );
    expect(english.json().msg).toBe(
      'Too much feedback sent (at most 10 an hour per person); please try again later',
    );
  });
});
