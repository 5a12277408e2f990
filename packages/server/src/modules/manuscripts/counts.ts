import { CHINA_UTC_OFFSET_HOURS } from '@jb/contract/constants';
import { type AnyColumn, and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { manuscriptCounts, manuscriptTotals } from '../../db/schema/index.ts';

/** Where a manuscript is counted: its press, journal, column, status and China day of submission. */
export interface CountKey {
  pressId: number;
  journalId: number;
  columnId: number;
  status: number;
  submittedAt: Date;
}

export const chinaDay = (at: Date) =>
  new Date(at.getTime() + CHINA_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/** Adds `delta` to one count (the daily one and the total), in the caller's transaction. */
export async function adjustCount(tx: Db | Tx, key: CountKey, delta: number): Promise<void> {
  const day = chinaDay(key.submittedAt);
  await tx
    .insert(manuscriptTotals)
    .values({
      pressId: key.pressId,
      journalId: key.journalId,
      columnId: key.columnId,
      status: key.status,
      n: delta,
    })
    .onConflictDoUpdate({
      target: [
        manuscriptTotals.pressId,
        manuscriptTotals.status,
        manuscriptTotals.journalId,
        manuscriptTotals.columnId,
      ],
      set: { n: sql`${manuscriptTotals.n} + ${delta}` },
    });
  await tx
    .insert(manuscriptCounts)
    .values({
      pressId: key.pressId,
      journalId: key.journalId,
      columnId: key.columnId,
      status: key.status,
      day,
      n: delta,
    })
    .onConflictDoUpdate({
      target: [
        manuscriptCounts.pressId,
        manuscriptCounts.journalId,
        manuscriptCounts.columnId,
        manuscriptCounts.status,
        manuscriptCounts.day,
      ],
      set: { n: sql`${manuscriptCounts.n} + ${delta}` },
    });
}

/** A manuscript moved from one count to another (a status change, a column change). */
export async function moveCount(tx: Db | Tx, from: CountKey, to: CountKey): Promise<void> {
  await adjustCount(tx, from, -1);
  await adjustCount(tx, to, 1);
}

/** The filters the counts can answer exactly. */
export interface CountFilter {
  /** The person's press and journals, over the columns of whichever count table answers. */
  scope: (table: { pressId: AnyColumn; journalId: AnyColumn }) => SQL | undefined;
  status?: number;
  statuses?: number[];
  journalId?: number;
  columnId?: number;
  from?: string;
  to?: string;
}

/**
 * The exact number of manuscripts a filter of press, journals, status, column and days selects: from
 * the totals without a day range, from the daily counts with one.
 */
export async function countedTotal(db: Db, f: CountFilter): Promise<number> {
  const daily = Boolean(f.from || f.to);
  const t = daily ? manuscriptCounts : manuscriptTotals;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${t.n}), 0)::int` })
    .from(t)
    .where(
      and(
        f.scope(t),
        f.status === undefined ? undefined : eq(t.status, f.status),
        f.statuses ? inArray(t.status, f.statuses) : undefined,
        f.journalId ? eq(t.journalId, f.journalId) : undefined,
        f.columnId ? eq(t.columnId, f.columnId) : undefined,
        f.from ? gte(manuscriptCounts.day, f.from) : undefined,
        f.to ? lte(manuscriptCounts.day, f.to) : undefined,
      ),
    );
  return row?.n ?? 0;
}
