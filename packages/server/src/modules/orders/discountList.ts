import { DiscountStatus } from '@jb/contract/enums/order';
import type { DiscountRow, discountListQuery } from '@jb/contract/schemas/discounts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, discounts, journals, manuscripts, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { applicationFilter, orderJoinColumns, orderParts, pick, staffName } from './applications.ts';

type Query = z.infer<typeof discountListQuery>;
const SORT = { createdAt: discounts.createdAt, amount: discounts.amountFen };

/** The discount applications of /operation/orderDiscount, each with its order and the actions open to the caller. */
export async function listDiscounts(db: Db, auth: AuthContext, q: Query) {
  const where = applicationFilter(auth, discounts, q);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...orderJoinColumns,
        id: discounts.id,
        type: discounts.type,
        percent: discounts.percent,
        amountFen: discounts.amountFen,
        reason: discounts.reason,
        status: discounts.status,
        reviewNote: discounts.reviewNote,
        requestedByName: sql<string>`coalesce(${staffName(discounts.requestedBy)}, '')`,
        reviewedByName: staffName(discounts.reviewedBy),
        reviewedAt: discounts.reviewedAt,
        createdAt: discounts.createdAt,
        version: discounts.version,
      })
      .from(discounts)
      .innerJoin(orders, eq(orders.id, discounts.orderId))
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .innerJoin(journals, eq(journals.id, orders.journalId))
      .innerJoin(authors, eq(authors.id, orders.authorId))
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], discounts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(discounts)
      .innerJoin(orders, eq(orders.id, discounts.orderId))
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .innerJoin(authors, eq(authors.id, orders.authorId))
      .where(where),
  ]);
  const review = auth.permissions.has('operation.orderDiscount.review');
  const list: DiscountRow[] = rows.map((r) => ({
    ...pick(r, [
      'id',
      'type',
      'percent',
      'amountFen',
      'reason',
      'status',
      'reviewNote',
      'requestedByName',
      'reviewedByName',
      'version',
    ]),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    ...orderParts(r),
    order: { ...orderParts(r).order, discountFen: r.discountFen, abnormalFlag: r.abnormalFlag },
    actions: review && r.status === DiscountStatus.REVIEW ? ['pass', 'reject'] : [],
  }));
  return pageOf(list, count?.n ?? 0, q);
}
