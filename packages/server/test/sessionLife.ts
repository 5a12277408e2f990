import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { sessions } from '../src/db/schema/index.ts';
import { sha256Hex } from '../src/platform/crypto.ts';
import { PermissionCache } from '../src/platform/permissionCache.ts';
import { findSessionByHash } from '../src/platform/sessionStore.ts';
import { engineName, type TestApp } from './testApp.ts';
import { FEED_DEADLINE_MS, until } from './until.ts';

/**
 * The session store's life cycle, checked alike for staff and author sessions (both live in
 * `sessions`): a test app with TOKEN_ROTATE_SECONDS 300 and IDLE_TIMEOUT_SECONDS 600, a signed-in
 * session, and `send`, one call of its kind that answers 200 while the session lives.
 *
 * The app keeps resolved sessions in memory (decision 0002), so a test that edits a session row by
 * hand says how the app learns of it, as the product does: an edit of what migration 0001
 * announces (status, tokens, prev_valid_until) is awaited on the change feed (`announced`); an
 * edit of rotated_at or last_seen_at, which stands for time that passed and is not announced, makes
 * the app forget the token's answer (`forgotten`), as that much time would have (the cache keeps an
 * answer SESSION_CACHE_SECONDS, 30, at most).
 */
type Send<S> = (session: S) => Promise<Response>;

export async function sessionRowOf(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  return row!;
}

/**
 * Waits until the app no longer holds an answer for `token`. On PostgreSQL an announcement reaches
 * the app on its listening connection some time after the write's own answer (under load, after
 * the next call had already been served from the cache); PGlite delivers it before the write returns.
 */
export async function announced(t: TestApp, token: string) {
  const hash = sha256Hex(token);
  await until(
    'the change feed to announce the edit of the session',
    () => t.app.sessionCache.get(hash, Date.now()) === undefined,
    FEED_DEADLINE_MS,
    5,
  );
}

/** Makes the app forget its answer for `token` (after an edit that is not announced). */
export function forgotten(t: TestApp, token: string) {
  t.app.sessionCache.forget(sha256Hex(token));
}

/** The token rotates after 300 s: the new one comes in `authorization`, the old one passes only for the grace. */
export async function expectRotationWithGrace<S extends { token: string }>(
  t: TestApp,
  session: S,
  send: Send<S>,
) {
  const old = session.token;
  const { id } = await sessionRowOf(t.db, old);
  await t.db
    .update(sessions)
    .set({ rotatedAt: new Date(Date.now() - 301_000) })
    .where(eq(sessions.id, id));
  forgotten(t, old);
  const res = await send(session);
  expect(res.statusCode, res.body).toBe(200);
  const fresh = res.headers.authorization as string;
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(old);
  expect(session.token).toBe(fresh); // the test client takes it, as the web does
  // A request already in flight with the old token still passes...
  const inFlight = await send({ ...session, token: old });
  expect(inFlight.statusCode).toBe(200);
  expect(inFlight.headers.authorization).toBeUndefined();
  const duringGrace = await findSessionByHash(t.db, new PermissionCache(), sha256Hex(old));
  expect(duringGrace).toMatchObject({ matchedCurrent: false, status: 1 });
  // ...until the grace ends.
  await t.db
    .update(sessions)
    .set({ prevValidUntil: new Date(Date.now() - 1000) })
    .where(eq(sessions.id, id));
  await announced(t, old);
  expect((await send({ ...session, token: old })).json().code).toBe(90004);
  // A cached answer cannot outlive the grace either: the answer read while the grace ran, held as
  // the clock passes its end (here the end is moved instead of the clock), is refused on its next
  // use, not reused for the rest of SESSION_CACHE_SECONDS.
  const cache = t.app.sessionCache;
  const held = { ...duringGrace!, prevValidUntil: new Date(Date.now() - 1000) };
  cache.store(sha256Hex(old), held, cache.ticket(), Date.now());
  // (On the shared PostgreSQL database the cache may be off a moment, or cleared by other test
  // files' writes before the call; the embedded database always takes the cached path.)
  if (engineName === 'pglite') expect(cache.get(sha256Hex(old), Date.now())).toBe(held);
  expect((await send({ ...session, token: old })).json().code).toBe(90004);
  expect((await send(session)).statusCode).toBe(200);
}

/** A session idle past the limit is refused with 90004 (SPEC's sentence) and ends as timed out (4). */
export async function expectIdleEnd<S extends { token: string }>(t: TestApp, session: S, send: Send<S>) {
  const { id } = await sessionRowOf(t.db, session.token);
  await t.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 601_000) })
    .where(eq(sessions.id, id));
  forgotten(t, session.token);
  const res = await send(session);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 90004, msg: '登录超时，请重新登录' });
  expect((await sessionRowOf(t.db, session.token)).status).toBe(4);
}
