import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { errors } from './errors.ts';

/** A table whose rows carry an `id` and the `version` every change bumps (optimistic locking). */
type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/** The row a caller changes: its id and the version they saw. */
export interface RowAtVersion {
  id: number;
  version: number;
}

/**
 * Changes a row only at the version the caller saw and bumps it; a row changed meanwhile (or not
 * there, or outside `scope`) answers 409 with nothing written. `scope` narrows which rows count
 * (not deleted, of a press).
 */
export async function updateAtVersion<T extends Versioned>(
  db: Db | Tx,
  table: T,
  row: RowAtVersion,
  set: PgUpdateSetSource<T>,
  scope?: SQL,
): Promise<void> {
  const changed = await db
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, row.id), eq(table.version, row.version), scope))
    .returning({ id: table.id });
  if (!changed.length) throw errors.staleVersion();
}

/** Deletes a row only at the version the caller saw; a row changed meanwhile answers 409. */
export async function deleteAtVersion<T extends Versioned>(
  db: Db | Tx,
  table: T,
  row: RowAtVersion,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, row.id), eq(table.version, row.version)))
    .returning({ id: table.id });
  if (!deleted.length) throw errors.staleVersion();
}
