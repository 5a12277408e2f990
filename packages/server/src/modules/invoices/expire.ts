import { InvoiceStatus } from '@jb/contract/schemas/invoices';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceEvents, invoices } from '../../db/schema/index.ts';
import { readSettings } from '../settings/service.ts';

/**
 * Requests not issued within the press's `invoiceExpiryDays` become expired (6), each with its history
 * row, one press at a time in one transaction. Run by the daily job; answers how many expired.
 */
export async function expireInvoices(db: Db, now = new Date()): Promise<number> {
  const waiting = [InvoiceStatus.REQUESTED, InvoiceStatus.REQUESTED_AGAIN];
  const presses = await db
    .selectDistinct({ pressId: invoices.pressId })
    .from(invoices)
    .where(inArray(invoices.status, waiting));
  let expired = 0;
  for (const { pressId } of presses) {
    const { settings } = await readSettings(db, pressId);
    const before = new Date(now.getTime() - settings.finance.invoiceExpiryDays * 86_400_000);
    expired += await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: invoices.id, status: invoices.status })
        .from(invoices)
        .where(
          and(
            eq(invoices.pressId, pressId),
            inArray(invoices.status, waiting),
            lt(invoices.createdAt, before),
          ),
        )
        .for('update');
      if (due.length === 0) return 0;
      await tx
        .update(invoices)
        .set({ status: InvoiceStatus.EXPIRED, version: sql`${invoices.version} + 1` })
        .where(
          inArray(
            invoices.id,
            due.map((r) => r.id),
          ),
        );
      await tx.insert(invoiceEvents).values(
        due.map((r) => ({
          invoiceId: r.id,
          kind: 'expired',
          fromStatus: r.status,
          toStatus: InvoiceStatus.EXPIRED,
          actorType: 'system',
          actorId: 0,
          note: `${settings.finance.invoiceExpiryDays}d`,
        })),
      );
      return due.length;
    });
  }
  return expired;
}
