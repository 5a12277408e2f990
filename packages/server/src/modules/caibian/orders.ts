import type { OrderListQuery } from '@jb/contract/schemas/orders';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { listOrders } from '../orders/list.ts';
import { myOrders } from './scope.ts';

/**
 * 订单查询 (/caibian/orderQuery): the order list of 订单查询/订单列表 over the orders of the editor's
 * manuscripts, with the count and totals of that set; read only here (no row actions).
 */
export async function listMyOrders(db: Db, auth: AuthContext, q: OrderListQuery) {
  const page = await listOrders(db, auth, q, myOrders(auth));
  return { ...page, list: page.list.map((r) => ({ ...r, actions: [] })) };
}
