import { AdminType } from '@jb/contract/roles';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { journals, userJournals } from '../db/schema/index.ts';
import type { AuthContext } from './access.ts';
import { errors } from './errors.ts';

/**
 * Tenancy in one place: a press is the tenant. Platform operators see every press; everyone else
 * only their own. Queries take their condition from here, so another press's row is never read;
 * an id of another press is answered as not found (404), never as forbidden.
 */
export function pressCondition(auth: AuthContext, pressColumn: AnyColumn): SQL | undefined {
  if (auth.platform) return undefined;
  return auth.pressId === null ? sql`false` : eq(pressColumn, auth.pressId);
}

/** For a row already read: refuses it as not found unless it belongs to the caller's press. */
export function assertSamePress(auth: AuthContext, rowPressId: number | null | undefined): void {
  if (auth.platform) return;
  if (rowPressId == null || rowPressId !== auth.pressId) throw errors.notFound();
}

/** Whether journal assignments narrow what the person works on: not for platform or press administrators. */
function journalScoped(auth: AuthContext): boolean {
  return !auth.platform && auth.adminType !== AdminType.ADMIN;
}

/**
 * The journals a journal-scoped person works on; null means every journal of their press (no
 * journal assignments, a press administrator, or a platform operator).
 */
export async function journalScope(db: Db | Tx, auth: AuthContext): Promise<number[] | null> {
  if (!journalScoped(auth)) return null;
  const rows = await db
    .select({ journalId: userJournals.journalId })
    .from(userJournals)
    .where(eq(userJournals.userId, auth.userId));
  return rows.length ? rows.map((r) => r.journalId) : null;
}

/**
 * A journal the caller may work on, or 404: of their press, and among their assigned journals when
 * they have any (`user_journals`; press administrators are never narrowed). One indexed read of the few columns callers use (no joins).
 */
export async function requireJournal(db: Db | Tx, auth: AuthContext, journalId: number) {
  const [row] = await db
    .select({
      id: journals.id,
      pressId: journals.pressId,
      name: journals.name,
      frequency: journals.frequency,
    })
    .from(journals)
    .where(and(eq(journals.id, journalId), pressCondition(auth, journals.pressId), assignedCondition(auth)));
  if (!row) throw errors.notFound();
  return row;
}

/**
 * Journals of a journal-scoped person: those assigned; anyone without assignments, and a press
 * administrator (who manages every journal of the press and its assignments), all of the press.
 */
export function assignedCondition(
  auth: AuthContext,
  journalColumn: AnyColumn | SQL = journals.id,
): SQL | undefined {
  if (!journalScoped(auth)) return undefined;
  return sql`(not exists (select 1 from ${userJournals} where ${userJournals.userId} = ${auth.userId})
    or exists (select 1 from ${userJournals} where ${userJournals.userId} = ${auth.userId}
      and ${userJournals.journalId} = ${journalColumn}))`;
}

export function journalCondition(scope: number[] | null, journalColumn: AnyColumn): SQL | undefined {
  return scope === null ? undefined : inArray(journalColumn, scope);
}

/**
 * The press a new row belongs to: the caller's own, or for platform operators the press they name
 * (a 400 on the field when they name none).
 */
export function ownPress(auth: AuthContext, named: number | null | undefined): number {
  const pressId = auth.platform ? named : auth.pressId;
  if (!pressId) throw errors.field('pressId', 'required');
  return pressId;
}
