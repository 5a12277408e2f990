import { fenToYuan, taxIncludedFen } from '@jb/contract/money';
import type { NotificationEventName } from '@jb/contract/notificationEvents';
import {
  INVOICE_RULES,
  InvoiceStatus,
  type invoiceIssueBody,
  type invoiceRedBody,
  type invoiceRefuseBody,
} from '@jb/contract/schemas/invoices';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { authors, invoiceOrders, invoices, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assertSamePress } from '../../platform/tenancy.ts';
import { storedFileOf } from '../files/storedFileOf.ts';
import { manuscriptVars, type Notifier } from '../notifications/notifier.ts';
import { readSettings } from '../settings/service.ts';
import { type InvoiceRow, moveInvoice } from './moves.ts';

/**
 * Finance's decisions on invoices: issue a request (1 or 2 → 3: number, date, file, the press's tax
 * rate; the author is e-mailed the file), refuse it (→ 7 with the reason the author is told), record
 * the red-letter invoice of an issued one (3 or 4 → 7), after which a refund of its orders completes.
 */
export interface InvoiceDeps {
  db: Db;
  notifier: Notifier;
}

const notOpen = () => errors.validation([{ path: 'id', ...INVOICE_RULES.notOpen }]);

async function lockInvoice(tx: Tx, auth: AuthContext, id: number, version: number, from: number[]) {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!inv) throw errors.notFound();
  assertSamePress(auth, inv.pressId);
  if (inv.version !== version) throw errors.staleVersion();
  if (!from.includes(inv.status)) throw notOpen();
  return inv;
}

/** Tells the author about their invoice, in the words of the first order's journal. */
async function tellAuthor(
  tx: Tx,
  notifier: Notifier,
  inv: InvoiceRow,
  event: NotificationEventName,
  extra: { reason?: string; fileName?: string },
) {
  const [first] = await tx
    .select({ manuscriptId: orders.manuscriptId })
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
    .where(eq(invoiceOrders.invoiceId, inv.id))
    .orderBy(asc(orders.id))
    .limit(1);
  const m = first ? await manuscriptVars(tx, first.manuscriptId, notifier.publicUrl) : null;
  if (!m) return;
  const [author] = await tx
    .select({ phone: authors.phone })
    .from(authors)
    .where(eq(authors.id, inv.authorId));
  await notifier.send(tx, {
    pressId: m.pressId,
    journalId: m.journalId,
    event,
    to: { name: m.author, email: inv.email, phone: author?.phone ?? '', authorId: inv.authorId },
    vars: { ...m.vars, amount: fenToYuan(inv.amountFen), reason: extra.reason ?? '' },
    manuscriptId: first!.manuscriptId,
    attachments: inv.fileId && extra.fileName ? [{ fileId: inv.fileId, name: extra.fileName }] : undefined,
  });
}

export function issueInvoice(deps: InvoiceDeps, auth: AuthContext, b: z.infer<typeof invoiceIssueBody>) {
  return deps.db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, auth, b.id, b.version, [
      InvoiceStatus.REQUESTED,
      InvoiceStatus.REQUESTED_AGAIN,
    ]);
    const file = await storedFileOf(tx, b.fileId, { pressId: inv.pressId, kind: 'invoice' });
    if (!file) throw errors.validation([{ path: 'fileId', ...INVOICE_RULES.file }]);
    const { settings } = await readSettings(tx, inv.pressId);
    const rate = settings.finance.taxRatePercent;
    const set = {
      number: b.number,
      issuedOn: b.issuedOn,
      fileId: file.id,
      taxRatePermille: rate * 10,
      taxFen: taxIncludedFen(inv.amountFen, rate),
    };
    const moved = await moveInvoice(
      tx,
      inv,
      { kind: 'issued', to: InvoiceStatus.ISSUED, set },
      { type: 'staff', id: auth.userId },
    );
    await tellAuthor(tx, deps.notifier, { ...inv, ...set }, 'invoiceIssued', { fileName: file.name });
    return moved;
  });
}

export function refuseInvoice(deps: InvoiceDeps, auth: AuthContext, b: z.infer<typeof invoiceRefuseBody>) {
  return deps.db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, auth, b.id, b.version, [
      InvoiceStatus.REQUESTED,
      InvoiceStatus.REQUESTED_AGAIN,
    ]);
    const moved = await moveInvoice(
      tx,
      inv,
      { kind: 'refused', to: InvoiceStatus.HANDLED, note: b.note, set: { note: b.note } },
      { type: 'staff', id: auth.userId },
    );
    await tellAuthor(tx, deps.notifier, inv, 'invoiceRefused', { reason: b.note });
    return moved;
  });
}

export function redInvoice(deps: InvoiceDeps, auth: AuthContext, b: z.infer<typeof invoiceRedBody>) {
  return deps.db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, auth, b.id, b.version, [
      InvoiceStatus.ISSUED,
      InvoiceStatus.RED_NEEDED,
    ]);
    return moveInvoice(
      tx,
      inv,
      {
        kind: 'reversed',
        to: InvoiceStatus.HANDLED,
        note: b.note,
        set: { redNumber: b.redNumber, redOn: b.redOn },
      },
      { type: 'staff', id: auth.userId },
    );
  });
}
