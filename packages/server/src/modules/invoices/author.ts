import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import type { AuthorContext } from '../../platform/access.ts';
import { present } from './list.ts';
import { invoiceable, journalName, ordersOfInvoices } from './queries.ts';

/** The author's paid orders an invoice may still be asked for. */
export async function authorInvoiceOrders(db: Db, author: AuthorContext) {
  const rows = await invoiceable(db, author);
  return rows.map((r) => ({
    id: r.id,
    orderNum: r.orderNum,
    feeType: r.feeType,
    amountFen: r.dueFen,
    paidFen: r.paidFen,
    articleNo: r.articleNo,
    title: r.title,
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  }));
}

/** The author's invoices, newest first, with their orders and (once issued) the file. */
export async function authorInvoices(db: Db, author: AuthorContext) {
  const rows = await db
    .select({ invoice: invoices, journalName })
    .from(invoices)
    // Every journal's: each row names its journal.
    .where(eq(invoices.authorId, author.authorId))
    .orderBy(desc(invoices.id))
    .limit(200);
  const byInvoice = await ordersOfInvoices(
    db,
    rows.map((r) => r.invoice.id),
  );
  return rows.map((r) => ({
    ...present(r.invoice),
    journalName: r.journalName,
    orders: byInvoice.get(r.invoice.id) ?? [],
  }));
}
