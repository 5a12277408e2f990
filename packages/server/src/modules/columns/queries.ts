import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { journalColumns } from '../../db/schema/index.ts';

/** A journal's columns in their order. */
export async function columnsOf(db: Db, journalId: number) {
  const rows = await db
    .select()
    .from(journalColumns)
    .where(eq(journalColumns.journalId, journalId))
    .orderBy(asc(journalColumns.sort), asc(journalColumns.id));
  return rows.map(({ createdAt: _c, ...r }) => r);
}

export async function columnById(db: Db, id: number) {
  const [row] = await db.select().from(journalColumns).where(eq(journalColumns.id, id));
  return row;
}

/** Inserts a column after the journal's last one; answers its id. */
export async function insertColumnLast(db: Db, journalId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(journalColumns)
    .values({
      journalId,
      name,
      sort: sql`(select coalesce(max(sort), 0) + 1 from journal_columns where journal_id = ${journalId})`,
    })
    .returning({ id: journalColumns.id });
  return row!.id;
}

/** Changes a column at the given version; false when the version is not the current one. */
export async function updateColumnAt(
  db: Db,
  id: number,
  version: number,
  change: { name: string; enabled: boolean },
): Promise<boolean> {
  const updated = await db
    .update(journalColumns)
    .set({ ...change, version: sql`${journalColumns.version} + 1` })
    .where(and(eq(journalColumns.id, id), eq(journalColumns.version, version)))
    .returning({ id: journalColumns.id });
  return updated.length > 0;
}

export async function columnIdsOf(tx: Tx, journalId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: journalColumns.id })
    .from(journalColumns)
    .where(eq(journalColumns.journalId, journalId));
  return rows.map((r) => r.id);
}

export async function setColumnSort(tx: Tx, id: number, sort: number) {
  await tx.update(journalColumns).set({ sort }).where(eq(journalColumns.id, id));
}
