import { AbnormalFlag, DiscountStatus, RefundStatus } from '@jb/contract/enums/order';
import { RemittanceStatus } from '@jb/contract/enums/remittance';
import { InvoiceStatus } from '@jb/contract/schemas/invoices';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discounts, invoices, orders, refunds, remittances } from '../../db/schema/index.ts';
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
  const [[r], [d], [a], i] = await Promise.all([
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
      .select({ status: invoices.status, n: countAll })
      .from(invoices)
      .where(
        and(
          pressCondition(auth, invoices.pressId),
          inArray(invoices.status, [InvoiceStatus.REQUESTED, InvoiceStatus.REQUESTED_AGAIN]),
        ),
      )
      .groupBy(invoices.status),
  ]);
  const invoicesAt = (status: number) => i.find((row) => row.status === status)?.n ?? 0;
  return {
    refunds: r?.n ?? 0,
    discounts: d?.n ?? 0,
    abnormal: a?.n ?? 0,
    invoices: invoicesAt(InvoiceStatus.REQUESTED),
    invoicesAgain: invoicesAt(InvoiceStatus.REQUESTED_AGAIN),
  };
}

/**
 * The press's remittances not yet wholly matched (汇款确认's 未匹配 and 部分匹配 tabs): how many, and
 * the money of them not matched yet. A range of the (press, status) index.
 */
export async function openRemittances(db: Db, auth: AuthContext) {
  const rows = await db
    .select({
      status: remittances.status,
      count: countAll,
      fen: sql<number>`coalesce(sum(${remittances.amountFen} - ${remittances.matchedFen}), 0)::float8`.mapWith(
        Number,
      ),
    })
    .from(remittances)
    .where(
      and(
        pressCondition(auth, remittances.pressId),
        inArray(remittances.status, [RemittanceStatus.UNMATCHED, RemittanceStatus.PARTLY]),
      ),
    )
    .groupBy(remittances.status);
  const at = (status: number) => {
    const row = rows.find((r) => r.status === status);
    return { count: row?.count ?? 0, fen: row?.fen ?? 0 };
  };
  return { unmatched: at(RemittanceStatus.UNMATCHED), partly: at(RemittanceStatus.PARTLY) };
}
