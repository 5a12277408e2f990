import { INVOICE_RULES, InvoiceStatus, type invoiceWithdrawBody } from '@jb/contract/schemas/invoices';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import type { AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { present } from './list.ts';
import { moveInvoice } from './moves.ts';
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

/**
 * The author withdraws a request finance has not issued yet (1 or 2 → 5, no invoice needed): their
 * own only (another's is not found), at the version they saw; the orders may be asked for again.
 */
export function withdrawInvoice(db: Db, author: AuthorContext, b: z.infer<typeof invoiceWithdrawBody>) {
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, b.id), eq(invoices.authorId, author.authorId)))
      .for('update');
    if (!inv) throw errors.notFound();
    if (inv.version !== b.version) throw errors.staleVersion();
    if (inv.status !== InvoiceStatus.REQUESTED && inv.status !== InvoiceStatus.REQUESTED_AGAIN)
      throw errors.validation([{ path: 'id', ...INVOICE_RULES.notOpen }]);
    return moveInvoice(
      tx,
      inv,
      { kind: 'withdrawn', to: InvoiceStatus.NOT_NEEDED },
      { type: 'author', id: author.authorId },
    );
  });
}
