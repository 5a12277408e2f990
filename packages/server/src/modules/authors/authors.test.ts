import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR_PASSWORD,
  type AuthorSession,
  authorPost,
  openJournalWithAuthor as openJournalWithAuthorIn,
  registrationCode,
  submitAsAuthor,
} from '../../../test/authorSession.ts';
import { createUser, uniquePhone } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import {
  authors,
  journalColumns,
  journalFees,
  journals,
  manuscriptEvents,
  orders,
  reviewProcesses,
} from '../../db/schema/index.ts';
import { DEFAULT_STAGES } from '../processes/service.ts';
import { saveSettings } from '../settings/service.ts';

const PASSWORD = AUTHOR_PASSWORD;

describe(`author site: registration, sign-in, submission (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, session?: AuthorSession) => authorPost(t, path, body, session);
  const mine = (session: AuthorSession) => call(t.app, 'GET', '/author/manuscripts', session);

  const openJournalWithAuthor = (world?: PressWorld) => openJournalWithAuthorIn(t, world);
  const submit = (body: Record<string, unknown>, session: AuthorSession) => submitAsAuthor(t, session, body);

  it('registers an author once per press and phone, with SPEC §5 phone messages', async () => {
    const w = await pressWorld(t.db);
    const phone = uniquePhone();
    const code = await registrationCode(t, w.journalId, phone);
    const body = { journalId: w.journalId, name: '王作者', phone, password: PASSWORD, code };
    // A wrong code counts a try and registers nobody.
    const wrongCode = await post('/author/register', {
      ...body,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.json()).toMatchObject({ code: 40020, data: { triesLeft: 4 } });
    expect((await post('/author/register', body)).json().code).toBe(200);
    const again = await post('/author/register', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 40062, msg: '该手机号已在本出版社注册，请直接登录' });
    // The code was used: it does not open a second account at another press either.
    const other = await pressWorld(t.db);
    expect((await post('/author/register', { ...body, journalId: other.journalId })).json().code).toBe(40021);
    const otherCode = await registrationCode(t, other.journalId, phone);
    expect(
      (await post('/author/register', { ...body, journalId: other.journalId, code: otherCode })).json().code,
    ).toBe(200);
    const bad = await post('/author/register', { ...body, phone: '12345678901' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0]).toMatchObject({ path: 'phone', zh: '手机号码格式错误' });
    expect((await post('/author/register', { ...body, journalId: 999_999 })).statusCode).toBe(404);
  });

  it('records every sign-in attempt at the journal, and refuses a wrong password without saying which part', async () => {
    const { w, phone } = await openJournalWithAuthor();
    const wrong = await post('/author/login', { journalId: w.journalId, phone, password: 'Wrong12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(40010);
    const unknown = await post('/author/login', {
      journalId: w.journalId,
      phone: uniquePhone(),
      password: PASSWORD,
    });
    expect(unknown.json().code).toBe(40010);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const page = await call(t.app, 'GET', '/sys/journalReview/authorLogins', admin, {
      query: { journalId: w.journalId, sort: 'createdAt', order: 'asc' },
    });
    expect(page.json().data.total).toBe(3);
    expect(page.json().data.list.map((r: { result: string }) => r.result)).toEqual([
      'success',
      'wrongPassword',
      'unknownAccount',
    ]);
    expect(page.json().data.list[0]).toMatchObject({ authorName: '李作者', phone, location: '测试地址' });
    const failed = await call(t.app, 'GET', '/sys/journalReview/authorLogins', admin, {
      query: { journalId: w.journalId, result: 'wrongPassword', person: phone.slice(3) },
    });
    expect(failed.json().data.list).toHaveLength(1);
    const xlsx = await call(t.app, 'GET', '/sys/journalReview/authorLogins/export', admin, {
      query: { journalId: w.journalId },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('shows a journal’s author sign-ins only to its press and the platform', async () => {
    const { w } = await openJournalWithAuthor();
    const other = await pressWorld(t.db);
    const outsider = await login(t.app, other.admin.account, other.admin.password);
    const q = { query: { journalId: w.journalId } };
    expect((await call(t.app, 'GET', '/sys/journalReview/authorLogins', outsider, q)).statusCode).toBe(404);
    const editor = await login(t.app, w.editor.account, w.editor.password); // reviewer: no such screen
    expect((await call(t.app, 'GET', '/sys/journalReview/authorLogins', editor, q)).statusCode).toBe(403);
    const operator = await createUser(t.db, null, { adminType: null });
    const platform = await login(t.app, operator.account, operator.password);
    expect((await call(t.app, 'GET', '/sys/journalReview/authorLogins', platform, q)).json().data.total).toBe(
      1,
    );
  });

  it('takes a submission only into an open journal and an enabled column', async () => {
    const { w, session } = await openJournalWithAuthor();
    const body = { columnId: w.columnId, title: '基于深度学习的期刊选题研究' };
    await t.db.update(journals).set({ status: 1 }).where(eq(journals.id, w.journalId)); // under review
    const closed = await submit(body, session);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ code: 40060 });
    await t.db.update(journals).set({ status: 2 }).where(eq(journals.id, w.journalId));
    await t.db.update(journalColumns).set({ enabled: false }).where(eq(journalColumns.id, w.columnId));
    expect((await submit(body, session)).json().code).toBe(40061);
    await t.db.update(journalColumns).set({ enabled: true }).where(eq(journalColumns.id, w.columnId));
    const other = await pressWorld(t.db);
    const foreign = await submit({ ...body, columnId: other.columnId }, session);
    expect(foreign.json().data.fields[0].path).toBe('columnId');
    await saveSettings(t.db, w.press.id, 0, {
      manuscriptNumberFormat: 'TG{YYYY}{SEQ:4}',
      reminderDays: 3,
      contribute: { open: false, maxFileMb: 20, allowedTypes: ['docx'] },
      ad: { enabled: false, text: '', link: '' },
      score: { scale: 10, items: [{ name: '创新性', weight: 100 }] },
    } as never);
    expect((await submit(body, session)).json().code).toBe(40060);
    expect((await mine(session)).json().data).toEqual([]);
  });

  it('numbers a submission by the press format and starts it at first-review allocation, or at 0 with a prepaid fee', async () => {
    const { w, session, authorId } = await openJournalWithAuthor();
    const first = await submit({ columnId: w.columnId, title: '第一篇' }, session);
    expect(first.json().code).toBe(200);
    const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
    const code = String(w.journalId).padStart(3, '0');
    expect(first.json().data).toMatchObject({ articleNo: `${code}-${year}-00001`, status: 1 });
    const [event] = await t.db
      .select()
      .from(manuscriptEvents)
      .where(eq(manuscriptEvents.manuscriptId, first.json().data.id));
    expect(event).toMatchObject({
      action: 'submit',
      fromStatus: null,
      toStatus: 1,
      actorType: 'author',
      actorId: authorId,
    });
    await t.db.insert(journalFees).values({
      journalId: w.journalId,
      feeType: 1,
      amountFen: 30_000,
      validFrom: '2020-01-01',
      validTo: null,
    });
    const second = await submit({ columnId: w.columnId, title: '第二篇' }, session);
    expect(second.json().data).toMatchObject({ articleNo: `${code}-${year}-00002`, status: 0 });
    // The prepaid fee's order is written with the manuscript: unpaid, the fee in force, numbered.
    const [order] = await t.db.select().from(orders).where(eq(orders.manuscriptId, second.json().data.id));
    expect(order).toMatchObject({ feeType: 1, amountFen: 30_000, paidFen: 0, payStatus: 0, authorId });
    expect(order!.orderNum).toMatch(/^20\d{6}\d{5}$/);
    expect(await t.db.select().from(orders).where(eq(orders.manuscriptId, first.json().data.id))).toEqual([]);
  });

  it('gives 100 parallel submissions 100 distinct article numbers and order numbers', async () => {
    const { w, session } = await openJournalWithAuthor();
    await t.db
      .insert(journalFees)
      .values({ journalId: w.journalId, feeType: 1, amountFen: 10_000, validFrom: '2020-01-01' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        submit({ columnId: w.columnId, title: `并发投稿 ${i}` }, session),
      ),
    );
    expect(answers.map((a) => a.json().code)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.json().data.articleNo)).size).toBe(100);
    const made = (await t.db.select().from(orders).where(eq(orders.journalId, w.journalId))).filter(
      (o) => o.manuscriptId !== w.manuscriptId,
    );
    expect(made).toHaveLength(100);
    expect(new Set(made.map((o) => o.orderNum)).size).toBe(100);
  });

  it('keeps on each manuscript the process row it was submitted under, never confusing two scopes’ v1', async () => {
    const { w, session } = await openJournalWithAuthor();
    await submit({ columnId: w.columnId, title: '旧流程稿件' }, session);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    // The built-in default the manuscript follows is stored now, and still reads as built-in.
    const detail = await call(t.app, 'GET', '/sys/auditProcess/detail', admin, {
      query: { journalId: w.journalId },
    });
    expect(detail.json().data).toMatchObject({ id: null, version: 0, inherited: true });
    const versions = await call(t.app, 'GET', '/sys/auditProcess/versions', admin, { query: {} });
    expect(versions.json().data).toEqual([]);
    const save = (journalId: number | null, off: string) =>
      call(t.app, 'PUT', '/sys/auditProcess/save', admin, {
        body: {
          ...(journalId ? { journalId } : {}),
          stages: DEFAULT_STAGES.map((s) => (s.key === off ? { ...s, enabled: false } : s)),
        },
      });
    expect((await save(null, 'similarity')).json().data.version).toBe(1); // the press default's v1
    await submit({ columnId: w.columnId, title: '默认流程稿件' }, session);
    expect((await save(w.journalId, 'screening')).json().data.version).toBe(1); // the journal's own v1
    await submit({ columnId: w.columnId, title: '期刊流程稿件' }, session);

    type Row = { title: string; reviewProcessId: number; reviewProcessVersion: number };
    const list = (await mine(session)).json().data as Row[];
    const row = (title: string) => list.find((m) => m.title === title)!;
    expect(row('旧流程稿件').reviewProcessVersion).toBe(0);
    expect(row('默认流程稿件').reviewProcessVersion).toBe(1);
    expect(row('期刊流程稿件').reviewProcessVersion).toBe(1);
    const [pressDefault, journalOwn] = [row('默认流程稿件'), row('期刊流程稿件')];
    expect(pressDefault.reviewProcessId).not.toBe(journalOwn.reviewProcessId);
    const stagesOf = async (id: number) =>
      (await t.db.select().from(reviewProcesses).where(eq(reviewProcesses.id, id)))[0]!.stages as {
        key: string;
        enabled: boolean;
      }[];
    const off = async (id: number) => (await stagesOf(id)).filter((s) => !s.enabled).map((s) => s.key);
    expect(await off(pressDefault.reviewProcessId)).toEqual(['similarity']);
    expect(await off(journalOwn.reviewProcessId)).toEqual(['screening']);
  });

  it('refuses a blacklisted author’s submission, calls without a session, and a signed-out session', async () => {
    const { w, session, authorId } = await openJournalWithAuthor();
    expect((await call(t.app, 'GET', '/author/manuscripts', null)).json().code).toBe(90004);
    await t.db.update(authors).set({ blacklistType: 1 }).where(eq(authors.id, authorId));
    const refused = await submit({ columnId: w.columnId, title: '黑名单稿件' }, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(40063);
    expect((await post('/author/logout', {}, session)).json().code).toBe(200);
    expect((await mine(session)).statusCode).toBe(401);
  });

  it('locks an author’s phone after repeated wrong passwords', async () => {
    const { w, phone } = await openJournalWithAuthor();
    for (let i = 0; i < 5; i++)
      await post('/author/login', { journalId: w.journalId, phone, password: 'Wrong12345' });
    const locked = await post('/author/login', { journalId: w.journalId, phone, password: PASSWORD });
    expect(locked.statusCode).toBe(423);
  });
});
