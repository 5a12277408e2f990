import { AUTHOR_BLACKLISTED } from '@jb/contract/schemas/authors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authorSessions, authors, presses } from '../db/schema/index.ts';
import type { AuthorContext } from './access.ts';
import { sha256Hex } from './crypto.ts';
import { errors } from './errors.ts';
import { SessionStatus, TOUCH_EVERY_MS } from './sessionStore.ts';

/**
 * Authors' sessions at a journal's submission site, under the staff sessions' rules (statuses, the
 * idle limit, the touch interval) and resolved by the wire for every `access: 'author'` route.
 */
/** The author of an `author-token`: active, not idle past the limit, at a journal whose press is active. */
export async function resolveAuthor(
  db: Db,
  idleSeconds: number,
  token: string | undefined,
  nowMs = Date.now(),
): Promise<AuthorContext> {
  if (!token || token.length > 200) throw errors.sessionExpired();
  const [row] = await db
    .select({
      sessionId: authorSessions.id,
      status: authorSessions.status,
      lastSeenAt: authorSessions.lastSeenAt,
      authorId: authors.id,
      pressId: authors.pressId,
      blacklistType: authors.blacklistType,
      journalId: authorSessions.journalId,
      pressStatus: presses.status,
    })
    .from(authorSessions)
    .innerJoin(authors, eq(authors.id, authorSessions.authorId))
    .innerJoin(presses, eq(presses.id, authors.pressId))
    .where(eq(authorSessions.tokenHash, sha256Hex(token)));
  if (!row || row.status !== SessionStatus.ACTIVE) throw errors.sessionExpired();
  const idleMs = nowMs - row.lastSeenAt.getTime();
  if (idleMs > idleSeconds * 1000 || row.pressStatus !== 1) {
    await endAuthorSession(db, row.sessionId, SessionStatus.ENDED);
    throw errors.sessionExpired();
  }
  if (idleMs > TOUCH_EVERY_MS)
    await db
      .update(authorSessions)
      .set({ lastSeenAt: new Date(nowMs) })
      .where(eq(authorSessions.id, row.sessionId));
  return {
    sessionId: row.sessionId,
    authorId: row.authorId,
    pressId: row.pressId,
    journalId: row.journalId,
    blacklisted: row.blacklistType === AUTHOR_BLACKLISTED,
  };
}

export async function endAuthorSession(db: Db, sessionId: number, status: number = SessionStatus.LOGGED_OUT) {
  await db
    .update(authorSessions)
    .set({ status })
    .where(and(eq(authorSessions.id, sessionId), eq(authorSessions.status, SessionStatus.ACTIVE)));
}
