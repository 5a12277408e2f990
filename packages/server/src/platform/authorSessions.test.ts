import { randomBytes } from 'node:crypto';
import { authorList } from '@jb/contract/api/authorManagement';
import { authorLogout, authorManuscripts } from '@jb/contract/api/authorSite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor } from '../../test/authorSession.ts';
import { announced, expectIdleEnd, expectRotationWithGrace, sessionRowOf } from '../../test/sessionLife.ts';
import { createTestApp, engineName, type TestApp } from '../../test/testApp.ts';
import { call, callOf, login } from '../../test/wireClient.ts';
import { presses } from '../db/schema/index.ts';

/**
 * Authors' sessions live in the one session store and ride the staff wire: token, nonce, HMACs
 * under the session key, the replay check, rotation with a grace, the idle end; and a session of one
 * kind is no session on the other kind's routes.
 */
describe(`author sessions on the staff wire (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { IDLE_TIMEOUT_SECONDS: 600, TOKEN_ROTATE_SECONDS: 300 } });
  });
  afterAll(() => t.close());

  const mine = (session: AuthorSession | null, opts: Parameters<typeof callOf>[4] = {}) =>
    callOf(t.app, authorManuscripts, session, { query: {} }, opts);
  const rowOf = (token: string) => sessionRowOf(t.db, token);

  it('keeps the author’s session as a row of the session store, signed like a staff one', async () => {
    const { w, session, authorId } = await openJournalWithAuthor(t);
    const row = await rowOf(session.token);
    expect(row).toMatchObject({ userId: null, authorId, journalId: w.journalId, status: 1 });
    expect(Buffer.from(row.sessionKey, 'base64').equals(session.sessionKey)).toBe(true);
    expect(session.login.sessionKeyEncrypted).toBe(true); // the key came under the body's AES key
    const res = await mine(session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('refuses a call signed with another key, a forged token HMAC and a replayed nonce', async () => {
    const { session } = await openJournalWithAuthor(t);
    const wrongKey = await mine({ ...session, sessionKey: randomBytes(32) });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().code).toBe(40001);
    const forged = await mine(session, { headers: { sign: 'AAAA' } });
    expect(forged.json().code).toBe(40001);
    const nonce = `${session.webIp}_${Date.now()}_once`;
    expect((await mine(session, { nonce })).statusCode).toBe(200);
    const replayed = await mine(session, { nonce });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe(40003);
  });

  it('rotates the token: the new one comes in `authorization`, the old one works only for the grace', async () => {
    const { session } = await openJournalWithAuthor(t);
    await expectRotationWithGrace(t, session, mine);
  });

  it('refuses a staff session on an author route and an author session on staff routes (90004)', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const staffOnAuthor = await callOf(t.app, authorManuscripts, admin, { query: {} });
    expect(staffOnAuthor.statusCode).toBe(401);
    expect(staffOnAuthor.json().code).toBe(90004);
    // The administrator's own calls still work: the refusal ended nothing.
    expect((await callOf(t.app, authorList, admin, { query: {} })).statusCode).toBe(200);
    for (const res of [
      await callOf(t.app, authorList, session, { query: {} }),
      await call(t.app, 'POST', '/sys/permissionList', session),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 90004, msg: '登录超时，请重新登录' });
    }
    expect((await mine(session)).statusCode).toBe(200);
  });

  it('ends the session at sign-out, after the idle limit, and when the press is disabled', async () => {
    const out = await openJournalWithAuthor(t);
    expect((await callOf(t.app, authorLogout, out.session, {})).json().code).toBe(200);
    expect((await rowOf(out.session.token)).status).toBe(2);
    expect((await mine(out.session)).json().code).toBe(90004);

    const idle = await openJournalWithAuthor(t);
    await expectIdleEnd(t, idle.session, mine);

    const disabled = await openJournalWithAuthor(t);
    await t.db.update(presses).set({ status: 2 }).where(eq(presses.id, disabled.w.press.id));
    await announced(t, disabled.session.token);
    expect((await mine(disabled.session)).json().code).toBe(90004);
    expect((await rowOf(disabled.session.token)).status).toBe(4);
  });
});
