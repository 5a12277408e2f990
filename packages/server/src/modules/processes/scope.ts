import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { ownPress, requireJournal } from '../../platform/tenancy.ts';

/** A call's naming of a process: a journal (none for the press default), and the press for operators. */
export interface ScopeInput {
  journalId?: number | null;
  pressId?: number;
}

/** Whose process a call is about: the caller's press (or the named one, for operators), and a journal of it or none. */
export async function processScope(
  db: Db | Tx,
  auth: AuthContext,
  { journalId, pressId }: ScopeInput,
): Promise<{ pressId: number; journalId: number | null }> {
  if (journalId) {
    const j = await requireJournal(db, auth, journalId);
    return { pressId: j.pressId, journalId };
  }
  return { pressId: ownPress(auth, pressId), journalId: null };
}
