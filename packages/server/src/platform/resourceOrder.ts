import type { Resource } from '@jb/contract/api/resource';
import { ORDERED_ROWS_MAX } from '@jb/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { AuthContext } from './access.ts';
import { errors } from './errors.ts';
import { lockFor } from './locks.ts';
import { alive, parentColumn, type ResourceTable } from './resourceScope.ts';
import { requireJournal } from './tenancy.ts';

/** The order column of an ordered resource (`order` in its declaration). */
export function orderColumn(r: Resource, table: ResourceTable): PgColumn {
  const column = (table as unknown as Record<string, PgColumn | undefined>)[r.order!];
  if (!column) throw new Error(`${r.list.path}: no column keeps the order ${r.order}`);
  return column;
}

/**
 * Adds a row after the last of its journal's rows, in one transaction: adds to one journal wait for
 * each other (no two rows get one place), and a journal full at ORDERED_ROWS_MAX is refused (a
 * reorder names all the rows at once).
 */
export async function addInOrder(
  db: Db,
  r: Resource,
  table: ResourceTable,
  journalId: number,
  values: Record<string, unknown>,
): Promise<number> {
  const order = orderColumn(r, table);
  const parent = parentColumn(r, table);
  return db.transaction(async (tx) => {
    await lockFor(tx, 'orderedRows', journalId);
    const inJournal = and(eq(parent, journalId), alive(table));
    if ((await tx.$count(table as PgTable, inJournal)) >= ORDERED_ROWS_MAX)
      throw errors.field(r.order!, 'order.full');
    const [last] = await tx
      .select({ place: sql<number>`coalesce(max(${order}), 0)::int` })
      .from(table as PgTable)
      .where(eq(parent, journalId));
    const [row] = await tx
      .insert(table)
      .values({ ...values, [r.order!]: (last?.place ?? 0) + 1 } as never)
      .returning({ id: table.id });
    return row!.id as number;
  });
}

/** A new order of a journal's rows: the ids must be exactly its rows, each once; all placed in one transaction. */
export async function reorderResource(
  db: Db,
  auth: AuthContext,
  r: Resource,
  table: ResourceTable,
  body: { journalId: number; ids: number[] },
) {
  await requireJournal(db, auth, body.journalId);
  const key = r.order!;
  const parent = parentColumn(r, table);
  await db.transaction(async (tx) => {
    // The journal's rows locked in id order: two reorders of one journal wait for each other (the
    // second sees the first's order and wins whole) instead of deadlocking on crossed row orders.
    const rows = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(parent, body.journalId), alive(table)))
      .orderBy(table.id)
      .for('update');
    const current = rows.map((row) => row.id as number);
    const same =
      current.length === body.ids.length &&
      new Set(body.ids).size === current.length &&
      current.every((id) => body.ids.includes(id));
    if (!same) throw errors.field('ids', 'invalid');
    for (const [i, id] of body.ids.entries())
      await tx
        .update(table)
        .set({ [key]: i + 1 } as never)
        .where(and(eq(table.id, id), eq(parent, body.journalId)));
  });
}
