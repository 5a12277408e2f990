import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { presses } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { ownPress, requireJournal } from '../../platform/tenancy.ts';

/** Where a wording is kept: a press, or one of its journals (`journalId`). */
export interface WordingScope {
  pressId: number;
  journalId: number | null;
}

/**
 * The press (and journal) a templates call is about: the caller's own press, or the press a
 * platform operator names; a journal must be of that press and one the caller works on (else 404).
 */
export async function wordingScope(
  db: Db,
  auth: AuthContext,
  pressId: number | undefined,
  journalId: number | null | undefined,
): Promise<WordingScope> {
  const press = ownPress(auth, pressId);
  if (auth.platform) {
    const [row] = await db.select({ id: presses.id }).from(presses).where(eq(presses.id, press));
    if (!row) throw errors.notFound();
  }
  if (!journalId) return { pressId: press, journalId: null };
  const journal = await requireJournal(db, auth, journalId);
  if (journal.pressId !== press) throw errors.notFound();
  return { pressId: press, journalId };
}
