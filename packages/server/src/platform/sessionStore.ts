import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authors, presses, roles, sessions, userRoles, users } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from './crypto.ts';
import type { PermissionCache } from './permissionCache.ts';
import { ref } from './sqlRef.ts';

export const SessionStatus = { ACTIVE: 1, LOGGED_OUT: 2, REPLACED: 3, ENDED: 4 } as const;

/** last_seen_at is written at most this often; the idle limit is therefore exact to this many seconds. */
export const TOUCH_EVERY_MS = 15_000;

/**
 * What one authenticated request knows about its caller: a person's session (userId) or an
 * author's (authorId, journalId), never both.
 */
export interface SessionRow {
  sessionId: number;
  userId: number | null;
  authorId: number | null;
  /** The journal site an author signed in at; null for a person. */
  journalId: number | null;
  status: number;
  sessionKey: string;
  matchedCurrent: boolean;
  prevValidUntil: Date | null;
  lastSeenAt: Date;
  rotatedAt: Date;
  /** The person's press (null for platform operators) or the author's. */
  pressId: number | null;
  /** null for an author's session. */
  userStatus: number | null;
  pressStatus: number | null;
  adminType: number | null;
  /** The author's blacklistType (SPEC §3); null for a person's session. */
  blacklistType: number | null;
  permissions: string[];
}

/**
 * Session, person or author, and press in one prepared statement per database (planned once per
 * connection). A staff row reads as before: one index probe on the token, the person by key, the
 * author join finding nothing by its null key.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  const hash = sql.placeholder('hash');
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      authorId: sessions.authorId,
      journalId: sessions.journalId,
      status: sessions.status,
      sessionKey: sessions.sessionKey,
      matchedCurrent: sql<boolean>`${sessions.tokenHash} = ${hash}`,
      prevValidUntil: sessions.prevValidUntil,
      lastSeenAt: sessions.lastSeenAt,
      rotatedAt: sessions.rotatedAt,
      pressId: sql<number | null>`coalesce(${users.pressId}, ${authors.pressId})`,
      userStatus: users.status,
      pressStatus: presses.status,
      pressRef: sql<
        string | null
      >`case when ${presses.id} is null then null else ${presses.id} || ':' || ${presses.version} end`,
      adminType: users.adminType,
      blacklistType: authors.blacklistType,
      roleRefs: sql<
        string[]
      >`coalesce((select array_agg(${ref(roles.id)} || ':' || ${ref(roles.version)}) from ${userRoles}
        join ${roles} on ${ref(roles.id)} = ${ref(userRoles.roleId)} where ${ref(userRoles.userId)} = ${ref(users.id)}), '{}')`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(authors, eq(authors.id, sessions.authorId))
    .leftJoin(presses, eq(presses.id, sql`coalesce(${users.pressId}, ${authors.pressId})`))
    .where(or(eq(sessions.tokenHash, hash), eq(sessions.prevTokenHash, hash)))
    .orderBy(desc(sql`${sessions.tokenHash} = ${hash}`))
    .limit(1)
    .prepare('session_by_token');
}

/**
 * One query per request: the session, its person and press, and the versions of their roles and
 * press; the permissions are those roles' permissions cut to what the platform gives the press.
 */
export function findSessionByToken(
  db: Db,
  cache: PermissionCache,
  token: string,
): Promise<SessionRow | null> {
  return findSessionByHash(db, cache, sha256Hex(token));
}

export async function findSessionByHash(
  db: Db,
  cache: PermissionCache,
  hash: string,
): Promise<SessionRow | null> {
  let lookup = prepared.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    prepared.set(db, lookup);
  }
  const [row] = await lookup.execute({ hash });
  if (!row) return null;
  const { pressRef, roleRefs, ...rest } = row;
  const permissions =
    row.userId === null
      ? [] // an author holds no staff permission
      : [...(await cache.effective(db, parseTextArray(roleRefs), row.pressId === null ? null : pressRef))];
  return { ...rest, matchedCurrent: Boolean(row.matchedCurrent), permissions };
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
