import type { ResultOf } from '@jb/contract/api/define';
import { orderDetailCall, type orderList } from '@jb/contract/api/orders';
import { OrderPayStatus } from '@jb/contract/enums/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export type OrderPage = ResultOf<typeof orderList>;
export type OrderRow = OrderPage['list'][number];
export type OrderSummary = OrderPage['summary'];
export type OrderDetail = ResultOf<typeof orderDetailCall>;

/** One order's history and payments (loaded when the drawer opens). */
export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: ['order', 'detail', id],
    queryFn: () => api(orderDetailCall, { query: { id: id! } }),
    enabled: id !== null,
  });
}

/**
 * The colour of an order's pay status (the order reading of SPEC §4): unpaid orange, paid green,
 * cancelled and closed grey, refunded purple, any code above 4 (under review) red.
 */
export function orderPayColor(code: number): string {
  if (code > OrderPayStatus.REFUNDED) return 'red';
  if (code === OrderPayStatus.PAID) return 'green';
  if (code === OrderPayStatus.UNPAID) return 'orange';
  if (code === OrderPayStatus.REFUNDED) return 'purple';
  return 'default';
}

type Sums = Pick<OrderRow, 'amountFen' | 'discountFen' | 'paidFen' | 'refundedFen' | 'payStatus'>;

/** What the order asks once its approved discounts are taken off (the contract's orderRow.discountFen). */
export const payableFen = (o: Pick<Sums, 'amountFen' | 'discountFen'>) => o.amountFen - o.discountFen;

/** SPEC §9: a paid order whose payable amount is "0.00元" (waived in full, or free) is marked free. */
export const isFree = (o: Pick<Sums, 'amountFen' | 'discountFen' | 'payStatus'>) =>
  payableFen(o) === 0 && o.payStatus === OrderPayStatus.PAID;
