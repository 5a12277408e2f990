import { matchStatus, RemittanceStatus } from '@jb/contract/enums/remittance';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { remittances } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';

export type RemittanceRow = typeof remittances.$inferSelect;

/**
 * A remittance of the person's press, locked for this transaction: 404 for another press's, 409
 * when it changed since the version the person read. A remittance is the press's money, not a
 * journal's: everyone of the press with the screen sees it (the orders it pays keep to journals).
 */
export async function lockRemittance(tx: Tx, auth: AuthContext, id: number, version: number) {
  const [row] = await tx
    .select()
    .from(remittances)
    .where(and(eq(remittances.id, id), pressCondition(auth, remittances.pressId)))
    .for('update');
  if (!row) throw errors.notFound();
  if (row.version !== version) throw errors.staleVersion();
  return row;
}

/** Writes a locked remittance's new sums and status, its version bumped; answers its new state. */
export async function saveRemittance(
  tx: Tx,
  row: RemittanceRow,
  set: Partial<Pick<RemittanceRow, 'matchedFen' | 'status' | 'note' | 'asideBy' | 'asideAt'>>,
) {
  await tx
    .update(remittances)
    .set({ ...set, version: sql`${remittances.version} + 1` })
    .where(eq(remittances.id, row.id));
  const after = { ...row, ...set, version: row.version + 1 };
  return { id: after.id, status: after.status, matchedFen: after.matchedFen, version: after.version };
}

/** The status a remittance returns to when it is no longer set aside, or takes after a match. */
export const openStatus = (row: Pick<RemittanceRow, 'amountFen' | 'matchedFen'>) =>
  matchStatus(row.amountFen, row.matchedFen);

/** Whether money of the remittance is still open to matching. */
export const isOpen = (row: Pick<RemittanceRow, 'status' | 'amountFen' | 'matchedFen'>) =>
  row.status !== RemittanceStatus.SET_ASIDE && row.matchedFen < row.amountFen;
