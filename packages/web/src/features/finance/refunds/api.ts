import type { ResultOf } from '@jb/contract/api/define';
import { type refundOrders, refundRequest } from '@jb/contract/api/refunds';
import { api } from '../../../api/http.ts';

export type { RefundAction, RefundRow } from '@jb/contract/schemas/refunds';
export type RefundOrder = ResultOf<typeof refundOrders>[number];

/** What the request forms send besides the order's version. */
export interface RefundRequestValues {
  orderId: number;
  amountFen: number;
  reason: string;
}

/** Asks for a refund of an order as read (its version: a changed order is refused as stale). */
export function requestRefund(values: RefundRequestValues, version: number) {
  const { orderId, amountFen, reason } = values;
  return api(refundRequest, { body: { orderId, version, amountFen, reason } }, { quiet: true });
}
