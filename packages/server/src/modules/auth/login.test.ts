import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { loginRecords, presses, sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';

describe(`sign-in (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { LOGIN_MAX_FAILURES: 3, IP_MAX_FAILURES: 50 } });
  });
  afterAll(() => t.close());

  const attempt = (account: string, password: string, remoteAddress?: string) =>
    call(t.app, 'POST', '/sys/login', null, { body: { account, password }, remoteAddress });

  it('signs a person in and tells the client where home is', async () => {
    const press = await createPress(t.db);
    const finance = await createUser(t.db, press, { role: 'finance', adminType: 1 });
    const editor = await createUser(t.db, press, { role: 'reviewer', adminType: 3 });
    const a = await login(t.app, finance.account, finance.password);
    expect(a.login.home).toBe('/finance/index');
    expect(a.login.info).toMatchObject({
      perId: finance.id,
      adminType: 1,
      pressId: press.id,
      platform: false,
      roleNames: ['财务'],
    });
    const b = await login(t.app, editor.account, editor.password);
    expect(b.login.home).toBe('/manage/welcome');
    expect(b.login.idleTimeoutMs).toBe(600_000);
  });

  it('says the same for a wrong password and an unknown account, and records both', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const wrong = await attempt(user.account, 'Wrong1234');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 40010, msg: '账号或密码错误' });
    const unknown = await attempt(`${user.account}-none`, 'Wrong1234');
    expect(unknown.json()).toMatchObject({ code: 40010 });
    const records = await t.db.select().from(loginRecords).where(eq(loginRecords.account, user.account));
    expect(records.map((r) => r.result)).toEqual(['wrongPassword']);
    expect(records[0]!.location).toBe('测试地址');
  });

  it('answers validation errors with field messages in both languages', async () => {
    const res = await call(t.app, 'POST', '/sys/login', null, {
      body: { account: '', password: '' },
      lang: 'en-US',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(40000);
    expect(body.msg).toMatch(/invalid/i);
    expect(body.data.fields).toEqual(
      expect.arrayContaining([
        { path: 'account', zh: '请输入账号', en: 'Enter your account' },
        { path: 'password', zh: '请输入密码', en: 'Enter your password' },
      ]),
    );
  });

  it('locks the account after repeated failures, even for the right password, with a clear message', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    for (let i = 0; i < 2; i++) expect((await attempt(user.account, 'Wrong1234')).json().code).toBe(40010);
    const third = await attempt(user.account, 'Wrong1234');
    expect(third.statusCode).toBe(423);
    expect(third.json()).toMatchObject({ code: 40011, msg: '密码错误次数过多，账号已锁定，请稍后再试' });
    const right = await attempt(user.account, user.password);
    expect(right.json().code).toBe(40011);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('limits one address that fails across many accounts', async () => {
    const ip = '203.0.113.77';
    const limited = await createTestApp({ config: { LOGIN_MAX_FAILURES: 100, IP_MAX_FAILURES: 3 } });
    try {
      const press = await createPress(limited.db);
      const user = await createUser(limited.db, press);
      for (let i = 0; i < 2; i++) {
        const res = await call(limited.app, 'POST', '/sys/login', null, {
          body: { account: `nobody${i}`, password: 'Wrong1234' },
          remoteAddress: ip,
        });
        expect(res.json().code).toBe(40010);
      }
      const third = await call(limited.app, 'POST', '/sys/login', null, {
        body: { account: 'nobody9', password: 'Wrong1234' },
        remoteAddress: ip,
      });
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe(40012);
      const blocked = await call(limited.app, 'POST', '/sys/login', null, {
        body: { account: user.account, password: user.password },
        remoteAddress: ip,
      });
      expect(blocked.json().code).toBe(40012);
      const elsewhere = await call(limited.app, 'POST', '/sys/login', null, {
        body: { account: user.account, password: user.password },
        remoteAddress: '203.0.113.78',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('refuses a disabled account and the staff of a disabled press', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    const res = await attempt(user.account, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 40013, msg: '账号已停用，请联系管理员' });

    const other = await createPress(t.db);
    const staff = await createUser(t.db, other);
    const session = await login(t.app, staff.account, staff.password);
    await t.db.update(presses).set({ status: 0 }).where(eq(presses.id, other.id));
    expect((await attempt(staff.account, staff.password)).json().code).toBe(40013);
    const next = await call(t.app, 'POST', '/sys/permissionList', session);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe(90004);
  });

  it('replaces the old session when the person signs in elsewhere (90007)', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const first = await login(t.app, user.account, user.password);
    const second = await login(t.app, user.account, user.password);
    const old = await call(t.app, 'POST', '/sys/permissionList', first);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 90007, msg: '登录超时，请重新登录' });
    expect((await call(t.app, 'POST', '/sys/permissionList', second)).statusCode).toBe(200);
  });

  it('signs out: the token no longer works', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const session = await login(t.app, user.account, user.password);
    expect((await call(t.app, 'POST', '/sys/logout', session)).json().code).toBe(200);
    const after = await call(t.app, 'POST', '/sys/permissionList', session);
    expect(after.json().code).toBe(90004);
  });

  it('records a successful sign-in with time, address, user agent and location', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    await login(t.app, user.account, user.password);
    const [rec] = await t.db.select().from(loginRecords).where(eq(loginRecords.userId, user.id));
    expect(rec).toMatchObject({
      result: 'success',
      pressId: press.id,
      ip: '127.0.0.1',
      location: '测试地址',
    });
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.lastLoginAt).not.toBeNull();
  });

  it('moves a password hashed with older settings to today’s on the next sign-in', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const old = await hashPassword(user.password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));
    await login(t.app, user.account, user.password);
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.passwordHash).not.toBe(old);
    expect(u!.passwordHash.startsWith('$argon2id-sha256$v=19$m=7168,t=5,p=1$')).toBe(true);
    await login(t.app, user.account, user.password); // and it still opens with the same password
    expect((await attempt(user.account, 'wrong-password')).json().code).not.toBe(200);
  });

  it('never puts back an old password when it was changed between the check and the sign-in', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    await t.db.update(users).set({ passwordHash: 'changed-meanwhile' }).where(eq(users.id, user.id));
    const { openSession, sessionSecrets } = await import('./openSession.ts');
    const { staffSignInWrites } = await import('./service.ts');
    const client = { ip: '127.0.0.1', userAgent: 'test' };
    const now = new Date();
    await openSession(t.db, {
      owner: { userId: user.id },
      replaceOthers: true,
      secrets: sessionSecrets(client),
      client,
      now,
      alongside: staffSignInWrites({
        user: { id: user.id, pressId: press.id, account: user.account },
        client,
        location: '测试地址',
        now,
        rehashed: 'rehashed-old-password',
        checkedHash: 'the-hash-the-password-was-checked-against',
      }),
    });
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.passwordHash).toBe('changed-meanwhile');
    expect(u!.lastLoginAt).not.toBeNull();
  });
});
