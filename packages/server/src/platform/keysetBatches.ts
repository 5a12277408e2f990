import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** How many rows an export reads at a time. */
export const EXPORT_BATCH = 1000;

export interface KeysetReader<R extends { id: number }> {
  /** The sort column and the table's id column, the keyset's two parts. */
  column: AnyColumn | SQL;
  id: AnyColumn;
  order: 'asc' | 'desc';
  /** One batch of rows after the keyset (none for the first), in the order, at most `limit`. */
  read: (after: SQL | undefined, limit: number) => Promise<R[]>;
  /**
   * The sort value of a row as the next keyset compares it. A time must keep the database's
   * microseconds (read it as text and cast it back): a JavaScript Date drops them, and rows
   * sharing the millisecond at a batch boundary would be read twice or skipped.
   */
  keyOf: (row: R) => unknown;
}

/**
 * A filtered list in its order, read in batches by keyset (the sort column, then id) and yielded as
 * read: memory stays flat however many rows there are, and a row is read exactly once.
 */
export async function* keysetBatches<R extends { id: number }>(
  reader: KeysetReader<R>,
  batch = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  const { column, id, order } = reader;
  let after: SQL | undefined;
  for (;;) {
    const rows = await reader.read(after, batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    const value = reader.keyOf(last);
    after =
      order === 'asc'
        ? sql`(${column}, ${id}) > (${value}, ${last.id})`
        : sql`(${column}, ${id}) < (${value}, ${last.id})`;
  }
}

/** A timestamp column read as the database's text (microseconds kept), for `keyOf`. */
export const timeKey = (column: AnyColumn) => sql<string>`${column}::text`;

/** A time key read back into the keyset comparison. */
export const asTime = (key: string) => sql`${key}::timestamptz`;
