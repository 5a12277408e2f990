import { EXPERT_RECORD_SORTS, type expertListQuery } from '@jb/contract/schemas/experts';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { type RecordRow, recordRows } from './record.ts';

type ListQuery = z.infer<typeof expertListQuery>;
export type RecordSort = (typeof EXPERT_RECORD_SORTS)[number];

/*
 * How the pool's list finds experts by their record.
 *
 * Sorted by join date or name with no record filter, the list picks its page first and counts the
 * record of those rows only (recordsOf). Sorted or filtered by a record figure, every candidate (the
 * experts the list's other filters keep) needs their record before the page can be picked: the list
 * joins `rec`, the same record SQL (recordRows) grouped once over the candidates' invitations.
 *
 * Measured (PostgreSQL 16, this 2-core machine under a load of ~15, so the figures are inflated):
 * - the demo press (8 experts, 28 invitations): 8-14 ms per whole call on every path, SQL < 1 ms;
 * - grown to 5,008 experts with 100,028 invitations and 37,516 reviews in one press: page first
 *   35-60 ms; by a record figure 1.1-1.5 s, or 0.1-0.2 s when a keyword keeps 111 experts.
 *   Sorted by average score, EXPLAIN ANALYZE: grouping the candidates' invitations once and
 *   hash-joining 0.55 s (jit off) to 1.4 s; a correlated aggregate per expert (left join lateral)
 *   0.72 s (jit off) to 2.7 s, its row estimate switching on JIT inlining (0.7 s alone).
 * So: grouped once over the candidates. A pool of hundreds of experts costs a few ms; a pool of
 * thousands sorted by record wants a per-expert summary kept by the invitation and review writes
 * (a schema change, not made here).
 */

/**
 * The record of each expert `candidates` selects (their user ids), as `rec`: one row per expert
 * ever invited, joined on `rec.expert_id`.
 */
export function recordTable(candidates: SQLWrapper): SQL {
  return sql`(${recordRows(sql`i.expert_id in (${candidates})`)}) rec`;
}
export const recordJoinOn = sql`rec.expert_id = ${users.id}`;
/** The joined record as one value, for recordOf. */
export const recordValue = sql<RecordRow | null>`to_jsonb(rec)`;

const FIGURES: Record<RecordSort, SQL> = {
  load: sql`coalesce(rec.load, 0)`,
  invited: sql`coalesce(rec.invited, 0)`,
  accepted: sql`coalesce(rec.accepted, 0)`,
  declined: sql`coalesce(rec.declined, 0)`,
  late: sql`coalesce(rec.late, 0)`,
  // No review submitted: no average, last whichever way the list sorts.
  averageDays: sql`rec.average_days`,
  averageScore: sql`rec.average_score`,
};

export function isRecordSort(sort: string): sort is RecordSort {
  return (EXPERT_RECORD_SORTS as readonly string[]).includes(sort);
}

/** The query's record filters on the joined `rec`; undefined when it has none. */
export function recordFilter(q: ListQuery): SQL | undefined {
  return and(
    q.late === undefined ? undefined : q.late === '1' ? sql`${FIGURES.late} > 0` : sql`${FIGURES.late} = 0`,
    q.maxDeclined === undefined ? undefined : sql`${FIGURES.declined} <= ${q.maxDeclined}`,
    q.maxAverageDays === undefined ? undefined : sql`${FIGURES.averageDays} <= ${q.maxAverageDays}`,
    q.minAverageScore === undefined ? undefined : sql`${FIGURES.averageScore} >= ${q.minAverageScore}`,
  );
}

/** The order by a record figure; experts without an average come last. */
export function recordOrder(sort: RecordSort, order: 'asc' | 'desc'): SQL {
  return sql`${FIGURES[sort]} ${sql.raw(order === 'asc' ? 'asc' : 'desc')} nulls last`;
}
