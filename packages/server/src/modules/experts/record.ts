import type { expertRecord } from '@jb/contract/schemas/experts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';

export type ExpertRecord = z.infer<typeof expertRecord>;

/** One expert's record as the SQL below reads it; every figure null when they have no invitation. */
export interface RecordRow {
  invited: number | null;
  accepted: number | null;
  declined: number | null;
  late: number | null;
  submitted: number | null;
  load: number | null;
  average_days: number | null;
  average_score: number | null;
  recent: number | null;
}

/**
 * The pool's record of experts, counted from their invitations (`i`) and reviews (`r`): invited,
 * accepted, declined, late (expired, or submitted after the due date), open load, average days to
 * review, average weighted score given, and invitations in the last six months. One row per expert
 * of the invitations `where` selects (none for an expert never invited). The averages are rounded
 * to one decimal here, so a list's filters and sort agree with the figures it shows.
 */
export function recordRows(where: SQL): SQL {
  return sql`select i.expert_id,
      count(*) filter (where i.invited_at is not null)::int as invited,
      count(*) filter (where i.state in ('accepted', 'submitted'))::int as accepted,
      count(*) filter (where i.state = 'declined')::int as declined,
      count(*) filter (where i.state = 'expired' or r.submitted_at > i.due_at)::int as late,
      count(*) filter (where i.state = 'submitted')::int as submitted,
      count(*) filter (where i.state in ('invited', 'accepted'))::int as load,
      round((avg(extract(epoch from (r.submitted_at - i.invited_at)) / 86400)
        filter (where r.submitted_at is not null))::numeric, 1)::float8 as average_days,
      round((avg((select sum((s->>'weighted')::float8) from jsonb_array_elements(r.scores) s))
        filter (where r.submitted_at is not null))::numeric, 1)::float8 as average_score,
      count(*) filter (where i.invited_at > now() - interval '6 months')::int as recent
    from expert_invitations i
    left join expert_reviews r on r.invitation_id = i.id
    where ${where}
    group by i.expert_id`;
}

/** A row of `recordRows` (or its absence: nothing known) as the contract's record. */
export function recordOf(r: Partial<RecordRow>): ExpertRecord {
  return {
    invited: r.invited ?? 0,
    accepted: r.accepted ?? 0,
    declined: r.declined ?? 0,
    late: r.late ?? 0,
    submitted: r.submitted ?? 0,
    load: r.load ?? 0,
    averageDays: r.average_days ?? null,
    averageScore: r.average_score ?? null,
    recentInvitations: r.recent ?? 0,
  };
}

/** The record of some experts in one read. */
export async function recordsOf(
  db: Db | Tx,
  expertIds: readonly number[],
): Promise<Map<number, ExpertRecord>> {
  const none = recordOf({});
  const out = new Map(expertIds.map((id) => [id, { ...none }]));
  if (expertIds.length === 0) return out;
  const ids = sql.join(
    expertIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = (await db.execute(recordRows(sql`i.expert_id in (${ids})`))) as unknown as {
    rows: (RecordRow & { expert_id: number })[];
  };
  for (const r of rows) out.set(r.expert_id, recordOf(r));
  return out;
}
