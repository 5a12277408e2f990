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

/** Adds each change's delta to its counts (the daily one and the total): two statements, in the caller's transaction. */
async function adjust(tx: Db | Tx, given: { key: CountKey; delta: number }[]): Promise<void> {
  // Always lock count rows in one order (press, status, journal, column): two moves in opposite
  // directions never wait on each other's rows.
  const order = ({ key: k }: { key: CountKey }) => [k.pressId, k.status, k.journalId, k.columnId];
  const changes = [...given].sort((a, b) => {
    const x = order(a);
    const y = order(b);
    const i = x.findIndex((v, k) => v !== y[k]);
    return i < 0 ? 0 : x[i]! - y[i]!;
  });
  const rows = changes.map(({ key, delta }) => ({
    pressId: key.pressId,
    journalId: key.journalId,
    columnId: key.columnId,
    status: key.status,
    n: delta,
  }));
  await tx
    .insert(manuscriptTotals)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        manuscriptTotals.pressId,
        manuscriptTotals.status,
        manuscriptTotals.journalId,
        manuscriptTotals.columnId,
      ],
      set: { n: sql`${manuscriptTotals.n} + excluded.n` },
    });
  await tx
    .insert(manuscriptCounts)
    .values(changes.map(({ key }, i) => ({ ...rows[i]!, day: chinaDay(key.submittedAt) })))
    .onConflictDoUpdate({
      target: [
        manuscriptCounts.pressId,
        manuscriptCounts.journalId,
        manuscriptCounts.columnId,
        manuscriptCounts.status,
        manuscriptCounts.day,
      ],
      set: { n: sql`${manuscriptCounts.n} + excluded.n` },
    });
}

/** Adds `delta` to one count, in the caller's transaction. */
export const adjustCount = (tx: Db | Tx, key: CountKey, delta: number) => adjust(tx, [{ key, delta }]);

/** A manuscript moved from one count to another (a status change, a column change): never the same key. */
export const moveCount = (tx: Db | Tx, from: CountKey, to: CountKey) =>
  adjust(tx, [
    { key: from, delta: -1 },
    { key: to, delta: 1 },
  ]);

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

/** Per status, how many manuscripts the scope holds (the totals table); statuses without any are absent. */
export async function countedByStatus(
  db: Db,
  scope: CountFilter['scope'],
  statuses: number[],
  journalId?: number,
): Promise<Map<number, number>> {
  if (statuses.length === 0) return new Map();
  const t = manuscriptTotals;
  const rows = await db
    .select({ status: t.status, n: sql<number>`coalesce(sum(${t.n}), 0)::int` })
    .from(t)
    .where(and(scope(t), inArray(t.status, statuses), journalId ? eq(t.journalId, journalId) : undefined))
    .groupBy(t.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
