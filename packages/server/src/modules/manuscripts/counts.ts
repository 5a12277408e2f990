import { CHINA_UTC_OFFSET_HOURS } from '@jb/contract/constants';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { manuscriptCounts } from '../../db/schema/index.ts';

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

/** Adds `delta` to one count, in the caller's transaction. */
export async function adjustCount(tx: Db | Tx, key: CountKey, delta: number): Promise<void> {
  const day = chinaDay(key.submittedAt);
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
  scope: SQL | undefined;
  status?: number;
  statuses?: number[];
  journalId?: number;
  columnId?: number;
  from?: string;
  to?: string;
}

/** The exact number of manuscripts a filter of press, journals, status, column and days selects. */
export async function countedTotal(db: Db, f: CountFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${manuscriptCounts.n}), 0)::int` })
    .from(manuscriptCounts)
    .where(
      and(
        f.scope,
        f.status === undefined ? undefined : eq(manuscriptCounts.status, f.status),
        f.statuses ? inArray(manuscriptCounts.status, f.statuses) : undefined,
        f.journalId ? eq(manuscriptCounts.journalId, f.journalId) : undefined,
        f.columnId ? eq(manuscriptCounts.columnId, f.columnId) : undefined,
        f.from ? gte(manuscriptCounts.day, f.from) : undefined,
        f.to ? lte(manuscriptCounts.day, f.to) : undefined,
      ),
    );
  return row?.n ?? 0;
}
