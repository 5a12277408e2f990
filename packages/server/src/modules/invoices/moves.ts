import { OPEN_INVOICE_STATUSES } from '@jb/contract/schemas/invoices';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceEvents, invoiceOrders, invoices } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export interface InvoiceActor {
  type: 'author' | 'staff';
  id: number;
}

/** Every change of an invoice: its row (version bumped) and exactly one row of its history. */
export async function moveInvoice(
  tx: Tx,
  inv: InvoiceRow,
  change: { kind: string; to: number; note?: string; set?: Partial<InvoiceRow> },
  actor: InvoiceActor,
) {
  await tx
    .update(invoices)
    .set({ ...change.set, status: change.to, version: inv.version + 1 })
    .where(eq(invoices.id, inv.id));
  await tx.insert(invoiceEvents).values({
    invoiceId: inv.id,
    kind: change.kind,
    fromStatus: inv.status,
    toStatus: change.to,
    actorType: actor.type,
    actorId: actor.id,
    note: change.note ?? '',
  });
  return { id: inv.id, status: change.to, version: inv.version + 1 };
}

/** The open invoice (1-4) covering an order, locked, if there is one. */
export async function openInvoiceOf(tx: Tx, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select({ invoice: invoices })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(and(eq(invoiceOrders.orderId, orderId), inArray(invoices.status, OPEN_INVOICE_STATUSES)))
    .limit(1)
    .for('update');
  return row?.invoice;
}
