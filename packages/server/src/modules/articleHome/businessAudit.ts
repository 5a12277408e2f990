import { BUSINESS_STATUSES, type businessAuditQuery, type HomeList } from '@jb/contract/schemas/articleHome';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { listManuscripts, visible } from '../manuscripts/staffQueries.ts';
import { listQuery } from './homeParts.ts';

type BusinessQuery = z.infer<typeof businessAuditQuery>;

/**
 * The acquisition editor's business audit (docs/review-pipeline.md): the manuscripts they referred
 * (`referrer_id`, in their press) that wait on a business step, a count per step and the list of
 * one step or all. Counted through the referrer index, a few rows per editor.
 */
export async function businessAuditList(db: Db, auth: AuthContext, q: BusinessQuery): Promise<HomeList> {
  const statuses: number[] = q.status === undefined ? [...BUSINESS_STATUSES] : [q.status];
  const mine = and(eq(manuscripts.referrerId, auth.userId), ...visible(auth));
  const counts = await db
    .select({ status: manuscripts.status, n: sql<number>`count(*)::int` })
    .from(manuscripts)
    .where(
      and(
        mine,
        inArray(manuscripts.status, [...BUSINESS_STATUSES]),
        q.journalId ? eq(manuscripts.journalId, q.journalId) : undefined,
      ),
    )
    .groupBy(manuscripts.status);
  const byStatus = new Map(counts.map((r) => [r.status, r.n]));
  const stages = BUSINESS_STATUSES.map((status) => ({
    group: null,
    status,
    waiting: byStatus.get(status) ?? 0,
    allocated: null,
    overdue: null,
  }));
  const counted = statuses.reduce((n, s) => n + (byStatus.get(s) ?? 0), 0);
  const list = await listManuscripts(
    db,
    auth,
    listQuery(q),
    and(eq(manuscripts.referrerId, auth.userId), inArray(manuscripts.status, statuses)),
    q.keyword ? undefined : counted,
  );
  return { stages, ...list };
}
