import { AuditFeeStatus } from '@jb/contract/enums/order';
import type { EXPERT_FEE_ACTIONS, expertFeeListQuery } from '@jb/contract/schemas/expertFees';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { expertFeeBatches, expertReviews, manuscripts, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDaysCondition } from '../../platform/chinaDays.ts';
import { containsPattern, iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { feesOf, feeTotals, withFee } from './queries.ts';

type Query = z.infer<typeof expertFeeListQuery>;
type Action = (typeof EXPERT_FEE_ACTIONS)[number];
const SORT = { submittedAt: expertReviews.submittedAt, amount: expertReviews.feeFen };

/**
 * The filters of 专家审稿费 but the status (the totals are per status): the press's fees (finance
 * pays for every journal of the press), a journal, the expert's name, the submitted China days, a
 * batch number.
 */
function filtersOf(auth: AuthContext, q: Query): SQL | undefined {
  return and(
    withFee,
    pressCondition(auth, manuscripts.pressId),
    q.journalId ? eq(manuscripts.journalId, q.journalId) : undefined,
    q.expertName ? ilike(users.name, containsPattern(q.expertName)) : undefined,
    chinaDaysCondition(expertReviews.submittedAt, q.submittedFrom, q.submittedTo),
    q.batchNo ? ilike(expertFeeBatches.batchNo, containsPattern(q.batchNo)) : undefined,
  );
}

/** An unpaid fee may go into a payment batch, for those who pay. */
const actionsOf = (auth: AuthContext, feeStatus: number): Action[] =>
  feeStatus === AuditFeeStatus.UNPAID && auth.permissions.has('finance.expertFee.pay') ? ['batch'] : [];

/** One page of the filtered fees, and the count and sum of each status over the same filters. */
export async function listExpertFees(db: Db, auth: AuthContext, q: Query) {
  const filters = filtersOf(auth, q);
  const where = and(filters, q.status === undefined ? undefined : eq(expertReviews.feeStatus, q.status));
  const [rows, summary] = await Promise.all([
    feesOf(db, where)
      .orderBy(...orderOf(q, SORT[q.sort], expertReviews.invitationId))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    feeTotals(db, filters),
  ]);
  // The totals count the filtered set per status: the page's total is the chosen status's, or all.
  const total = summary
    .filter((s) => q.status === undefined || s.status === q.status)
    .reduce((n, s) => n + s.count, 0);
  const list = rows.map(({ pressId: _p, paidAt: _a, submittedAt, ...r }) => ({
    ...r,
    submittedAt: iso(submittedAt),
    actions: actionsOf(auth, r.feeStatus),
  }));
  return { ...pageOf(list, total, q), summary };
}
