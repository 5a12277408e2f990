import * as calls from '@jb/contract/api/notifications';
import { NOTIFICATION_EVENTS } from '@jb/contract/notificationEvents';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts, outbox, users } from '../../db/schema/index.ts';

type Wordings = {
  event: string;
  wordings: Record<string, { subject: string; source: string; version: number }>;
}[];

const received = (rows: Wordings, lang = 'zh-CN') =>
  rows.find((r) => r.event === 'submissionReceived')!.wordings[lang]!;

describe(`notification templates (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
  });
  afterAll(() => t.close());

  const list = async (journalId?: number) =>
    (await callOf(t.app, calls.notifyTemplates, admin, { query: journalId ? { journalId } : {} })).json()
      .data as Wordings;
  const save = (body: Record<string, unknown>) =>
    callOf(t.app, calls.notifyTemplateSave, admin, {
      body: {
        event: 'submissionReceived',
        lang: 'zh-CN',
        subject: '稿件 {{ articleNo }} 已收到',
        body: '{{ recipient }}，您好',
        version: 0,
        ...body,
      } as never,
    });

  it('lists every event with the built-in wording until the press overrides it', async () => {
    const rows = await list();
    expect(rows.map((r) => r.event)).toEqual(Object.keys(NOTIFICATION_EVENTS));
    expect(received(rows)).toMatchObject({
      subject: NOTIFICATION_EVENTS.submissionReceived.defaults['zh-CN'].subject,
      source: 'default',
      version: 0,
    });
  });

  it('refuses a variable the event does not offer, naming it in both languages, and bad syntax', async () => {
    const unknown = await save({ subject: '{{ amount }} {{ dueDate }}', body: '{{ fooBar }}' });
    expect(unknown.statusCode).toBe(400);
    const fields = unknown.json().data.fields as { path: string; zh: string; en: string }[];
    expect(fields.map((f) => f.path)).toEqual(['subject', 'body']);
    expect(fields[0]!.zh).toContain('amount、dueDate');
    expect(fields[0]!.en).toContain('amount, dueDate');
    expect(fields[1]!.zh).toContain('fooBar');
    const syntax = await save({ body: '{% if title %}没有结束' });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().data.fields[0]).toMatchObject({
      path: 'body',
      zh: expect.stringContaining('模板语法错误'),
    });
    const tooLong = await save({ sms: 'x'.repeat(301) });
    expect(tooLong.json().data.fields[0].path).toBe('sms');
    expect((await list()).find((r) => r.event === 'submissionReceived')!.wordings['zh-CN']!.source).toBe(
      'default',
    );
  });

  it('a journal override beats the press, which beats the default; reset brings the next level back', async () => {
    const press = await save({ subject: '社：{{ title }}' });
    expect(press.json().data.version).toBe(1);
    expect(received(await list())).toMatchObject({ subject: '社：{{ title }}', source: 'press', version: 1 });
    // Seen from the journal, the press's wording applies and the journal has none of its own yet.
    expect(received(await list(w.journalId))).toMatchObject({ source: 'press', version: 0 });
    await save({ journalId: w.journalId, subject: '刊：{{ title }}' });
    expect(received(await list(w.journalId))).toMatchObject({
      subject: '刊：{{ title }}',
      source: 'journal',
    });
    expect(received(await list())).toMatchObject({ source: 'press' });
    // English is separate.
    expect(received(await list(w.journalId), 'en-US').source).toBe('default');

    const stale = await save({ subject: '过期：{{ title }}', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await save({ subject: '社二：{{ title }}', version: 1 })).json().data.version).toBe(2);

    const reset = (journalId: number | undefined, version: number) =>
      callOf(t.app, calls.notifyTemplateReset, admin, {
        query: { event: 'submissionReceived', lang: 'zh-CN', version, ...(journalId ? { journalId } : {}) },
      });
    expect((await reset(w.journalId, 1)).statusCode).toBe(200);
    expect(received(await list(w.journalId))).toMatchObject({
      subject: '社二：{{ title }}',
      source: 'press',
    });
    expect((await reset(undefined, 1)).statusCode).toBe(409);
    expect((await reset(undefined, 2)).statusCode).toBe(200);
    expect(received(await list()).source).toBe('default');
    expect((await reset(undefined, 2)).statusCode).toBe(404);
  });

  it('previews a wording on a manuscript of the press, by id or article number; another press’s is not found', async () => {
    const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId));
    const preview = (manuscript: string, session = admin) =>
      callOf(t.app, calls.notifyPreviewCall, session, {
        body: {
          event: 'paymentRequested',
          lang: 'zh-CN',
          subject: '【{{ journal }}】{{ articleNo }}',
          body: '{{ recipient }}：《{{ title }}》应缴 {{ amount }} 元，{{ link }}',
          manuscript,
        },
      });
    const byNo = (await preview(m!.articleNo)).json().data;
    expect(byNo.subject).toBe(`【测试期刊】${m!.articleNo}`);
    expect(byNo.body).toBe(
      `张三：《${m!.title}》应缴 [金额（元）] 元，http://localhost:8080/submit/${w.journalCode}`,
    );
    expect(byNo.manuscript).toEqual({ id: m!.id, articleNo: m!.articleNo, title: m!.title });
    expect((await preview(String(m!.id))).json().data.manuscript.id).toBe(m!.id);

    const other = await pressWorld(t.db);
    const adminB = await login(t.app, other.admin.account, other.admin.password);
    expect((await preview(String(m!.id), adminB)).statusCode).toBe(404);
    expect((await preview(m!.articleNo, adminB)).statusCode).toBe(404);
    const theirReset = await callOf(t.app, calls.notifyTemplateReset, adminB, {
      query: { event: 'submissionReceived', lang: 'zh-CN', version: 1, journalId: w.journalId },
    });
    expect(theirReset.statusCode).toBe(404);
    const bad = await callOf(t.app, calls.notifyPreviewCall, admin, {
      body: { event: 'accepted', lang: 'zh-CN', subject: 'x', body: '{{ code }}', manuscript: '' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a test send goes through the outbox to the person asking (their e-mail and phone)', async () => {
    await t.db.update(users).set({ email: 'me@example.org' }).where(eq(users.id, w.admin.id));
    const res = await callOf(t.app, calls.notifyTestSend, admin, {
      body: { event: 'submissionReceived', lang: 'zh-CN', manuscript: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.outboxIds as number[];
    const rows = await t.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
    // (Not the state: a worker of another test file on a shared database may have sent them.)
    expect(rows.map((r) => [r.channel, r.recipient, r.userId])).toEqual([
      ['email', 'me@example.org', w.admin.id],
      ['sms', w.admin.phone, w.admin.id],
    ]);
    expect(rows[0]!.body).toContain('测试用户');
    expect(rows[0]!.manuscriptId).toBe(w.manuscriptId);
  });
});
