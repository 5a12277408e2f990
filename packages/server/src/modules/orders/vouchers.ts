import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, remittanceMatches, remittances, storedFiles } from '../../db/schema/index.ts';

/**
 * The voucher file of a payment: the one finance attached to it, else, for a payment made by
 * matching a bank remittance, the remittance's (a remittance pays each order once: one match a payment).
 */
export const paymentVoucherId = sql<number | null>`coalesce(${payments.voucherFileId},
  (select ${remittances.voucherFileId} from ${remittanceMatches}
    inner join ${remittances} on ${remittances.id} = ${remittanceMatches.remittanceId}
    where ${remittanceMatches.paymentId} = ${payments.id}))`;

/** Joins a select over payments to its voucher's file (left: a payment without one keeps its row). */
export const voucherJoin = eq(storedFiles.id, paymentVoucherId);

/** The vouchers of the money received on some orders, oldest payment first, by order. */
export async function vouchersOfOrders(db: Db, orderIds: readonly number[]) {
  const byOrder = new Map<number, { id: number; name: string }[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: payments.orderId, id: storedFiles.id, name: storedFiles.name })
    .from(payments)
    .innerJoin(storedFiles, voucherJoin)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(asc(payments.id));
  for (const { orderId, ...file } of rows) byOrder.get(orderId)?.push(file);
  return byOrder;
}
