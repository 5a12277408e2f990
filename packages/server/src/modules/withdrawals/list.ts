import { refundableFen } from '@jb/contract/balances';
import { type WithdrawalChannel, WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import type { WithdrawalDetail, WithdrawalRow, withdrawalListQuery } from '@jb/contract/schemas/withdrawals';
import { withdrawable } from '@jb/contract/withdrawalRows';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, orders, refunds, withdrawalRequests } from '../../db/schema/index.ts';
import type { AuthContext, AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import {
  manuscriptColumns,
  requestCount,
  requesterName,
  requestRows,
  requestScope,
} from '../authorRequests/queries.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';
import { staffName } from '../orders/applications.ts';
import { openRefundFen } from '../orders/queries.ts';

type Query = z.infer<typeof withdrawalListQuery>;
const w = withdrawalRequests;
const SORT = { createdAt: w.createdAt, decidedAt: w.decidedAt };

const columns = {
  id: w.id,
  status: w.status,
  reason: w.reason,
  channel: w.channel,
  fromStatus: w.fromStatus,
  requestedByName: requesterName(w.requestedByType, w.requestedById),
  createdAt: w.createdAt,
  decidedByName: staffName(w.decidedBy),
  decidedAt: w.decidedAt,
  decisionNote: w.decisionNote,
  version: w.version,
  ...manuscriptColumns,
};

const scoped = (auth: AuthContext, ...more: (SQL | undefined)[]) => requestScope(auth, w, ...more);
const rowsOf = (db: Db, where: SQL | undefined) => requestRows(db, w, columns, where);

function present(auth: AuthContext, r: Awaited<ReturnType<typeof rowsOf>>[number]): WithdrawalRow {
  const pending =
    r.status === WithdrawalStatus.PENDING && auth.permissions.has('operation.acceptanceWithdrawal.decide');
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    channel: r.channel as WithdrawalChannel,
    fromStatus: r.fromStatus,
    requestedByName: r.requestedByName,
    createdAt: r.createdAt.toISOString(),
    decidedByName: r.decidedByName,
    decidedAt: iso(r.decidedAt),
    decisionNote: r.decisionNote,
    version: r.version,
    manuscript: {
      id: r.manuscriptId,
      articleNo: r.articleNo,
      title: r.title,
      status: r.manuscriptStatus,
      version: r.manuscriptVersion,
    },
    journalName: r.journalName,
    authorName: r.authorName,
    // A pass needs a status that still allows it; a rejection is always open while it waits.
    actions: pending ? [...(withdrawable(r.manuscriptStatus) ? (['pass'] as const) : []), 'reject'] : [],
  };
}

/** 撤稿审核's list: by status, journal, channel and keyword, paged and sorted. */
export async function listWithdrawals(db: Db, auth: AuthContext, q: Query) {
  const where = scoped(
    auth,
    q.status === undefined ? undefined : eq(w.status, q.status),
    q.journalId ? eq(w.journalId, q.journalId) : undefined,
    q.channel ? eq(w.channel, q.channel) : undefined,
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
  const [rows, count] = await Promise.all([
    requestRows(db, w, columns, where, {
      orderBy: orderOf(q, SORT[q.sort], w.id),
      limit: q.pageSize,
      offset: offsetOf(q),
    }),
    requestCount(db, w, where),
  ]);
  return pageOf(
    rows.map((r) => present(auth, r)),
    count,
    q,
  );
}

/** One request with the manuscript's orders (what a pass offers back) and their refund requests. */
export async function withdrawalDetailOf(db: Db, auth: AuthContext, id: number): Promise<WithdrawalDetail> {
  const [row] = await rowsOf(db, scoped(auth, eq(w.id, id)));
  if (!row) throw errors.notFound();
  const [own, made] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNum: orders.orderNum,
        feeType: orders.feeType,
        amountFen: orders.amountFen,
        paidFen: orders.paidFen,
        payStatus: orders.payStatus,
        heldFen: openRefundFen(),
      })
      .from(orders)
      .where(eq(orders.manuscriptId, row.manuscriptId))
      .orderBy(orders.id),
    db
      .select({
        id: refunds.id,
        orderNum: orders.orderNum,
        amountFen: refunds.amountFen,
        status: refunds.status,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.manuscriptId, row.manuscriptId))
      .orderBy(refunds.id),
  ]);
  return {
    ...present(auth, row),
    orders: own.map(({ heldFen, ...o }) => ({
      ...o,
      refundableFen: o.payStatus === 1 ? refundableFen(o, heldFen) : 0,
    })),
    refunds: made,
  };
}

/** The newest request of one of the author's manuscripts (another's is 404). */
export async function latestForAuthor(db: Db, author: AuthorContext, manuscriptId: number) {
  const [m] = await db
    .select({ authorId: manuscripts.authorId, pressId: manuscripts.pressId })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId));
  if (!m || m.authorId !== author.authorId || m.pressId !== author.pressId) throw errors.notFound();
  const [r] = await db.select().from(w).where(eq(w.manuscriptId, manuscriptId)).orderBy(desc(w.id)).limit(1);
  if (!r) return null;
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    decisionNote: r.decisionNote,
  };
}
