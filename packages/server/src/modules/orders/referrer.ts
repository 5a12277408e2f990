import { and, eq, notExists } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commissionPaymentOrders, orders } from '../../db/schema/index.ts';

/**
 * A manuscript's referring acquisition editor changed (at staff entry): its orders follow, except
 * those whose commission was already paid (that payment stays with the editor it paid). Who refers
 * an order is not money: the order's version and history are left alone; the manuscript's timeline
 * records the change.
 */
export async function referOrders(tx: Tx, manuscriptId: number, referrerId: number | null) {
  await tx
    .update(orders)
    .set({ referrerId })
    .where(
      and(
        eq(orders.manuscriptId, manuscriptId),
        notExists(
          tx
            .select({ one: commissionPaymentOrders.orderId })
            .from(commissionPaymentOrders)
            .where(eq(commissionPaymentOrders.orderId, orders.id)),
        ),
      ),
    );
}
