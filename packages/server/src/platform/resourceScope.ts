import type { Resource } from '@jb/contract/api/resource';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { presses } from '../db/schema/index.ts';
import type { AuthContext } from './access.ts';
import { errors } from './errors.ts';
import { ownPress, pressCondition, requireJournal } from './tenancy.ts';

/**
 * Whose rows a declared resource holds (ARCHITECTURE "A new call and a new screen"): a press's,
 * reached through `pressCondition`, or a journal's, reached through `requireJournal` (the caller's
 * press and, for a journal-scoped person, one of their journals; else 404).
 */

/** A table behind a resource: rows with an id and a version, of a press or a journal, maybe soft deleted. */
export type ResourceTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  pressId?: PgColumn;
  journalId?: PgColumn;
  deletedAt?: PgColumn;
};

/** The column naming a row's press or journal. */
export function parentColumn(r: Resource, table: ResourceTable): PgColumn {
  const column = r.scope === 'journal' ? table.journalId : table.pressId;
  if (!column) throw new Error(`${r.list.path}: the table has no ${r.scope} column`);
  return column;
}

/** Rows that are not deleted. */
export function alive(table: ResourceTable): SQL | undefined {
  return table.deletedAt ? isNull(table.deletedAt) : undefined;
}

/** The list's rows of its press or journal; a journal not the caller's is refused (404). */
export async function scopeCondition(
  db: Db,
  auth: AuthContext,
  r: Resource,
  table: ResourceTable,
  q: { pressId?: number; journalId?: number },
): Promise<SQL | undefined> {
  const parent = parentColumn(r, table);
  if (r.scope === 'journal') {
    await requireJournal(db, auth, q.journalId!);
    return eq(parent, q.journalId!);
  }
  return and(pressCondition(auth, parent), q.pressId ? eq(parent, q.pressId) : undefined);
}

/** Proves the row exists, is not deleted and is within the caller's reach; otherwise not found. */
export async function reachRow(
  db: Db | Tx,
  auth: AuthContext,
  r: Resource,
  table: ResourceTable,
  id: number,
) {
  const parent = parentColumn(r, table);
  const found = and(eq(table.id, id), alive(table));
  if (r.scope === 'journal') {
    const [row] = await db
      .select({ journalId: parent })
      .from(table as PgTable)
      .where(found);
    if (!row) throw errors.notFound();
    await requireJournal(db, auth, row.journalId as number);
    return;
  }
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(found, pressCondition(auth, parent)));
  if (!row) throw errors.notFound();
}

/** Where a new row goes: the caller's press (a platform operator names an existing one), or the named journal of theirs. */
export async function ownerOf(
  db: Db,
  auth: AuthContext,
  r: Resource,
  body: { pressId?: number; journalId?: number },
): Promise<{ pressId: number } | { journalId: number }> {
  if (r.scope === 'journal') {
    await requireJournal(db, auth, body.journalId!);
    return { journalId: body.journalId! };
  }
  const pressId = ownPress(auth, body.pressId);
  // A platform operator names the press: one that does not exist is the field's error, not a 500.
  if (auth.platform && (await db.$count(presses, eq(presses.id, pressId))) === 0)
    throw errors.field('pressId', 'invalid');
  return { pressId };
}
