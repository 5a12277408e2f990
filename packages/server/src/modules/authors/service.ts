import type { authorLoginBody, authorRegisterBody, authorSendCodeBody } from '@jb/contract/schemas/authors';
import { AUTHOR_BLACKLISTED, type AuthorLoginResult } from '@jb/contract/schemas/authors';
import { JournalStatus } from '@jb/contract/schemas/journals';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { authorLoginRecords, authors, journals, presses } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { decoyStored, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { checkCode, issueCode } from '../../platform/verificationCodes.ts';
import { type ClientInfo, openSession, sessionSecrets } from '../auth/openSession.ts';
import type { AuthDeps } from '../auth/service.ts';

/** The same dependencies as the staff sign-in. */
export type AuthorDeps = AuthDeps;

/** A journal's site exists only while its press is active; it answers "not found" otherwise. */
export async function siteJournal(db: Db, key: number | { code: string }) {
  const [row] = await db
    .select({
      id: journals.id,
      code: journals.code,
      name: journals.name,
      pressId: journals.pressId,
      status: journals.status,
    })
    .from(journals)
    .innerJoin(presses, eq(presses.id, journals.pressId))
    .where(
      and(
        typeof key === 'number' ? eq(journals.id, key) : eq(journals.code, key.code),
        eq(presses.status, 1),
      ),
    );
  if (!row || row.status === JournalStatus.DISABLED) throw errors.notFound();
  return row;
}

const registerPurpose = (pressId: number) => `authorRegister:${pressId}`;

/** Sends a registration code for the journal's press (the SMS outbox). */
export async function sendRegisterCode(db: Db, sms: SmsSender, body: z.infer<typeof authorSendCodeBody>) {
  const journal = await siteJournal(db, body.journalId);
  await issueCode(db, sms, body.phone, registerPurpose(journal.pressId), true);
}

/** Registers an author with the journal's press, with the code sent to the phone; one account per phone and press. */
export async function registerAuthor(db: Db, body: z.infer<typeof authorRegisterBody>) {
  const journal = await siteJournal(db, body.journalId);
  const [taken] = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(eq(authors.pressId, journal.pressId), eq(authors.phone, body.phone)));
  if (taken) throw errors.authorPhoneTaken();
  const markUsed = await checkCode(db, body.phone, registerPurpose(journal.pressId), body.code);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await markUsed(tx);
    return insertAuthor(tx, journal.pressId, body, passwordHash);
  });
}

async function insertAuthor(
  db: Tx,
  pressId: number,
  body: z.infer<typeof authorRegisterBody>,
  passwordHash: string,
) {
  const inserted = await db
    .insert(authors)
    .values({
      pressId,
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
 * (journalReview/authorLoginDetail); failures count towards the same lock as staff sign-ins. The
 * answer carries what a staff sign-in answers for the wire (token, session key, address).
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
  // The same session store and wire as staff: token, session key (under the body's AES key),
  // rotation, idle end. An author may be signed in at several journals' sites at once.
  const secrets = sessionSecrets(client);
  const now = new Date();
  const result: AuthorLoginResult = author.blacklistType === AUTHOR_BLACKLISTED ? 'blacklisted' : 'success';
  await openSession(db, {
    owner: { authorId: author.id, journalId: journal.id },
    replaceOthers: false,
    secrets,
    client,
    now,
    alongside: [
      sql`insert into author_login_records (press_id, journal_id, author_id, phone, ip, user_agent, location, result, created_at)
        values (${journal.pressId}, ${journal.id}, ${author.id}, ${body.phone}, ${client.ip},
          ${client.userAgent.slice(0, 300)}, ${location}, ${result}, ${now.toISOString()}::timestamptz)`,
    ],
  });
  return {
    ...secrets.answer,
    author: { id: author.id, name: author.name, phone: author.phone },
    journal: { id: journal.id, name: journal.name },
    idleTimeoutMs: deps.config.IDLE_TIMEOUT_SECONDS * 1000,
  };
}
