import { DiscountStatus, FeeType, OPEN_REFUND_STATUSES, OrderPayStatus } from '@jb/contract/enums/order';
import { OPEN_INVOICE_STATUSES } from '@jb/contract/schemas/invoices';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { discounts, invoiceOrders, invoices, orders, refunds } from '../../db/schema/index.ts';

export type OrderBrief = {
  id: number;
  orderNum: string;
  feeType: number;
  amountFen: number;
  paidFen: number;
  payStatus: number;
};

/** The orders of some manuscripts, oldest first, grouped by manuscript (the list's schedulingOrderList). */
export async function ordersOf(
  db: Db | Tx,
  manuscriptIds: readonly number[],
): Promise<Map<number, OrderBrief[]>> {
  const byManuscript = new Map<number, OrderBrief[]>(manuscriptIds.map((id) => [id, []]));
  if (manuscriptIds.length === 0) return byManuscript;
  const rows = await db
    .select({
      manuscriptId: orders.manuscriptId,
      id: orders.id,
      orderNum: orders.orderNum,
      feeType: orders.feeType,
      amountFen: orders.amountFen,
      paidFen: orders.paidFen,
      payStatus: orders.payStatus,
    })
    .from(orders)
    .where(inArray(orders.manuscriptId, [...manuscriptIds]))
    .orderBy(asc(orders.id));
  for (const { manuscriptId, ...o } of rows) byManuscript.get(manuscriptId)?.push(o);
  return byManuscript;
}

/**
 * The manuscript reading of payStatus (SPEC §4: 0 unpaid, 3 disabled, 1 paid) from its prepaid-fee
 * order: unpaid while it waits, paid once paid, 3 when none is charged, waived or cancelled.
 */
export function manuscriptPayStatus(own: readonly OrderBrief[]): number {
  return payReading(own.filter((o) => o.feeType === FeeType.PREPAID).at(-1)?.payStatus ?? null);
}

/**
 * A column of a manuscript's newest prepaid-fee order, as a subquery of a select over manuscripts
 * (the engine's guard facts, the list's pay filter, the export).
 */
export function latestPrepaid(column: 'pay_status' | 'amount_fen') {
  return sql<number | null>`(select o.${sql.raw(column)} from ${orders} o
    where o.manuscript_id = "manuscripts"."id" and o.fee_type = ${FeeType.PREPAID} order by o.id desc limit 1)`;
}

/** The manuscript reading of payStatus (SPEC §4) from its prepaid order's pay status (null: none). */
export function payReading(prepaidPayStatus: number | null): number {
  if (prepaidPayStatus === OrderPayStatus.UNPAID) return 0;
  if (prepaidPayStatus === OrderPayStatus.PAID) return 1;
  return 3;
}

/** What the order's open refunds (awaiting a decision) hold of its paid balance, as a subquery over orders. */
export function openRefundFen() {
  return sql<number>`(select coalesce(sum(r.amount_fen), 0)::int from ${refunds} r
    where r.order_id = "orders"."id" and r.status in (${sql.join(
      OPEN_REFUND_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}))`.mapWith(Number);
}

/**
 * The kind of the order's approved discount (the latest when several were approved; null when none),
 * as a subquery over orders: one look-up of the discounts index for each row read.
 */
export const approvedDiscountType = sql<number | null>`(select d.type from ${discounts} d
  where d.order_id = ${orders.id} and d.status = ${DiscountStatus.APPROVED}
  order by d.id desc limit 1)`;

/**
 * The open invoice (1-4) covering the order, at most one (invoices/verify.ts), as a lateral
 * subquery to left-join over orders: looked up by the invoice_orders order index for each row read.
 */
export const openInvoice = new QueryBuilder()
  .select({ invoiceId: invoices.id, invoiceNumber: invoices.number, invoiceStatus: invoices.status })
  .from(invoiceOrders)
  .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
  .where(and(eq(invoiceOrders.orderId, orders.id), inArray(invoices.status, OPEN_INVOICE_STATUSES)))
  .limit(1)
  .as('open_invoice');
