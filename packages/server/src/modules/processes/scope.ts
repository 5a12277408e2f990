import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { journalInScope } from '../journals/service.ts';

/** Whose process a call is about: the caller's press (or the named one, for operators), and a journal of it or none. */
export async function processScope(
  db: Db | Tx,
  auth: AuthContext,
  journalId: number | null | undefined,
  pressId: number | undefined,
): Promise<{ pressId: number; journalId: number | null }> {
  if (journalId) {
    const j = await journalInScope(db, auth, journalId);
    return { pressId: j.pressId, journalId };
  }
  return { pressId: ownPress(auth, pressId), journalId: null };
}
