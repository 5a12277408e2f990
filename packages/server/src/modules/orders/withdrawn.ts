import { refundableFen } from '@jb/contract/balances';
import { OrderPayStatus } from '@jb/contract/enums/order';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { openRefundFen } from './queries.ts';
import { requestRefundOf } from './refunds.ts';
import { moveOrder, type OrderActor } from './service.ts';

/**
 * The orders of a withdrawn manuscript (docs/author-requests.md), in the withdrawal's transaction:
 * an unpaid fee is no longer owed (cancelled, with the reason); money paid and not already asked
 * back is offered back as a refund request of the one refund path (the press administrator's review,
 * then finance's), never paid out here. Answers the refund requests made.
 */
export async function settleWithdrawnOrders(
  tx: Tx,
  manuscriptId: number,
  reason: string,
  actor: OrderActor,
): Promise<number[]> {
  const rows = await tx
    .select({ order: orders, heldFen: openRefundFen() })
    .from(orders)
    .where(eq(orders.manuscriptId, manuscriptId))
    .orderBy(orders.id)
    .for('update', { of: orders });
  const note = `撤稿 / Withdrawn: ${reason}`.slice(0, 200);
  const made: number[] = [];
  for (const { order, heldFen } of rows) {
    if (order.payStatus === OrderPayStatus.UNPAID) {
      await moveOrder(tx, order, { kind: 'cancelled', to: OrderPayStatus.CANCELLED, note }, actor);
      continue;
    }
    const amountFen = order.payStatus === OrderPayStatus.PAID ? refundableFen(order, heldFen) : 0;
    if (amountFen <= 0) continue;
    const refund = await requestRefundOf(
      tx,
      order,
      { orderId: order.id, version: order.version, amountFen, reason: note },
      actor,
    );
    made.push(refund.id);
  }
  return made;
}
