import { randomBytes } from 'node:crypto';
import { JournalStatus } from '@jb/contract/schemas/journals';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { journals, referralCodes, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { activeEditor } from './editors.ts';

/** 16 characters of base64url: 96 random bits, not to be guessed. */
const newCode = () => randomBytes(12).toString('base64url');

/**
 * The signed-in acquisition editor's referral code, made on the first call (random, unique), and
 * the press's open journals a link may lead to (`/submit/<journal code>?ref=<code>`).
 */
export async function myReferral(db: Db, auth: AuthContext) {
  if (auth.pressId === null) throw errors.notFound();
  const pressId = auth.pressId;
  await makeReferralCode(db, auth.userId, pressId);
  const [[card], open] = await Promise.all([
    db
      .select({ code: referralCodes.code, editorName: users.name })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.userId))
      .where(eq(referralCodes.userId, auth.userId)),
    db
      .select({ id: journals.id, code: journals.code, name: journals.name })
      .from(journals)
      .where(and(eq(journals.pressId, pressId), eq(journals.status, JournalStatus.OPEN)))
      .orderBy(asc(journals.id)),
  ]);
  return { ...card!, journals: open };
}

const codeOf = async (db: Db | Tx, userId: number) =>
  (
    await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId))
  )[0]?.code;

/**
 * The editor's referral code, made unless they have one (random, unique): read only once it exists
 * (the public card page asks it on every view).
 */
export async function makeReferralCode(db: Db | Tx, userId: number, pressId: number): Promise<string> {
  const existing = await codeOf(db, userId);
  if (existing) return existing;
  await db
    .insert(referralCodes)
    .values({ userId, pressId, code: newCode() })
    .onConflictDoNothing({ target: referralCodes.userId });
  return (await codeOf(db, userId))!;
}

/**
 * The referrer a submission's code names: an active acquisition editor of the submission's press.
 * An unknown code, another press's or a former editor's is ignored (null): it never blocks a
 * submission.
 */
export async function referrerOfCode(tx: Tx, pressId: number, code: string | undefined) {
  if (!code) return null;
  const [row] = await tx
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), eq(referralCodes.pressId, pressId)));
  if (!row) return null;
  return (await activeEditor(tx, pressId, row.userId)) ? row.userId : null;
}
