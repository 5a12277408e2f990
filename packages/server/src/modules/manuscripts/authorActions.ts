import { type AuthorAction, type AuthorOrderFacts, authorActions } from '@jb/contract/authorActions';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { openRefundFen } from '../orders/queries.ts';
import { loadSubjects } from '../workflow/subjects.ts';

/** A manuscript of the author's as their list reads it: its id, the annex audit's two fields, its journal's proof reading. */
export interface AuthorActionRow {
  id: number;
  annexStatus: number;
  supplementStatus: number;
  authorProofreads: boolean;
}

/**
 * What the author may do now on each of their manuscripts (rows already scoped to them): the
 * contract's one rule list over the workflow's facts, the annex fields and the orders, read once
 * for the whole list. The calls check the same rules when the author acts.
 */
export async function authorActionsOf(
  db: Db | Tx,
  rows: readonly AuthorActionRow[],
): Promise<Map<number, AuthorAction[]>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  const [subjects, ordered] = await Promise.all([
    loadSubjects(db, ids),
    db
      .select({
        manuscriptId: orders.manuscriptId,
        payStatus: orders.payStatus,
        paidFen: orders.paidFen,
        heldFen: openRefundFen(),
      })
      .from(orders)
      .where(inArray(orders.manuscriptId, ids)),
  ]);
  const ordersOf = new Map<number, AuthorOrderFacts[]>();
  for (const { manuscriptId, ...o } of ordered) {
    if (manuscriptId === null) continue;
    ordersOf.set(manuscriptId, [...(ordersOf.get(manuscriptId) ?? []), o]);
  }
  return new Map(
    rows.map((r) => {
      const s = subjects.get(r.id);
      const actions = s
        ? authorActions({
            facts: s.facts,
            config: s.config,
            annexStatus: r.annexStatus,
            supplementStatus: r.supplementStatus,
            orders: ordersOf.get(r.id) ?? [],
            authorProofreads: r.authorProofreads,
          })
        : [];
      return [r.id, actions];
    }),
  );
}
