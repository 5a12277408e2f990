import type { expertRecord } from '@jb/contract/schemas/experts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';

export type ExpertRecord = z.infer<typeof expertRecord>;

interface Row {
  expert_id: number;
  invited: number;
  accepted: number;
  declined: number;
  late: number;
  submitted: number;
  load: number;
  average_days: number | null;
  average_score: number | null;
  recent: number;
}

/**
 * The pool's record of some experts, counted from their invitations and reviews in one read:
 * invited, accepted, declined, late (expired, or submitted after the due date), open load, average
 * days to review, average weighted score given, and invitations in the last six months.
 */
export async function recordsOf(
  db: Db | Tx,
  expertIds: readonly number[],
): Promise<Map<number, ExpertRecord>> {
  const empty: ExpertRecord = {
    invited: 0,
    accepted: 0,
    declined: 0,
    late: 0,
    submitted: 0,
    load: 0,
    averageDays: null,
    averageScore: null,
    recentInvitations: 0,
  };
  const out = new Map(expertIds.map((id) => [id, { ...empty }]));
  if (expertIds.length === 0) return out;
  const ids = sql.join(
    expertIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select i.expert_id,
      count(*) filter (where i.invited_at is not null)::int as invited,
      count(*) filter (where i.state in ('accepted', 'submitted'))::int as accepted,
      count(*) filter (where i.state = 'declined')::int as declined,
      count(*) filter (where i.state = 'expired' or r.submitted_at > i.due_at)::int as late,
      count(*) filter (where i.state = 'submitted')::int as submitted,
      count(*) filter (where i.state in ('invited', 'accepted'))::int as load,
      avg(extract(epoch from (r.submitted_at - i.invited_at)) / 86400)
        filter (where r.submitted_at is not null)::float8 as average_days,
      avg((select sum((s->>'weighted')::float8) from jsonb_array_elements(r.scores) s))
        filter (where r.submitted_at is not null)::float8 as average_score,
      count(*) filter (where i.invited_at > now() - interval '6 months')::int as recent
    from expert_invitations i
    left join expert_reviews r on r.invitation_id = i.id
    where i.expert_id in (${ids})
    group by i.expert_id`)) as unknown as { rows: Row[] };
  for (const r of rows) {
    out.set(r.expert_id, {
      invited: r.invited,
      accepted: r.accepted,
      declined: r.declined,
      late: r.late,
      submitted: r.submitted,
      load: r.load,
      averageDays: r.average_days === null ? null : Math.round(r.average_days * 10) / 10,
      averageScore: r.average_score === null ? null : Math.round(r.average_score * 10) / 10,
      recentInvitations: r.recent,
    });
  }
  return out;
}
