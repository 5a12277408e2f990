import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from './crypto.ts';

export const SessionStatus = { ACTIVE: 1, LOGGED_OUT: 2, REPLACED: 3, ENDED: 4 } as const;

/** What one authenticated request knows about its caller. */
export interface SessionRow {
  sessionId: number;
  userId: number;
  status: number;
  sessionKey: string;
  matchedCurrent: boolean;
  prevValidUntil: Date | null;
  lastSeenAt: Date;
  rotatedAt: Date;
  pressId: number | null;
  userStatus: number;
  pressStatus: number | null;
  adminType: number | null;
  permissions: string[];
}

/**
 * One query per request: the session, its person, the press, and the person's permissions now
 * (their roles' permissions, cut to what the platform gives their press).
 */
export async function findSessionByToken(db: Db, token: string): Promise<SessionRow | null> {
  const hash = sha256Hex(token);
  const result = await db.execute(sql`
    select s.id as "sessionId", s.user_id as "userId", s.status, s.session_key as "sessionKey",
           s.token_hash = ${hash} as "matchedCurrent", s.prev_valid_until as "prevValidUntil",
           s.last_seen_at as "lastSeenAt", s.rotated_at as "rotatedAt",
           u.press_id as "pressId", u.status as "userStatus", p.status as "pressStatus", u.admin_type as "adminType",
           coalesce((select array_agg(distinct perm) from user_roles ur join roles r on r.id = ur.role_id
                     cross join lateral unnest(r.permissions) as perm
                     where ur.user_id = u.id and (u.press_id is null or perm = any(p.permissions))), '{}') as permissions
      from sessions s
      join users u on u.id = s.user_id
      left join presses p on p.id = u.press_id
     where s.token_hash = ${hash} or s.prev_token_hash = ${hash}
     order by (s.token_hash = ${hash}) desc
     limit 1`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  const date = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
  return {
    sessionId: Number(row.sessionId),
    userId: Number(row.userId),
    status: Number(row.status),
    sessionKey: String(row.sessionKey),
    matchedCurrent: Boolean(row.matchedCurrent),
    prevValidUntil: date(row.prevValidUntil),
    lastSeenAt: date(row.lastSeenAt)!,
    rotatedAt: date(row.rotatedAt)!,
    pressId: row.pressId == null ? null : Number(row.pressId),
    userStatus: Number(row.userStatus),
    pressStatus: row.pressStatus == null ? null : Number(row.pressStatus),
    adminType: row.adminType == null ? null : Number(row.adminType),
    permissions: parseTextArray(row.permissions),
  };
}

/** node-postgres parses text[] to an array; PGlite may too; a literal '{a,b}' is parsed here. */
function parseTextArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string')
    return v
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean)
      .map((s) => s.replace(/^"|"$/g, ''));
  return [];
}

export async function endSession(db: Db, sessionId: number, status: number): Promise<void> {
  await db
    .update(sessions)
    .set({ status, endedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, SessionStatus.ACTIVE)));
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Issues a new token; the old one stays valid for `graceSeconds` for requests already in flight.
 * Only one of several concurrent requests wins the rotation (the rotatedAt it read must still hold).
 */
export async function rotateToken(
  db: Db,
  sessionId: number,
  seenRotatedAt: Date,
  now: Date,
  graceSeconds: number,
): Promise<string | null> {
  const token = randomToken();
  const updated = await db
    .update(sessions)
    .set({
      prevTokenHash: sql`${sessions.tokenHash}`,
      prevValidUntil: new Date(now.getTime() + graceSeconds * 1000),
      tokenHash: sha256Hex(token),
      rotatedAt: now,
      lastSeenAt: now,
    })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.status, SessionStatus.ACTIVE),
        eq(sessions.rotatedAt, seenRotatedAt),
      ),
    )
    .returning({ id: sessions.id });
  return updated.length ? token : null;
}
