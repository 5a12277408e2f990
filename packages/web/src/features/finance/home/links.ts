import { monthDays } from '@jb/contract/months';

/** A filter value of a list's URL; left out when undefined. */
type Value = string | number | undefined;

/** A list screen's address with its filters in the URL (the names the list's filters read). */
export function listLink(path: string, filters: Record<string, Value>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The order list (订单列表) filtered as given. */
export const orderListLink = (filters: Record<string, Value>) => listLink('/finance/orderList', filters);

/** The orders with money received in the months `from` to `to` (YYYY-MM), as the charts count them. */
export function paidInMonths(from: string, to: string, filters: Record<string, Value> = {}): string {
  return orderListLink({ ...filters, paidFrom: monthDays(from).from, paidTo: monthDays(to).to });
}
