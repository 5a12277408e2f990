import { AbnormalFlag, DiscountStatus, RefundStatus } from '@jb/contract/enums/order';
import { InvoiceStatus } from '@jb/contract/schemas/invoices';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discounts, invoices, orders, refunds } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { pressCondition } from '../../platform/tenancy.ts';

const countAll = sql<number>`count(*)::int`;
const sumFen = sql<number>`coalesce(sum(${refunds.amountFen}), 0)::float8`.mapWith(Number);

/** Refunds finance completed in the period, in the home's scope (on the orders). */
export async function refundedIn(db: Db, scope: SQL | undefined, start: Date, end: Date) {
  const [row] = await db
    .select({ count: countAll, fen: sumFen })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        scope,
        eq(refunds.status, RefundStatus.REFUNDED),
        gte(refunds.financeAt, start),
        lt(refunds.financeAt, end),
      ),
    );
  return row ?? { count: 0, fen: 0 };
}

/**
 * The finance home's work waiting now: refunds for finance, invoice requests, discount applications
 * under review and abnormal orders (orders in the home's scope; invoices of the press).
 */
export async function waitingWork(db: Db, auth: AuthContext, scope: SQL | undefined) {
  const [[r], [d], [a], [i]] = await Promise.all([
    db
      .select({ n: countAll })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(scope, eq(refunds.status, RefundStatus.FINANCE_PENDING))),
    db
      .select({ n: countAll })
      .from(discounts)
      .innerJoin(orders, eq(orders.id, discounts.orderId))
      .where(and(scope, eq(discounts.status, DiscountStatus.REVIEW))),
    db
      .select({ n: countAll })
      .from(orders)
      .where(and(scope, eq(orders.abnormalFlag, AbnormalFlag.ABNORMAL))),
    db
      .select({ n: countAll })
      .from(invoices)
      .where(
        and(
          pressCondition(auth, invoices.pressId),
          inArray(invoices.status, [InvoiceStatus.REQUESTED, InvoiceStatus.REQUESTED_AGAIN]),
        ),
      ),
  ]);
  return { refunds: r?.n ?? 0, discounts: d?.n ?? 0, abnormal: a?.n ?? 0, invoices: i?.n ?? 0 };
}
