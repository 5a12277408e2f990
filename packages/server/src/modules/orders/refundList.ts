import { RefundStatus } from '@jb/contract/enums/order';
import type { RefundAction, RefundRow, refundListQuery } from '@jb/contract/schemas/refunds';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, journals, manuscripts, orders, refunds } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { requesterName } from '../authorRequests/queries.ts';
import { applicationFilter, orderJoinColumns, orderParts, pick, staffName } from './applications.ts';

type Query = z.infer<typeof refundListQuery>;
const SORT = { createdAt: refunds.createdAt, amount: refunds.amountFen };

/** The decisions open to the caller on a refund at its step. */
function refundActions(auth: AuthContext, status: number): RefundAction[] {
  if (status === RefundStatus.ADMIN_PENDING && auth.permissions.has('operation.refundAudit.review'))
    return ['adminPass', 'adminReject'];
  if (status === RefundStatus.FINANCE_PENDING && auth.permissions.has('finance.refundManage.review'))
    return ['financePass', 'financeReject'];
  return [];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The refunds of 退款审核 and 退款管理, each with its order and the decisions open to the caller. */
export async function listRefunds(db: Db, auth: AuthContext, q: Query) {
  const where = applicationFilter(auth, refunds, q);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...orderJoinColumns,
        id: refunds.id,
        amountFen: refunds.amountFen,
        reason: refunds.reason,
        status: refunds.status,
        requestedByType: refunds.requestedByType,
        requestedByName: requesterName(refunds.requestedByType, refunds.requestedById),
        adminByName: staffName(refunds.adminBy),
        adminNote: refunds.adminNote,
        adminAt: refunds.adminAt,
        financeByName: staffName(refunds.financeBy),
        financeNote: refunds.financeNote,
        financeAt: refunds.financeAt,
        voucherNote: refunds.voucherNote,
        createdAt: refunds.createdAt,
        version: refunds.version,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .innerJoin(journals, eq(journals.id, orders.journalId))
      .innerJoin(authors, eq(authors.id, orders.authorId))
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], refunds.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .innerJoin(authors, eq(authors.id, orders.authorId))
      .where(where),
  ]);
  const list: RefundRow[] = rows.map((r) => ({
    ...pick(r, [
      'id',
      'amountFen',
      'reason',
      'status',
      'requestedByName',
      'adminByName',
      'adminNote',
      'financeByName',
      'financeNote',
      'voucherNote',
      'version',
    ]),
    requestedByType: r.requestedByType === 'author' ? 'author' : 'staff',
    adminAt: iso(r.adminAt),
    financeAt: iso(r.financeAt),
    createdAt: r.createdAt.toISOString(),
    ...orderParts(r),
    order: { ...orderParts(r).order, refundedFen: r.refundedFen },
    actions: refundActions(auth, r.status),
  }));
  return pageOf(list, count?.n ?? 0, q);
}
