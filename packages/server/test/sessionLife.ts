import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { sessions } from '../src/db/schema/index.ts';
import { sha256Hex } from '../src/platform/crypto.ts';

/**
 * The session store's life cycle, checked alike for staff and author sessions (both live in
 * `sessions`): a test app with TOKEN_ROTATE_SECONDS 300 and IDLE_TIMEOUT_SECONDS 600, a signed-in
 * session, and `send`, one call of its kind that answers 200 while the session lives.
 */
type Send<S> = (session: S) => Promise<Response>;

export async function sessionRowOf(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  return row!;
}

/** The token rotates after 300 s: the new one comes in `authorization`, the old one passes only for the grace. */
export async function expectRotationWithGrace<S extends { token: string }>(
  db: Db,
  session: S,
  send: Send<S>,
) {
  const old = session.token;
  const { id } = await sessionRowOf(db, old);
  await db
    .update(sessions)
    .set({ rotatedAt: new Date(Date.now() - 301_000) })
    .where(eq(sessions.id, id));
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
  // ...until the grace ends.
  await db
    .update(sessions)
    .set({ prevValidUntil: new Date(Date.now() - 1000) })
    .where(eq(sessions.id, id));
  expect((await send({ ...session, token: old })).json().code).toBe(90004);
  expect((await send(session)).statusCode).toBe(200);
}

/** A session idle past the limit is refused with 90004 (SPEC's sentence) and ends as timed out (4). */
export async function expectIdleEnd<S extends { token: string }>(db: Db, session: S, send: Send<S>) {
  const { id } = await sessionRowOf(db, session.token);
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 601_000) })
    .where(eq(sessions.id, id));
  const res = await send(session);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 90004, msg: '登录超时，请重新登录' });
  expect((await sessionRowOf(db, session.token)).status).toBe(4);
}
