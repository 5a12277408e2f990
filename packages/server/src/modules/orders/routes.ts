import * as calls from '@jb/contract/api/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { exportOrders, listOrders, orderDetail } from './list.ts';
import { endOrder, saveOtherOrder } from './manage.ts';

/** The order list of 订单查询 and 订单列表, an order's history, the export, and ending or adding an order by hand. */
export function orderRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.orderList, ({ auth, query }) => listOrders(db, auth, query));
    handle(app, calls.orderDetailCall, ({ auth, query }) => orderDetail(db, auth, query.id));
    handle(app, calls.orderExport, ({ auth, query, reply, lang }) =>
      exportOrders(db, auth, query, reply, lang),
    );
    handle(app, calls.orderSaveOther, ({ auth, body }) => saveOtherOrder(db, auth, body));
    handle(app, calls.orderCancel, ({ auth, body }) => endOrder(db, auth, 'cancel', body));
    handle(app, calls.orderClose, ({ auth, body }) => endOrder(db, auth, 'close', body));
  };
}
