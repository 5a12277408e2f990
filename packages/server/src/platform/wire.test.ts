import { randomBytes } from 'node:crypto';
import { API_BASE } from '@jb/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser } from '../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../test/testApp.ts';
import { call, encryptV1, login, signedHeaders } from '../../test/wireClient.ts';

describe(`the wire (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { TOKEN_ROTATE_SECONDS: 3600 } });
  });
  afterAll(() => t.close());

  it('serves the public key unsigned and answers in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/common/publicKey` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { publicKey: expect.any(String) } });
  });

  it('refuses a call without a signature and one with a forged signature', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      payload: { account: 'a', password: 'b' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe(40001);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { ...(await signedHeaders(null)), signature: randomBytes(256).toString('base64') },
      payload: (await encryptV1({ account: 'a', password: 'b' })).payload,
    });
    expect(forged.json().code).toBe(40001);
  });

  it('refuses a stale timer', async () => {
    const res = await call(t.app, 'POST', '/sys/login', null, {
      body: { account: 'x', password: 'y' },
      timer: Date.now() - 10 * 60_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40002, msg: expect.stringContaining('时间') });
  });

  it('refuses a replayed signed request, also without a session', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const session = await login(t.app, user.account, user.password);
    const nonce = `${session.webIp}_${Date.now()}_fixed`;
    const first = await call(t.app, 'POST', '/sys/permissionList', session, { nonce });
    expect(first.statusCode).toBe(200);
    const replay = await call(t.app, 'POST', '/sys/permissionList', session, { nonce });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe(40003);

    const headers = await signedHeaders(null);
    const body = (await encryptV1({ account: user.account, password: 'wrong-pass1' })).payload;
    const a = await t.app.inject({ method: 'POST', url: `${API_BASE}/sys/login`, headers, payload: body });
    expect(a.json().code).toBe(40010);
    const b = await t.app.inject({ method: 'POST', url: `${API_BASE}/sys/login`, headers, payload: body });
    expect(b.json().code).toBe(40003);
  });

  it('refuses a forged token signature and a token that is not a session', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const session = await login(t.app, user.account, user.password);
    const forged = await call(t.app, 'POST', '/sys/permissionList', session, { headers: { sign: 'AAAA' } });
    expect(forged.json().code).toBe(40001);
    const unknown = await call(t.app, 'POST', '/sys/permissionList', { ...session, token: 'not-a-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(90004);
  });

  it('round-trips encrypted bodies and refuses plain or undecryptable ones', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const plain = await call(t.app, 'POST', '/sys/login', null, {
      body: { account: user.account, password: user.password },
      plain: true,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe(40004);
    const broken = await call(t.app, 'POST', '/sys/login', null, {
      body: { enc: 'v1', key: 'AAAA', iv: 'AAAA', data: 'AAAA' },
      plain: true,
    });
    expect(broken.json()).toMatchObject({ code: 40004, msg: '请求内容无法解密' });
    // login() sends a v1 (RSA-wrapped) body; this PUT sends an s1 body under the session key.
    const session = await login(t.app, user.account, user.password);
    const put = await call(t.app, 'PUT', '/sys/personal/info', session, {
      body: { name: '加密往返', phone: user.phone, version: 0 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.name).toBe('加密往返');
  });

  it('answers malformed JSON and a body over 1 MB with clear 4xx envelopes', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { ...(await signedHeaders(null)), 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(40005);
    const big = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { ...(await signedHeaders(null)), 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(41300);
  });

  it('accepts plain JSON bodies when the server is configured for API clients', async () => {
    const open = await createTestApp({ config: { ALLOW_PLAIN_BODY: true }, database: undefined });
    try {
      const press = await createPress(open.db);
      const user = await createUser(open.db, press);
      const res = await call(open.app, 'POST', '/sys/login', null, {
        body: { account: user.account, password: user.password },
        plain: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.sessionKeyEncrypted).toBe(false);
    } finally {
      await open.close();
    }
  });

  it('ignores the GET timestamp parameter', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const session = await login(t.app, user.account, user.password);
    const res = await call(t.app, 'GET', '/sys/message/unread', session, {
      query: { perId: user.id, timestamp: '1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: '200', data: 0 });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/nothing-here` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, msg: '数据不存在' });
  });
});
