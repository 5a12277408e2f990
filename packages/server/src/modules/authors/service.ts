import type { authorLoginBody, authorRegisterBody } from '@jb/contract/schemas/authors';
import { AUTHOR_BLACKLISTED, type AuthorLoginResult } from '@jb/contract/schemas/authors';
import { JournalStatus } from '@jb/contract/schemas/journals';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authorLoginRecords, authorSessions, authors, journals, presses } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { errors } from '../../platform/errors.ts';
import { decoyStored, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { AuthDeps, ClientInfo } from '../auth/service.ts';

/** The same dependencies as the staff sign-in. */
export type AuthorDeps = AuthDeps;

/** The signed-in author of a submission-site call. */
export interface AuthorContext {
  sessionId: number;
  authorId: number;
  pressId: number;
  journalId: number;
  blacklisted: boolean;
}

const AuthorSessionStatus = { ACTIVE: 1, LOGGED_OUT: 2, ENDED: 4 } as const;
const TOUCH_EVERY_MS = 15_000;

/** A journal's site exists only while its press is active; it answers "not found" otherwise. */
async function siteJournal(db: Db, journalId: number) {
  const [row] = await db
    .select({ id: journals.id, name: journals.name, pressId: journals.pressId, status: journals.status })
    .from(journals)
    .innerJoin(presses, eq(presses.id, journals.pressId))
    .where(and(eq(journals.id, journalId), eq(presses.status, 1)));
  if (!row || row.status === JournalStatus.DISABLED) throw errors.notFound();
  return row;
}

/** Registers an author with the journal's press; one account per phone and press. */
export async function registerAuthor(db: Db, body: z.infer<typeof authorRegisterBody>) {
  const journal = await siteJournal(db, body.journalId);
  const passwordHash = await hashPassword(body.password);
  const inserted = await db
    .insert(authors)
    .values({
      pressId: journal.pressId,
      name: body.name,
      phone: body.phone,
      email: body.email,
      unit: body.unit,
      passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: authors.id });
  if (!inserted[0]) throw errors.authorPhoneTaken();
  return { id: inserted[0].id };
}

/**
 * Signs an author in at one journal's site. Every attempt is recorded for that journal
 * (journalReview/authorLoginDetail); failures count towards the same lock as staff sign-ins.
 */
export async function authorLogin(
  deps: AuthorDeps,
  body: z.infer<typeof authorLoginBody>,
  client: ClientInfo,
) {
  const { db, throttle } = deps;
  const journal = await siteJournal(db, body.journalId);
  const account = `author:${journal.pressId}:${body.phone}`;
  await throttle.assertAllowed(account, client.ip);
  const [author] = await db
    .select()
    .from(authors)
    .where(and(eq(authors.pressId, journal.pressId), eq(authors.phone, body.phone)));
  const ok = await verifyPassword(author?.passwordHash ?? decoyStored(deps.saltSecret, account), {
    password: body.password,
  });
  const location = await deps.locator.locate(client.ip);
  const record = (result: AuthorLoginResult) =>
    db.insert(authorLoginRecords).values({
      pressId: journal.pressId,
      journalId: journal.id,
      authorId: author?.id ?? null,
      phone: body.phone,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
      location,
      result,
    });
  if (!author || !ok) {
    await record(author ? 'wrongPassword' : 'unknownAccount');
    throw await throttle.failure(account, client.ip);
  }
  await throttle.recordSuccess(account);
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(authorSessions)
      .values({ authorId: author.id, journalId: journal.id, tokenHash: sha256Hex(token) });
    await tx.insert(authorLoginRecords).values({
      pressId: journal.pressId,
      journalId: journal.id,
      authorId: author.id,
      phone: body.phone,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
      location,
      result: author.blacklistType === AUTHOR_BLACKLISTED ? 'blacklisted' : 'success',
    });
  });
  return {
    token,
    author: { id: author.id, name: author.name, phone: author.phone },
    journal: { id: journal.id, name: journal.name },
    idleTimeoutMs: deps.config.IDLE_TIMEOUT_SECONDS * 1000,
  };
}

/** The author of an `author-token`: active, not idle past the limit, at a journal whose press is active. */
export async function resolveAuthor(
  db: Db,
  config: Config,
  token: string | undefined,
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
  if (!row || row.status !== AuthorSessionStatus.ACTIVE) throw errors.sessionExpired();
  const now = Date.now();
  if (now - row.lastSeenAt.getTime() > config.IDLE_TIMEOUT_SECONDS * 1000 || row.pressStatus !== 1) {
    await endAuthorSession(db, row.sessionId, AuthorSessionStatus.ENDED);
    throw errors.sessionExpired();
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db
      .update(authorSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(authorSessions.id, row.sessionId));
  return {
    sessionId: row.sessionId,
    authorId: row.authorId,
    pressId: row.pressId,
    journalId: row.journalId,
    blacklisted: row.blacklistType === AUTHOR_BLACKLISTED,
  };
}

export async function endAuthorSession(
  db: Db,
  sessionId: number,
  status: number = AuthorSessionStatus.LOGGED_OUT,
) {
  await db
    .update(authorSessions)
    .set({ status })
    .where(and(eq(authorSessions.id, sessionId), eq(authorSessions.status, AuthorSessionStatus.ACTIVE)));
}
