import { OrderPayStatus } from '@jb/contract/enums/order';
import { InvoiceStatus, OPEN_INVOICE_STATUSES } from '@jb/contract/schemas/invoices';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invoiceOrders, invoices, journals, manuscripts, orders, payments } from '../../db/schema/index.ts';
import { openRefundFen } from '../orders/queries.ts';

/** Whether an open invoice (1-4) covers the order, as a condition over orders. */
const covered = sql`exists (select 1 from ${invoiceOrders} io join ${invoices} i on i.id = io.invoice_id
  where io.order_id = ${orders.id} and i.status in (${sql.join(
    OPEN_INVOICE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/**
 * The author's orders an invoice may be asked for: paid, with money paid and not being refunded,
 * not covered by an open invoice (all of them, or only `ids`). `dueFen` is the invoiceable amount.
 */
export async function invoiceable(
  db: Db | Tx,
  author: { authorId: number; pressId: number },
  ids?: number[],
) {
  const where: SQL | undefined = and(
    eq(orders.pressId, author.pressId),
    eq(orders.authorId, author.authorId),
    eq(orders.payStatus, OrderPayStatus.PAID),
    sql`not ${covered}`,
    ids ? inArray(orders.id, ids) : undefined,
  );
  const rows = await db
    .select({
      id: orders.id,
      orderNum: orders.orderNum,
      feeType: orders.feeType,
      amountFen: orders.amountFen,
      paidFen: orders.paidFen,
      payStatus: orders.payStatus,
      journalId: orders.journalId,
      held: openRefundFen(),
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      paidAt:
        sql<Date | null>`(select max(p.created_at) from ${payments} p where p.order_id = ${orders.id})`.mapWith(
          payments.createdAt,
        ),
      // Asked for before and refused, reversed or left to expire; a request the author withdrew
      // (no invoice needed) does not count.
      invoicedBefore: sql<boolean>`exists (select 1 from ${invoiceOrders} io join ${invoices} i
        on i.id = io.invoice_id where io.order_id = ${orders.id} and i.status <> ${InvoiceStatus.NOT_NEEDED})`,
    })
    .from(orders)
    .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
    .where(where)
    .orderBy(orders.id);
  return rows.map((r) => ({ ...r, dueFen: r.paidFen - r.held })).filter((r) => r.dueFen > 0);
}

/** The orders of some invoices, with their manuscripts, grouped by invoice. */
export async function ordersOfInvoices(db: Db, ids: number[]) {
  const byInvoice = new Map<
    number,
    { id: number; orderNum: string; feeType: number; amountFen: number; articleNo: string; title: string }[]
  >(ids.map((id) => [id, []]));
  if (ids.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: invoiceOrders.invoiceId,
      id: orders.id,
      orderNum: orders.orderNum,
      feeType: orders.feeType,
      amountFen: invoiceOrders.amountFen,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
    })
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
    .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
    .where(inArray(invoiceOrders.invoiceId, ids))
    .orderBy(orders.id);
  for (const { invoiceId, ...o } of rows) byInvoice.get(invoiceId)?.push(o);
  return byInvoice;
}

/** The journal of an invoice's first order (an invoice merges orders of one journal), over invoices. */
export const journalName = sql<string>`coalesce((select j.name from ${invoiceOrders} io
  join ${orders} o on o.id = io.order_id join ${journals} j on j.id = o.journal_id
  where io.invoice_id = "invoices"."id" order by o.id limit 1), '')`;
