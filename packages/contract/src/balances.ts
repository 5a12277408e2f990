import { OrderPayStatus } from './enums/order.ts';

/**
 * An order's balances, derived from its kept sums (each kept in the same transaction as the rows it
 * sums; the server's orders/verify.ts checks them against the rows):
 *   received = paid + refunded (every payment), due = amount - discount - received,
 *   refundable = paid - what open refunds hold.
 */
export interface Sums {
  amountFen: number;
  discountFen: number;
  paidFen: number;
  refundedFen: number;
}

/** What is still to be paid (never below 0). */
export function dueFen(o: Sums): number {
  return Math.max(0, o.amountFen - o.discountFen - o.paidFen - o.refundedFen);
}

/** What may still be asked back: paid, less the refunds that are open now. */
export function refundableFen(o: Pick<Sums, 'paidFen'>, openRefundFen: number): number {
  return Math.max(0, o.paidFen - openRefundFen);
}

/** Whether the order is settled by what it received once a discount is taken off. */
export function settles(o: Sums): boolean {
  return dueFen(o) === 0;
}

/** The pay status an unpaid order takes after its sums changed: paid once nothing is due. */
export function unpaidOrPaid(o: Sums): number {
  return settles(o) ? OrderPayStatus.PAID : OrderPayStatus.UNPAID;
}
