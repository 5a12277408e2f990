import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser, unique } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { loginRecords, users } from '../../db/schema/index.ts';
import { deriveKey, parseStored } from '../../platform/passwords.ts';

/** Decision 0004: the web sign-in sends the argon2id key it derived, never the password. */
describe(`sign-in with a password key (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { LOGIN_MAX_FAILURES: 3, IP_MAX_FAILURES: 50 } });
  });
  afterAll(() => t.close());

  const saltOf = async (account: string) => {
    const res = await call(t.app, 'GET', '/sys/loginSalt', null, { query: { account } });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      algorithm: string;
      memoryCost: number;
      timeCost: number;
      parallelism: number;
      salt: string;
      keyLength: number;
      renew: boolean;
    };
  };
  /** What the browser does: the key of a password under the answer of /sys/loginSalt. */
  const keyFor = async (account: string, password: string) => {
    const s = await saltOf(account);
    const key = await deriveKey(password, { ...s, salt: Buffer.from(s.salt, 'base64') });
    return key.toString('base64');
  };
  const attempt = (body: object, remoteAddress?: string) =>
    call(t.app, 'POST', '/sys/login', null, { body, remoteAddress });

  it('signs in with the key derived from the account’s salt, and refuses a wrong password’s key', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { role: 'finance', adminType: 1 });
    const salt = await saltOf(user.account);
    expect(salt).toMatchObject({
      algorithm: 'argon2id',
      memoryCost: 7168,
      timeCost: 5,
      parallelism: 1,
      keyLength: 32,
    });
    const session = await login(t.app, user.account, {
      passwordKey: await keyFor(user.account, user.password),
    });
    expect(session.login.home).toBe('/finance/index');
    const me = await call(t.app, 'POST', '/sys/permissionList', session);
    expect(me.statusCode).toBe(200);

    const wrong = await attempt({
      account: user.account,
      passwordKey: await keyFor(user.account, 'Wrong1234'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 40010, msg: '账号或密码错误' });
    const records = await t.db.select().from(loginRecords).where(eq(loginRecords.userId, user.id));
    expect(records.map((r) => r.result).sort()).toEqual(['success', 'wrongPassword']);
  });

  it('does not tell an unknown account from a known one by its salt', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const ghost = unique('ghost');
    const a = await saltOf(ghost);
    const known = await saltOf(user.account);
    expect(Object.keys(a).sort()).toEqual(Object.keys(known).sort());
    expect({ ...a, salt: '' }).toEqual({ ...known, salt: '' });
    expect(Buffer.from(a.salt, 'base64')).toHaveLength(16);
    expect(await saltOf(ghost)).toEqual(a); // the same on every ask
    expect(await saltOf(ghost.toUpperCase())).toEqual(a); // accounts are matched without case, salts too
    expect((await saltOf(`${ghost}x`)).salt).not.toBe(a.salt);
    expect(await saltOf(user.account.toUpperCase())).toEqual(known);

    const res = await attempt({ account: ghost, passwordKey: await keyFor(ghost, 'Wrong1234') });
    expect(res.json()).toMatchObject({ code: 40010 });
    const records = await t.db.select().from(loginRecords).where(eq(loginRecords.account, ghost));
    expect(records.map((r) => r.result)).toEqual(['unknownAccount']);
  });

  it('counts wrong keys towards the lock like wrong passwords', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const bad = await keyFor(user.account, 'Wrong1234');
    for (let i = 0; i < 3; i += 1) await attempt({ account: user.account, passwordKey: bad }, '10.9.0.1');
    const locked = await attempt(
      { account: user.account, passwordKey: await keyFor(user.account, user.password) },
      '10.9.0.1',
    );
    expect(locked.json().code).toBe(40011);
  });

  it('refuses a stored value sent as a key: the table does not hold keys', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const digest = parseStored(row!.passwordHash)!.digest.toString('base64');
    const res = await attempt({ account: user.account, passwordKey: digest });
    expect(res.json()).toMatchObject({ code: 40010 });
  });

  it('answers a malformed key, both proofs at once, or neither, with field messages', async () => {
    const malformed = await attempt({ account: 'someone', passwordKey: 'not-a-key' });
    expect(malformed.statusCode).toBe(400);
    const fields = (res: { json(): { data: { fields: { path: string; zh: string; en: string }[] } } }) =>
      Object.fromEntries(res.json().data.fields.map((f) => [f.path, f]));
    expect(fields(malformed)).toMatchObject({ passwordKey: { zh: '格式不正确', en: 'Invalid value' } });
    const both = await attempt({
      account: 'someone',
      password: 'x',
      passwordKey: Buffer.alloc(32).toString('base64'),
    });
    expect(both.statusCode).toBe(400);
    expect(fields(both).passwordKey?.en).toBe('Send either the password or the password key, not both');
    const neither = await attempt({ account: 'someone' });
    expect(fields(neither)).toMatchObject({ password: { zh: '请输入密码' } });
    // Accounts are ASCII: other text could fold differently in the database and in the server
    // (the Turkish dotted İ lower-cases to "i" in PostgreSQL but not in JavaScript).
    const dotted = await call(t.app, 'GET', '/sys/loginSalt', null, { query: { account: 'admİn' } });
    expect(dotted.statusCode).toBe(400);
    expect(fields(dotted)).toHaveProperty('account');
    expect((await attempt({ account: 'admİn', password: 'x' })).statusCode).toBe(400);
    const noAccount = await call(t.app, 'GET', '/sys/loginSalt', null, { query: { account: ' ' } });
    expect(noAccount.statusCode).toBe(400);
    expect(fields(noAccount)).toMatchObject({ account: { zh: '请输入账号' } });
  });

  it('moves a password of the earlier stored form to the new one without the password (migration 0003)', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const { hash } = await import('@node-rs/argon2');
    const legacy = await hash(user.password, {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await t.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));

    const file = readFileSync(path.join(MIGRATIONS_DIR, '0003_password_relief.sql'), 'utf8');
    await t.db.transaction(async (tx) => {
      for (const statement of file.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash.startsWith('$argon2id-sha256$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(row!.passwordHash.split('$')[4]).toBe(legacy.split('$')[4]); // the same salt
    // The salt call gives the older settings and asks for the password once; the key opens it too.
    const before = await saltOf(user.account);
    expect(before).toMatchObject({ memoryCost: 19_456, timeCost: 2, renew: true });
    const key = await keyFor(user.account, user.password);
    expect(key).toBe(Buffer.from(legacy.split('$')[5]!, 'base64').toString('base64'));
    await login(t.app, user.account, { passwordKey: key });
    // A sign-in with the password stores it under today's settings and a new salt; the tell is gone.
    await login(t.app, user.account, user.password);
    const after = await saltOf(user.account);
    expect(after).toMatchObject({ memoryCost: 7168, timeCost: 5, renew: false });
    expect(after.salt).not.toBe(before.salt);
    await login(t.app, user.account, { passwordKey: await keyFor(user.account, user.password) });
  });
});
