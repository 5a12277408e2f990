import * as calls from '@jb/contract/api/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { outbox } from '../../db/schema/index.ts';
import { demoMode } from '../../platform/demoMode.ts';
import { NO_SMTP } from '../../platform/outbox/deliver.ts';
import { writeOutbox } from '../../platform/outbox/write.ts';

describe(`the outbox screen (${engineName})`, () => {
  let t: TestApp;
  let a: PressWorld;
  let b: PressWorld;
  let adminA: Session;
  let adminB: Session;
  const ids = { mail: 0, code: 0, skipped: 0, other: 0 };
  beforeAll(async () => {
    // Outside demo mode, whatever the engine: codes must not leave the server.
    t = await createTestApp({ config: { DEMO_MODE: 'false' } });
    a = await pressWorld(t.db);
    b = await pressWorld(t.db);
    adminA = await login(t.app, a.admin.account, a.admin.password);
    adminB = await login(t.app, b.admin.account, b.admin.password);
    const write = (item: Parameters<typeof writeOutbox>[2]) => writeOutbox(t.db, t.app.jobs, item);
    ids.mail = await write({
      pressId: a.press.id,
      channel: 'email',
      event: 'submissionReceived',
      recipient: 'li@example.org',
      recipientName: '李作者',
      subject: '稿件已收到',
      body: '您的稿件已收到',
      html: '<p>您的稿件已收到</p>',
    });
    ids.code = await write({
      pressId: a.press.id,
      channel: 'sms',
      event: 'withdrawalCode',
      recipient: a.authorPhone,
      body: '您的撤稿验证码为 482913，10 分钟内有效。',
      secret: true,
    });
    ids.skipped = await write({
      pressId: a.press.id,
      channel: 'email',
      event: 'accepted',
      recipient: '',
      recipientName: '无邮箱作者',
      body: '录用通知',
    });
    ids.other = await write({
      pressId: b.press.id,
      channel: 'email',
      event: 'accepted',
      recipient: 'b@example.org',
      body: 'B 社的邮件',
    });
    await t.db
      .update(outbox)
      .set({ state: 'failed', attempts: 5, lastError: '550 mailbox unavailable' })
      .where(eq(outbox.id, ids.mail));
    await t.db
      .update(outbox)
      .set({ state: 'sent', attempts: 1, sentAt: new Date() })
      .where(eq(outbox.id, ids.code));
  });
  afterAll(() => t.close());

  const listOf = async (session: Session, query: Record<string, string> = {}) =>
    (await callOf(t.app, calls.outboxList, session, { query })).json().data as {
      list: { id: number; state: string; actions: string[]; subject: string }[];
      total: number;
    };

  it('lists only the press’s own messages, filtered by state, channel, event, recipient and day', async () => {
    const mine = await listOf(adminA);
    expect(mine.list.map((r) => r.id)).toEqual([ids.skipped, ids.code, ids.mail]);
    expect((await listOf(adminB)).list.map((r) => r.id)).toEqual([ids.other]);
    expect((await listOf(adminA, { state: 'failed' })).list.map((r) => r.id)).toEqual([ids.mail]);
    expect((await listOf(adminA, { channel: 'sms' })).list.map((r) => r.id)).toEqual([ids.code]);
    expect((await listOf(adminA, { event: 'accepted' })).list.map((r) => r.id)).toEqual([ids.skipped]);
    expect((await listOf(adminA, { recipient: '李作者' })).list.map((r) => r.id)).toEqual([ids.mail]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await listOf(adminA, { from: tomorrow })).total).toBe(0);
    const sorted = await listOf(adminA, { sort: 'recipient', order: 'asc', pageSize: '2' });
    expect(sorted.list.map((r) => r.id)).toEqual([ids.skipped, ids.code]);
    expect(sorted.total).toBe(3);
    const detail = await callOf(t.app, calls.outboxDetailCall, adminB, { query: { id: ids.mail } });
    expect(detail.statusCode).toBe(404);
  });

  it('opens a message as sent, a code masked outside demo mode', async () => {
    const mail = (await callOf(t.app, calls.outboxDetailCall, adminA, { query: { id: ids.mail } })).json()
      .data;
    expect(mail).toMatchObject({
      body: '您的稿件已收到',
      html: '<p>您的稿件已收到</p>',
      state: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
      masked: false,
      actions: ['resend'],
    });
    const code = await callOf(t.app, calls.outboxDetailCall, adminA, { query: { id: ids.code } });
    expect(code.json().data).toMatchObject({
      masked: true,
      body: '您的撤稿验证码为 ••••••，10 分钟内有效。',
    });
    expect(code.body).not.toContain('482913');
    expect((await callOf(t.app, calls.outboxList, adminA, { query: {} })).body).not.toContain('482913');
    // The skipped message says why.
    const skipped = (await listOf(adminA, { state: 'skipped' })).list[0]!;
    expect(skipped).toMatchObject({ lastError: 'no address', actions: [] });
  });

  it('shows codes as sent in demo mode (auto: on the embedded database only)', async () => {
    expect(demoMode({ DEMO_MODE: 'auto' }, 'pglite')).toBe(true);
    expect(demoMode({ DEMO_MODE: 'auto' }, 'postgres')).toBe(false);
    expect(demoMode({ DEMO_MODE: 'true' }, 'postgres')).toBe(true);
    const demo = await createTestApp({ database: t.database, config: { DEMO_MODE: 'true' } });
    try {
      const session = await login(demo.app, a.admin.account, a.admin.password);
      const code = await callOf(demo.app, calls.outboxDetailCall, session, { query: { id: ids.code } });
      expect(code.json().data).toMatchObject({ masked: false, body: expect.stringContaining('482913') });
    } finally {
      await demo.close();
    }
    // One session per person: signing in there replaced the one here.
    adminA = await login(t.app, a.admin.account, a.admin.password);
  });

  it('resends by hand as a new row with its delivery job; queued or address-less messages cannot be', async () => {
    const res = await callOf(t.app, calls.outboxResend, adminA, { body: { id: ids.mail } });
    expect(res.statusCode, res.body).toBe(200);
    const newId = res.json().data.id as number;
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, newId));
    // (State: queued, or sent already by a worker of another test file on a shared database.)
    expect(row).toMatchObject({
      resendOf: ids.mail,
      recipient: 'li@example.org',
      body: '您的稿件已收到',
      pressId: a.press.id,
    });
    const jobs = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'outbox-deliver' and data->>'id' = ${String(newId)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]!.n).toBe(1);
    const queued = await callOf(t.app, calls.outboxResend, adminA, { body: { id: newId } });
    expect(queued.statusCode).toBe(400);
    expect(queued.json().data.fields[0].zh).toContain('不能重发');
    expect((await callOf(t.app, calls.outboxResend, adminA, { body: { id: ids.skipped } })).statusCode).toBe(
      400,
    );
    expect((await callOf(t.app, calls.outboxResend, adminB, { body: { id: ids.mail } })).statusCode).toBe(
      404,
    );
    // A code resent stays a secret.
    const code = (await callOf(t.app, calls.outboxResend, adminA, { body: { id: ids.code } })).json().data.id;
    const [copy] = await t.db.select().from(outbox).where(eq(outbox.id, code));
    expect(copy!.secret).toBe(true);
  });

  it('resends an e-mail kept in the outbox while no SMTP server was configured', async () => {
    const kept = await writeOutbox(t.db, t.app.jobs, {
      pressId: a.press.id,
      channel: 'email',
      event: 'submissionReceived',
      recipient: 'kept@example.org',
      body: '保留的邮件',
    });
    await t.db.update(outbox).set({ providerAnswer: NO_SMTP }).where(eq(outbox.id, kept));
    const res = await callOf(t.app, calls.outboxResend, adminA, { body: { id: kept } });
    expect(res.statusCode, res.body).toBe(200);
    const [copy] = await t.db.select().from(outbox).where(eq(outbox.id, res.json().data.id));
    expect(copy).toMatchObject({ resendOf: kept, recipient: 'kept@example.org' });
  });

  it('shows an editor limited to some journals only the messages about their journals’ manuscripts', async () => {
    const own = await writeOutbox(t.db, t.app.jobs, {
      pressId: a.press.id,
      channel: 'email',
      event: 'submissionReceived',
      recipient: 'journal@example.org',
      body: '本刊稿件的邮件',
      manuscriptId: a.manuscriptId,
    });
    const editor = await login(t.app, a.editor.account, a.editor.password);
    const seen = (await listOf(editor, { pageSize: '100' })).list.map((r: { id: number }) => r.id);
    expect(seen).toContain(own);
    // Press-wide messages (no manuscript of theirs) stay with the administrators.
    expect(seen).not.toContain(ids.mail);
    const detail = await callOf(t.app, calls.outboxDetailCall, editor, { query: { id: ids.mail } });
    expect(detail.statusCode).toBe(404);
    expect((await callOf(t.app, calls.outboxDetailCall, editor, { query: { id: own } })).statusCode).toBe(
      200,
    );
  });
});
