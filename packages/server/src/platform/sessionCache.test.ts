import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPress, createUser } from '../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../test/testApp.ts';
import { call, login } from '../../test/wireClient.ts';
import { presses, userRoles } from '../db/schema/index.ts';
import { sha256Hex } from './crypto.ts';
import { SessionCache } from './sessionCache.ts';
import type { SessionRow } from './sessionStore.ts';

const row = { sessionId: 1, userId: 1 } as SessionRow;

describe('SessionCache', () => {
  it('never stores an answer whose lookup began before a change', () => {
    const cache = new SessionCache(30_000);
    const ticket = cache.ticket();
    cache.clear(); // a change announced while the lookup was out
    cache.store('h', row, ticket, 0);
    expect(cache.get('h', 1)).toBeUndefined();
    cache.store('h', row, cache.ticket(), 0);
    expect(cache.get('h', 1)).toBe(row);
  });

  it('keeps nothing while the change feed is down, and forgets entries after their time', () => {
    const cache = new SessionCache(1_000);
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

  it('is off when its time is 0', () => {
    const cache = new SessionCache(0);
    cache.setOnline(true);
    cache.store('h', row, cache.ticket(), 0);
    expect(cache.size).toBe(0);
  });
});

/** Two server processes on one database: a change made through either reaches the other's next call. */
describe(`session cache across processes (${engineName})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database, kv: a.kv });
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
    const { user, session, hash } = await cachedOn(b);
    await b.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    await announced(b, hash);
    expect((await call(b.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(403);
  });

  it('a press disabled by another process’s write ends its sessions here on the next call', async () => {
    const { press, session, hash } = await cachedOn(b);
    await a.db.update(presses).set({ status: 0 }).where(eq(presses.id, press.id));
    await announced(b, hash);
    const res = await call(b.app, 'GET', '/sys/personal/info', session);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(90004);
  });

  it('a sign-out in one process is a signed-out session in the other', async () => {
    const { session, hash } = await cachedOn(b);
    expect((await call(a.app, 'POST', '/sys/logout', session)).json().code).toBe(200);
    await announced(b, hash);
    expect((await call(b.app, 'GET', '/sys/personal/info', session)).statusCode).toBe(401);
  });
});
