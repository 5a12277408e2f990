import type { myExpertFeesQuery } from '@jb/contract/schemas/expertFees';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { expertInvitations, expertReviews } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { feesOf, feeTotals, withFee } from './queries.ts';

/**
 * The expert area's 我的审稿费: the signed-in expert's own fees (never another's), newest review
 * first, with how far each has been paid and the totals per status.
 */
export async function myFees(db: Db, auth: AuthContext, q: z.infer<typeof myExpertFeesQuery>) {
  const own = eq(expertInvitations.expertId, auth.userId);
  const where = and(withFee, own, q.status === undefined ? undefined : eq(expertReviews.feeStatus, q.status));
  const [rows, summary] = await Promise.all([
    feesOf(db, where)
      .orderBy(...orderOf(q, expertReviews.submittedAt, expertReviews.invitationId))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    feeTotals(db, own),
  ]);
  const total = summary
    .filter((s) => q.status === undefined || s.status === q.status)
    .reduce((n, s) => n + s.count, 0);
  const list = rows.map((r) => ({
    id: r.id,
    articleNo: r.articleNo,
    title: r.title,
    journalName: r.journalName,
    submittedAt: iso(r.submittedAt),
    feeFen: r.feeFen,
    feeStatus: r.feeStatus,
    batchNo: r.batchNo,
    paidAt: iso(r.paidAt),
  }));
  return { ...pageOf(list, total, q), summary };
}
