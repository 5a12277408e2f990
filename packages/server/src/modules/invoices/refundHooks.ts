import { INVOICE_RULES, InvoiceStatus } from '@jb/contract/schemas/invoices';
import type { Tx } from '../../db/client.ts';
import { errors } from '../../platform/errors.ts';
import { type InvoiceActor, moveInvoice, openInvoiceOf } from './moves.ts';

/**
 * How a refund meets the invoice of its order (called by the refund service in its transaction):
 * once the administrator passes it, an issued invoice needs its red-letter reversal (3 → 4) and
 * finance cannot refund before it is recorded; a request not issued yet is void once the money goes
 * back (→ 7, the author asks again for what stays paid); a refund finance rejects restores 4 → 3.
 */
export async function refundPassedByAdmin(tx: Tx, orderId: number, actor: InvoiceActor) {
  const inv = await openInvoiceOf(tx, orderId);
  if (inv?.status === InvoiceStatus.ISSUED)
    await moveInvoice(tx, inv, { kind: 'redNeeded', to: InvoiceStatus.RED_NEEDED }, actor);
}

export async function refundPaidBack(tx: Tx, orderId: number, actor: InvoiceActor) {
  const inv = await openInvoiceOf(tx, orderId);
  if (!inv) return;
  if (inv.status === InvoiceStatus.RED_NEEDED || inv.status === InvoiceStatus.ISSUED)
    throw errors.validation([{ path: 'id', ...INVOICE_RULES.redFirst }]);
  await moveInvoice(tx, inv, { kind: 'voidedByRefund', to: InvoiceStatus.HANDLED, note: 'refund' }, actor);
}

export async function refundRejectedByFinance(tx: Tx, orderId: number, actor: InvoiceActor) {
  const inv = await openInvoiceOf(tx, orderId);
  if (inv?.status === InvoiceStatus.RED_NEEDED)
    await moveInvoice(tx, inv, { kind: 'redCancelled', to: InvoiceStatus.ISSUED }, actor);
}
