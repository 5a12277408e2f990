import { personalUpdate } from '@jb/contract/api/personal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPress, createUser } from '../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../test/testApp.ts';
import { call, callOf, login } from '../../test/wireClient.ts';
import type { Database } from '../db/client.ts';
import { messages, presses, roles, userRoles } from '../db/schema/index.ts';
import { ChangeCache } from './changeCache.ts';
import { SHARED_COUNTER, SHARED_COUNTER_TTL_SECONDS } from './changeFence.ts';
import { sha256Hex } from './crypto.ts';
import type { SessionRow } from './sessionStore.ts';

const row = { sessionId: 1, userId: 1 } as SessionRow;

describe('ChangeCache', () => {
  it('never stores an answer whose lookup began before a change', () => {
    const cache = new ChangeCache<string, SessionRow>(30_000);
    const ticket = cache.ticket();
    cache.clear(); // a change announced while the lookup was out
    cache.store('h', row, ticket, 0);
    expect(cache.get('h', 1)).toBeUndefined();
    cache.store('h', row, cache.ticket(), 0);
    expect(cache.get('h', 1)).toBe(row);
  });

  it('keeps nothing while the change feed is down, and forgets entries after their time', () => {
    const cache = new ChangeCache<string, SessionRow>(1_000);
    cache.store('h', row, cache.ticket(), 0);
    expect(cache.get('h', 999)).toBe(row);
    expect(cache.get('h', 1_000)).toBeUndefined();
    cache.setOnline(false);
    cache.store('h', row, cache.ticket(), 0);
    expect(cache.get('h', 1)).toBeUndefined();
    cache.setOnline(true);
    cache.store('h', row, cache.ticket(), 0);
    expect(cache.get('h', 1)).toBe(row);
  });

  it('clears an attached cache with it, and turns it off and on with it', () => {
    const sessions = new ChangeCache<string, SessionRow>(30_000);
    const counts = sessions.attach(new ChangeCache<number, number>(30_000));
    counts.store(7, 3, counts.ticket(), 0);
    sessions.sync(1); // a state-changing call somewhere
    expect(counts.get(7, 1)).toBeUndefined();
    sessions.setOnline(false);
    counts.store(7, 3, counts.ticket(), 0);
    expect(counts.get(7, 1)).toBeUndefined();
    sessions.setOnline(true);
    counts.store(7, 3, counts.ticket(), 0);
    expect(counts.get(7, 1)).toBe(3);
  });

  it('is off when its time is 0', () => {
    const cache = new ChangeCache<string, SessionRow>(0);
    cache.setOnline(true);
    cache.store('h', row, cache.ticket(), 0);
    expect(cache.size).toBe(0);
  });
});

/**
 * Two server processes on one database and one shared store: a change made through one reaches the
 * other's next call; a change made in the database directly reaches them once announced.
 */
describe(`session cache across processes (${engineName})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    // b hears nothing from the database (as with a lagging or half-open feed): only the shared
    // counter of state-changing calls can tell it about a change made through a.
    const deaf: Database = {
      ...a.database,
      listen: async (_channel, feed) => {
        feed.onState(true);
        return async () => {};
      },
    };
    b = await createTestApp({ database: deaf, kv: a.kv });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /**
   * Signs in through `a` and reads through `t` until `t` holds the session. (On a database other
   * test files write to at the same time, their changes clear the cache too; hence the retries.)
   */
  async function cachedOn(t: TestApp) {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { permissions: ['manage.welcome', 'manage.personalData'] });
    const session = await login(a.app, user.account, user.password);
    const hash = sha256Hex(session.token);
    await vi.waitFor(
      async () => {
        expect((await call(t.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(200);
        expect(t.app.sessionCache.get(hash, Date.now())).toBeDefined();
      },
      { timeout: 5_000, interval: 20 },
    );
    return { press, user, session, hash };
  }

  /** Waits until the change has reached `t`'s cache: the session is no longer held there. */
  async function announced(t: TestApp, hash: string) {
    await vi.waitFor(() => expect(t.app.sessionCache.get(hash, Date.now())).toBeUndefined(), {
      timeout: 5_000,
      interval: 5,
    });
  }

  it('a role taken away directly in the database is refused on the next call once announced', async () => {
    const { user, session, hash } = await cachedOn(a);
    await a.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    await announced(a, hash);
    expect((await call(a.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(403);
  });

  it('a press disabled by a write outside the server ends its sessions once announced', async () => {
    const { press, session, hash } = await cachedOn(a);
    await a.db.update(presses).set({ status: 0 }).where(eq(presses.id, press.id));
    await announced(a, hash);
    const res = await call(a.app, 'GET', '/sys/personal/info', session);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(90004);
  });

  it('a sign-out in one process is refused in the other on the very next call', async () => {
    const { session } = await cachedOn(b);
    expect((await call(a.app, 'POST', '/sys/logout', session)).json().code).toBe(200);
    expect((await call(b.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(401);
  });

  it('a permission taken away through one process is refused in the other on the very next call', async () => {
    const { press, user, session } = await cachedOn(b);
    const admin = await createUser(a.db, press, { role: 'pressAdmin', adminType: 2 });
    const adminSession = await login(a.app, admin.account, admin.password);
    const [link] = await a.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    const body = {
      id: link!.roleId,
      version: 0,
      name: '测试角色',
      nameEn: '',
      permissions: ['manage.welcome'],
    };
    expect((await call(a.app, 'PUT', '/sys/role/update', adminSession, { body })).json().code).toBe(200);
    expect((await call(b.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(403);
  });

  it('a role’s permissions edited by hand in the database apply once announced', async () => {
    const { user, session, hash } = await cachedOn(a);
    const [link] = await a.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    await a.db
      .update(roles)
      .set({ permissions: ['manage.welcome'] })
      .where(eq(roles.id, link!.roleId));
    await announced(a, hash);
    expect((await call(a.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(403);
  });

  /** The person's unread count through `t`, once `t` holds it. */
  async function unreadHeld(t: TestApp) {
    const { user, session, hash } = await cachedOn(t);
    const ask = async () =>
      (await call(t.app, 'GET', '/sys/message/unread', session, { query: { perId: user.id } })).json().data;
    // Asked again on each try: on the shared PostgreSQL database other test files' messages clear
    // the held counts at any moment, and only a new ask fills it again.
    await vi.waitFor(
      async () => {
        expect(await ask()).toBe(0);
        expect(t.app.unreadCache.get(user.id, Date.now())).toBe(0);
      },
      { timeout: 5_000, interval: 20 },
    );
    return { user, session, hash, ask };
  }

  it('a message written directly in the database shows in the next unread count once announced', async () => {
    const { user, hash, ask } = await unreadHeld(a);
    await a.db.insert(messages).values({ recipientId: user.id, title: '新稿件', content: '请审核' });
    await vi.waitFor(() => expect(a.app.unreadCache.get(user.id, Date.now())).toBeUndefined(), {
      timeout: 5_000,
      interval: 5,
    });
    // A message changes counts, not access: the session stays held. (Only on the embedded database:
    // on the shared PostgreSQL one, other test files' writes clear sessions at any moment.)
    if (engineName === 'pglite') expect(a.app.sessionCache.get(hash, Date.now())).toBeDefined();
    expect(await ask()).toBe(1);
  });

  it('a call that changes nothing cached leaves the other process holding its sessions', async () => {
    const { user, session, hash } = await cachedOn(b); // b hears no announcements from the database
    const before = await a.kv.counter(SHARED_COUNTER.access);
    const body = { name: '改名', phone: user.phone, version: 0 };
    const res = await callOf(a.app, personalUpdate, session, { body });
    expect(res.statusCode).toBe(200);
    // On the shared PostgreSQL database other test files change access at any moment (and the
    // fence then counts their announcements too); the embedded one is this file's alone.
    if (engineName !== 'pglite') return;
    expect(await a.kv.counter(SHARED_COUNTER.access)).toBe(before);
    expect((await call(b.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(200);
    expect(b.app.sessionCache.get(hash, Date.now())).toBeDefined();
  });

  it('the fence of a call hears a message written while it ran, and the other process then counts afresh', async () => {
    const { user, ask } = await unreadHeld(b); // b hears no announcements from the database
    const mark = a.app.changeFence.mark();
    await a.db.insert(messages).values({ recipientId: user.id, title: '新稿件', content: '请审核' });
    expect((await a.app.changeFence.settle(mark)).unread).toBe(true);
    expect(await ask()).toBe(0); // b still holds the count it read
    await a.kv.increment(SHARED_COUNTER.unread, SHARED_COUNTER_TTL_SECONDS); // what a's answer does then
    expect(await ask()).toBe(1);
  });
});
