import { OrderPayStatus } from '@jb/contract/enums/order';
import { INVOICE_RULES, type InvoiceApplyBody, InvoiceStatus } from '@jb/contract/schemas/invoices';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceEvents, invoiceOrders, invoices, orders } from '../../db/schema/index.ts';
import type { AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { invoiceable } from './queries.ts';

const refuse = (rule: keyof typeof INVOICE_RULES) =>
  errors.validation([{ path: 'orderIds', ...INVOICE_RULES[rule] }]);

/**
 * The author asks for one invoice over paid orders of theirs of one journal, none covered by an
 * open invoice; its amount is what is paid and not being refunded. An order invoiced before (the
 * invoice refused, reversed or expired; not one the author withdrew) makes it a second request
 * (status 2).
 */
export function applyInvoice(db: Db, author: AuthorContext, b: InvoiceApplyBody) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(b.orderIds)];
    await tx.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids)).for('update');
    const found = await invoiceable(tx, author, ids);
    if (
      found.length !== ids.length ||
      found.some((o) => o.payStatus !== OrderPayStatus.PAID || o.dueFen <= 0)
    )
      throw refuse('notInvoiceable');
    if (new Set(found.map((o) => o.journalId)).size > 1) throw refuse('mixed');
    const again = found.some((o) => o.invoicedBefore);
    const status = again ? InvoiceStatus.REQUESTED_AGAIN : InvoiceStatus.REQUESTED;
    const { orderIds: _ids, ...fields } = b;
    const [made] = await tx
      .insert(invoices)
      .values({
        ...fields,
        pressId: author.pressId,
        authorId: author.authorId,
        status,
        amountFen: found.reduce((sum, o) => sum + o.dueFen, 0),
      })
      .returning({ id: invoices.id });
    await tx
      .insert(invoiceOrders)
      .values(found.map((o) => ({ invoiceId: made!.id, orderId: o.id, amountFen: o.dueFen })));
    await tx.insert(invoiceEvents).values({
      invoiceId: made!.id,
      kind: 'requested',
      toStatus: status,
      actorType: 'author',
      actorId: author.authorId,
    });
    return { id: made!.id, status, version: 0 };
  });
}
