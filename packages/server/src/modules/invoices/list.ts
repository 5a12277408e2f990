import {
  type INVOICE_ACTIONS,
  type InvoiceRow,
  InvoiceStatus,
  type invoiceListQuery,
} from '@jb/contract/schemas/invoices';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, invoiceOrders, invoices, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { journalName, ordersOfInvoices } from './queries.ts';

type Query = z.infer<typeof invoiceListQuery>;
const SORT = { createdAt: invoices.createdAt, amount: invoices.amountFen };
type Action = (typeof INVOICE_ACTIONS)[number];

/** What finance may do to an invoice at its status. */
function actionsOf(auth: AuthContext, status: number): Action[] {
  if (!auth.permissions.has('finance.invoiceManage.issue')) return [];
  if (status === InvoiceStatus.REQUESTED || status === InvoiceStatus.REQUESTED_AGAIN)
    return ['issue', 'refuse'];
  if (status === InvoiceStatus.ISSUED || status === InvoiceStatus.RED_NEEDED) return ['red'];
  return [];
}

function where(auth: AuthContext, q: Query): SQL | undefined {
  const pattern = q.keyword ? containsPattern(q.keyword) : null;
  return and(
    pressCondition(auth, invoices.pressId),
    q.status === undefined ? undefined : eq(invoices.status, q.status),
    q.kind ? eq(invoices.kind, q.kind) : undefined,
    pattern
      ? or(
          ilike(invoices.buyerName, pattern),
          ilike(invoices.taxpayerId, pattern),
          ilike(invoices.number, pattern),
          ilike(authors.name, pattern),
          sql`exists (select 1 from ${invoiceOrders} io join ${orders} o on o.id = io.order_id
            where io.invoice_id = ${invoices.id} and o.order_num ilike ${pattern})`,
        )
      : undefined,
  );
}

/**
 * Invoices of 发票管理 with their orders and the actions open to the caller; `extra` narrows them
 * (an acquisition editor's, modules/caibian/scope.ts).
 */
export async function listInvoices(db: Db, auth: AuthContext, q: Query, extra?: SQL) {
  const filter = and(where(auth, q), extra);
  const [rows, [count]] = await Promise.all([
    db
      .select({ invoice: invoices, authorName: authors.name, journalName })
      .from(invoices)
      .innerJoin(authors, eq(authors.id, invoices.authorId))
      .where(filter)
      .orderBy(...orderOf(q, SORT[q.sort], invoices.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(authors, eq(authors.id, invoices.authorId))
      .where(filter),
  ]);
  const byInvoice = await ordersOfInvoices(
    db,
    rows.map((r) => r.invoice.id),
  );
  const list: InvoiceRow[] = rows.map((r) => ({
    ...present(r.invoice),
    authorName: r.authorName,
    journalName: r.journalName,
    orders: byInvoice.get(r.invoice.id) ?? [],
    actions: actionsOf(auth, r.invoice.status),
  }));
  return pageOf(list, count?.n ?? 0, q);
}

/** An invoice row as the wire carries it (dates as strings). */
export function present(i: typeof invoices.$inferSelect) {
  const { pressId: _p, authorId: _a, createdAt, kind, ...rest } = i;
  return { ...rest, kind: kind as 'normal' | 'special', createdAt: createdAt.toISOString() };
}
