import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { call, login } from '../../test/wireClient.ts';
import { type KvStore, MemoryKv, RedisKv } from './kv.ts';

const redisUrl = process.env.REDIS_URL;
const stores: [string, () => KvStore][] = [['memory', () => new MemoryKv()]];
if (redisUrl) stores.push(['redis', () => new RedisKv(redisUrl, `kvtest:${process.pid}:${Date.now()}:`)]);

describe.each(stores)('key-value store (%s)', (_name, make) => {
  let kv: KvStore;
  beforeAll(() => {
    kv = make();
  });
  afterAll(() => kv.close());

  it('sets a key only once until it expires', async () => {
    expect(await kv.setIfAbsent('a', 60)).toBe(true);
    expect(await kv.setIfAbsent('a', 60)).toBe(false);
    expect(await kv.ttl('a')).toBeGreaterThan(50);
    await kv.delete('a');
    expect(await kv.ttl('a')).toBe(0);
    expect(await kv.setIfAbsent('a', 60)).toBe(true);
  });

  it('forgets a key once it expires', async () => {
    expect(await kv.setIfAbsent('short', 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await kv.setIfAbsent('short', 1)).toBe(true);
  });

  it('counts within a window that starts at the first increment', async () => {
    expect(await kv.increment('c', 60)).toBe(1);
    expect(await kv.increment('c', 60)).toBe(2);
    expect(await kv.ttl('c')).toBeGreaterThan(0);
  });

  it('reads several counters at once, 0 for one never counted', async () => {
    await kv.increment('x', 60);
    await kv.increment('y', 60);
    await kv.increment('y', 60);
    expect(await kv.counters(['y', 'none', 'x'])).toEqual([2, 0, 1]);
  });
});

/** Two server processes sharing Redis: a nonce used on one is refused on the other; failures add up. */
describe.runIf(redisUrl)('several processes share nonces and throttling through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const prefix = `multi:${process.pid}:${Date.now()}:`;
    a = await createTestApp({ kv: new RedisKv(redisUrl!, prefix), config: { LOGIN_MAX_FAILURES: 2 } });
    b = await createTestApp({
      kv: new RedisKv(redisUrl!, prefix),
      database: a.database,
      config: { LOGIN_MAX_FAILURES: 2 },
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('refuses on process B a nonce first used on process A', async () => {
    const press = await createPress(a.db);
    const user = await createUser(a.db, press);
    const session = await login(a.app, user.account, user.password);
    const nonce = `${session.webIp}_${Date.now()}_shared`;
    expect((await call(a.app, 'POST', '/sys/permissionList', session, { nonce })).statusCode).toBe(200);
    const replay = await call(b.app, 'POST', '/sys/permissionList', session, { nonce });
    expect(replay.json().code).toBe(40003);
  });

  it('locks an account after failures spread over both processes', async () => {
    const press = await createPress(a.db);
    const user = await createUser(a.db, press);
    const body = { account: user.account, password: 'Wrong1234' };
    expect((await call(a.app, 'POST', '/sys/login', null, { body })).json().code).toBe(40010);
    expect((await call(b.app, 'POST', '/sys/login', null, { body })).json().code).toBe(40011);
    const right = await call(a.app, 'POST', '/sys/login', null, {
      body: { account: user.account, password: user.password },
    });
    expect(right.json().code).toBe(40011);
  });
});
