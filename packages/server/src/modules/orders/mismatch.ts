import { AbnormalFlag, abnormalNote } from '@jb/contract/enums/order';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';
import { moveOrder, type OrderActor, type OrderRow } from './service.ts';

/**
 * Money that does not fit its order (more than is still due, or paid after the order ended), online
 * or recorded by hand: no payment is recorded; the order is marked abnormal (abnormalFlag 2, reason
 * paidMismatch) with the amount in its history, for finance to check and send the money back.
 * `ref` names the payment (its idempotency key): a retry finds the mark and makes no second one.
 */
export interface Mismatch {
  amountFen: number;
  /** The payment's key, or what else names it; '' when nothing does (every attempt is then marked). */
  ref: string;
}

/** Whether the money named `ref` was already marked as not fitting the order. */
export async function mismatchMarked(tx: Tx, orderId: number, ref: string): Promise<boolean> {
  if (!ref) return false;
  const [seen] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'abnormal'),
        eq(orderEvents.note, abnormalNote('paidMismatch', ref)),
      ),
    );
  return Boolean(seen);
}

/** Marks the order (locked by the caller) abnormal for money that does not fit it; answers the order after. */
export function markMismatch(tx: Tx, order: OrderRow, m: Mismatch, actor: OrderActor) {
  return moveOrder(
    tx,
    order,
    {
      kind: 'abnormal',
      set: { abnormalFlag: AbnormalFlag.ABNORMAL },
      amountFen: m.amountFen,
      note: abnormalNote('paidMismatch', m.ref),
    },
    actor,
  );
}
