import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser, unique } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { journals, messages, userJournals, users } from '../../db/schema/index.ts';

describe(`personal data, home and messages (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows and edits one’s own name and phone, with SPEC §5 phone messages and a version check', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { role: 'pressAdmin', adminType: 2 });
    const session = await login(t.app, user.account, user.password);
    const me = (await call(t.app, 'GET', '/sys/personal/info', session)).json().data;
    expect(me).toMatchObject({
      id: user.id,
      account: user.account,
      phone: user.phone,
      adminType: 2,
      roleNames: ['出版社管理员'],
      version: 0,
    });

    const empty = await call(t.app, 'PUT', '/sys/personal/info', session, {
      body: { name: '新名字', phone: '', version: 0 },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields).toEqual([
      { path: 'phone', zh: '手机号码不能为空', en: 'Phone number cannot be empty' },
    ]);
    const wrong = await call(t.app, 'PUT', '/sys/personal/info', session, {
      body: { name: '新名字', phone: '1234', version: 0 },
    });
    expect(wrong.json().data.fields).toEqual([
      { path: 'phone', zh: '手机号码格式错误', en: 'Phone number format is wrong' },
    ]);

    const saved = await call(t.app, 'PUT', '/sys/personal/info', session, {
      body: { name: '新名字', phone: '13912345678', version: 0 },
    });
    expect(saved.json().data).toMatchObject({ name: '新名字', phone: '13912345678', version: 1 });
    const stale = await call(t.app, 'PUT', '/sys/personal/info', session, {
      body: { name: '旧页面', phone: '13912345678', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 40900 });
    expect((await call(t.app, 'GET', '/sys/personal/info', session)).json().data.name).toBe('新名字');
  });

  it('keeps one’s e-mail as typed (trimmed), allows none, and refuses an invalid one without writing', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const session = await login(t.app, user.account, user.password);
    const put = (email: unknown, version: number) =>
      call(t.app, 'PUT', '/sys/personal/info', session, {
        body: { name: '邮箱人', phone: user.phone, email, version },
      });
    expect((await call(t.app, 'GET', '/sys/personal/info', session)).json().data.email).toBe('');

    const saved = await put('  Zhang.Editor@Demo-Press.cn ', 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ email: 'Zhang.Editor@Demo-Press.cn', version: 1 });
    const read = (await call(t.app, 'GET', '/sys/personal/info', session)).json().data;
    expect(read.email).toBe('Zhang.Editor@Demo-Press.cn');

    for (const bad of ['zhang.editor', 'a@b', `${'x'.repeat(95)}@b.com`]) {
      const refused = await put(bad, 1);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields.map((f: { path: string }) => f.path)).toEqual(['email']);
    }
    const tooLong = await put(`${'x'.repeat(95)}@b.com`, 1);
    expect(tooLong.json().data.fields[0]).toMatchObject({ zh: '内容过长', en: 'Too long' });
    const invalid = await put('zhang.editor', 1);
    expect(invalid.json().data.fields[0]).toMatchObject({ zh: '格式不正确', en: 'Invalid value' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'Zhang.Editor@Demo-Press.cn', version: 1 });

    const cleared = await put('', 1);
    expect(cleared.json().data).toMatchObject({ email: '', version: 2 });
  });

  it('counts unread messages of oneself only; another person’s id is not found', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const other = await createUser(t.db, await createPress(t.db));
    await t.db.insert(messages).values([
      { pressId: press.id, recipientId: user.id, title: 'a', content: 'a' },
      { pressId: press.id, recipientId: user.id, title: 'b', content: 'b' },
      { pressId: press.id, recipientId: user.id, title: 'c', content: 'c', readAt: new Date() },
    ]);
    const session = await login(t.app, user.account, user.password);
    const mine = await call(t.app, 'GET', '/sys/message/unread', session, { query: { perId: user.id } });
    expect(mine.json()).toEqual({ resultCode: '200', data: 2 });
    const theirs = await call(t.app, 'GET', '/sys/message/unread', session, { query: { perId: other.id } });
    expect(theirs.statusCode).toBe(404);
    const bad = await call(t.app, 'GET', '/sys/message/unread', session, { query: { perId: 'abc' } });
    expect(bad.statusCode).toBe(400);
  });

  it('summarises the person on the home screen with the press’s work counts', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { role: 'finance', adminType: 1 });
    await createUser(t.db, press);
    await login(t.app, user.account, user.password);
    const session = await login(t.app, user.account, user.password);
    const summary = (await call(t.app, 'GET', '/sys/home/summary', session, { lang: 'en-US' })).json().data;
    expect(summary).toMatchObject({ account: user.account, roleNames: ['Finance'], unread: 0 });
    expect(summary.lastLogin).toMatchObject({ ip: '127.0.0.1', location: '测试地址' });
    expect(summary.counts).toEqual([
      { key: 'journals', value: 0 },
      { key: 'staff', value: 2 },
    ]);
  });

  it('counts only the caller’s press, and only their journals when they are journal-scoped', async () => {
    const press = await createPress(t.db);
    const other = await createPress(t.db);
    const js = await t.db
      .insert(journals)
      .values([
        { pressId: press.id, code: unique('j'), name: 'A', frequency: 5 },
        { pressId: press.id, code: unique('j'), name: 'B', frequency: 5 },
        { pressId: other.id, code: unique('j'), name: 'C', frequency: 5 },
      ])
      .returning();
    const admin = await createUser(t.db, press, { role: 'pressAdmin', adminType: 2 });
    const editor = await createUser(t.db, press);
    await t.db.insert(userJournals).values({ userId: editor.id, journalId: js[0]!.id });
    await createUser(t.db, other);

    const adminSession = await login(t.app, admin.account, admin.password);
    const adminCounts = (await call(t.app, 'GET', '/sys/home/summary', adminSession)).json().data.counts;
    expect(adminCounts).toEqual([
      { key: 'journals', value: 2 },
      { key: 'staff', value: 2 },
    ]);
    const editorSession = await login(t.app, editor.account, editor.password);
    const editorCounts = (await call(t.app, 'GET', '/sys/home/summary', editorSession)).json().data.counts;
    expect(editorCounts[0]).toEqual({ key: 'journals', value: 1 });

    const operator = await createUser(t.db, null, { adminType: null });
    const opSession = await login(t.app, operator.account, operator.password);
    expect(opSession.login.home).toBe('/manage/welcome');
    const opCounts = (await call(t.app, 'GET', '/sys/home/summary', opSession)).json().data.counts;
    expect(opCounts.map((c: { key: string }) => c.key)).toEqual(['presses', 'journals', 'staff']);
    expect(opCounts[1].value).toBeGreaterThanOrEqual(3);
  });
});
