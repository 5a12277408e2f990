import * as calls from '@jb/contract/api/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { exportOrders, listOrders, orderDetail } from './list.ts';

/** The order list of 订单查询 and 订单列表, an order's history, and the export. */
export function orderRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.orderList, ({ auth, query }) => listOrders(db, auth, query));
    handle(app, calls.orderDetailCall, ({ auth, query }) => orderDetail(db, auth, query.id));
    handle(app, calls.orderExport, ({ auth, query, reply, lang }) =>
      exportOrders(db, auth, query, reply, lang),
    );
  };
}
