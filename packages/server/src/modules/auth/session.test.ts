import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { sessions, userRoles } from '../../db/schema/index.ts';

describe(`sessions (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { IDLE_TIMEOUT_SECONDS: 600, TOKEN_ROTATE_SECONDS: 300 } });
  });
  afterAll(() => t.close());

  async function signedIn() {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    return { user, session: await login(t.app, user.account, user.password) };
  }

  it('expires a session idle for longer than the limit (90004)', async () => {
    const { session } = await signedIn();
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, await sessionId(session.token)));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 601_000) })
      .where(eq(sessions.id, row!.id));
    const res = await call(t.app, 'POST', '/sys/permissionList', session);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 90004, msg: '登录超时，请重新登录' });
    const [ended] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(ended!.status).toBe(4);
  });

  it('keeps an active session alive: activity slides the idle limit', async () => {
    const { session } = await signedIn();
    const id = await sessionId(session.token);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 590_000) })
      .where(eq(sessions.id, id));
    expect((await call(t.app, 'POST', '/sys/permissionList', session)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(5_000);
  });

  it('rotates the token: the new one comes in `authorization`, the old one works only for a grace period', async () => {
    const { session } = await signedIn();
    const id = await sessionId(session.token);
    const old = session.token;
    const rotatedAt = new Date(Date.now() - 301_000);
    await t.db.update(sessions).set({ rotatedAt }).where(eq(sessions.id, id));
    const res = await call(t.app, 'POST', '/sys/permissionList', session);
    expect(res.statusCode).toBe(200);
    const fresh = res.headers.authorization as string;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(old);
    expect(session.token).toBe(fresh);
    // A request already in flight with the old token still passes...
    const inFlight = await call(t.app, 'POST', '/sys/permissionList', { ...session, token: old });
    expect(inFlight.statusCode).toBe(200);
    expect(inFlight.headers.authorization).toBeUndefined();
    // ...until the grace period ends.
    await t.db
      .update(sessions)
      .set({ prevValidUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect((await call(t.app, 'POST', '/sys/permissionList', { ...session, token: old })).json().code).toBe(
      90004,
    );
    expect((await call(t.app, 'POST', '/sys/permissionList', session)).statusCode).toBe(200);
  });

  it('gives the signed-in person their permission codes and a menu of only those screens', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, {
      permissions: ['manage.welcome', 'manage.personalData', 'finance.orderList'],
    });
    const session = await login(t.app, user.account, user.password);
    const perms = await call(t.app, 'POST', '/sys/permissionList', session);
    expect(perms.json().data).toEqual(['finance.orderList', 'manage.personalData', 'manage.welcome']);
    const menu = (await call(t.app, 'POST', '/sys/selPerList', session)).json().data;
    expect(menu.map((a: { key: string }) => a.key)).toEqual(['manage', 'finance']);
    expect(menu[0].children.map((c: { path: string }) => c.path)).toEqual([
      '/manage/welcome',
      '/manage/personalData',
    ]);
    expect(menu[1].title).toEqual({ zh: '财务管理', en: 'Finance' });
  });

  it('applies a permission change on the next call, without signing in again', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { permissions: ['manage.welcome'] });
    const session = await login(t.app, user.account, user.password);
    expect((await call(t.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(403);
    const [link] = await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    const admin = await createUser(t.db, press, { role: 'pressAdmin', adminType: 2 });
    const adminSession = await login(t.app, admin.account, admin.password);
    const body = {
      id: link!.roleId,
      version: 0,
      name: '测试角色',
      nameEn: '',
      permissions: ['manage.welcome', 'manage.personalData'],
    };
    expect((await call(t.app, 'PUT', '/sys/role/update', adminSession, { body })).json().code).toBe(200);
    expect((await call(t.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(200);
  });

  async function sessionId(token: string): Promise<number> {
    const { sha256Hex } = await import('../../platform/crypto.ts');
    const [row] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    return row!.id;
  }
});
