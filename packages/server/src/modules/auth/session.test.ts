import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser } from '../../../test/factories.ts';
import {
  expectIdleEnd,
  expectRotationWithGrace,
  forgotten,
  sessionRowOf,
} from '../../../test/sessionLife.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login, type Session } from '../../../test/wireClient.ts';
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

  const permissionList = (session: Session) => call(t.app, 'POST', '/sys/permissionList', session);

  it('expires a session idle for longer than the limit (90004)', async () => {
    const { session } = await signedIn();
    await expectIdleEnd(t, session, permissionList);
  });

  it('keeps an active session alive: activity slides the idle limit', async () => {
    const { session } = await signedIn();
    const { id } = await sessionRowOf(t.db, session.token);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 590_000) })
      .where(eq(sessions.id, id));
    forgotten(t, session.token);
    const before = Date.now();
    expect((await call(t.app, 'POST', '/sys/permissionList', session)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before); // touched by the call
  });

  it('rotates the token: the new one comes in `authorization`, the old one works only for a grace period', async () => {
    const { session } = await signedIn();
    await expectRotationWithGrace(t, session, permissionList);
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
});
