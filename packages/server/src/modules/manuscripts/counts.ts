import { type AnyColumn, and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { manuscriptCounts, manuscriptTotals } from '../../db/schema/index.ts';
import { chinaDay } from '../../platform/chinaDays.ts';
import { mergedDeltas } from '../../platform/keptCounts.ts';

/** Where a manuscript is counted: its press, journal, column, status and China day of submission. */
export interface CountKey {
  pressId: number;
  journalId: number;
  columnId: number;
  status: number;
  submittedAt: Date;
}

/** Count rows are locked in one order: press, status, journal, column, day. */
const LOCK_ORDER = ['pressId', 'status', 'journalId', 'columnId', 'day'] as const;

/** Adds each change's delta to its counts (the daily one and the total): two statements, in the caller's transaction. */
async function adjust(tx: Db | Tx, given: { key: CountKey; delta: number }[]): Promise<void> {
  const row = (k: CountKey) => ({
    pressId: k.pressId,
    journalId: k.journalId,
    columnId: k.columnId,
    status: k.status,
  });
  const totals = mergedDeltas(
    given.map((c) => ({ key: { ...row(c.key), day: '' }, delta: { n: c.delta } })),
    LOCK_ORDER,
  ).map(({ day: _day, ...t }) => t);
  const daily = mergedDeltas(
    given.map((c) => ({ key: { ...row(c.key), day: chinaDay(c.key.submittedAt) }, delta: { n: c.delta } })),
    LOCK_ORDER,
  );
  if (totals.length)
    await tx
      .insert(manuscriptTotals)
      .values(totals)
      .onConflictDoUpdate({
        target: [
          manuscriptTotals.pressId,
          manuscriptTotals.status,
          manuscriptTotals.journalId,
          manuscriptTotals.columnId,
        ],
        set: { n: sql`${manuscriptTotals.n} + excluded.n` },
      });
  if (daily.length)
    await tx
      .insert(manuscriptCounts)
      .values(daily)
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

/** Many manuscripts moved at once (a batch of workflow actions): equal keys summed, two statements. */
export const moveCounts = (tx: Db | Tx, moves: { from: CountKey; to: CountKey }[]) =>
  adjust(
    tx,
    moves.flatMap((m) => [
      { key: m.from, delta: -1 },
      { key: m.to, delta: 1 },
    ]),
  );

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
