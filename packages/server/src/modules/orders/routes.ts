import * as discountCalls from '@jb/contract/api/discounts';
import * as calls from '@jb/contract/api/orders';
import { paymentNotify } from '@jb/contract/api/payments';
import * as refundCalls from '@jb/contract/api/refunds';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { discountOptions, refundOptions } from './applications.ts';
import { listDiscounts } from './discountList.ts';
import { applyDiscount, reviewDiscount } from './discounts.ts';
import { exportOrders, listOrders, orderDetail } from './list.ts';
import { endOrder, receiveOrder, saveOtherOrder } from './manage.ts';
import { acceptNotification } from './online.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { listRefunds } from './refundList.ts';
import { adminDecideRefund, authorRequestRefund, financeDecideRefund, requestRefund } from './refunds.ts';

/**
 * The order list of 订单查询 and 订单列表, an order's history, the export, ending, adding and
 * receiving on an order by hand; discounts (订单优惠审核) and refunds (退款审核, 退款管理).
 */
export function orderRoutes(db: Db, providers: Map<string, PaymentProvider>): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.orderList, ({ auth, query }) => listOrders(db, auth, query));
    handle(app, calls.orderDetailCall, ({ auth, query }) => orderDetail(db, auth, query.id));
    handle(app, calls.orderExport, ({ auth, query, reply, lang }) =>
      exportOrders(db, auth, query, reply, lang),
    );
    handle(app, calls.orderSaveOther, ({ auth, body }) => saveOtherOrder(db, auth, body));
    handle(app, calls.orderCancel, ({ auth, body }) => endOrder(db, auth, 'cancel', body));
    handle(app, calls.orderClose, ({ auth, body }) => endOrder(db, auth, 'close', body));
    handle(app, calls.orderReceive, ({ auth, body }) => receiveOrder(db, auth, body));
    handle(app, paymentNotify, async ({ query, body }) => ({
      result: await acceptNotification(db, providers, query.provider, body),
    }));

    handle(app, discountCalls.discountList, ({ auth, query }) => listDiscounts(db, auth, query));
    handle(app, discountCalls.discountOrders, ({ auth, query }) =>
      discountOptions(db, auth, query.articleNo),
    );
    handle(app, discountCalls.discountApply, ({ auth, body }) => applyDiscount(db, auth, body));
    handle(app, discountCalls.discountReview, ({ auth, body }) => reviewDiscount(db, auth, body));

    handle(app, refundCalls.refundList, ({ auth, query }) => listRefunds(db, auth, query));
    handle(app, refundCalls.refundOrders, ({ auth, query }) => refundOptions(db, auth, query.articleNo));
    handle(app, refundCalls.refundRequest, ({ auth, body }) => requestRefund(db, auth, body));
    handle(app, refundCalls.authorRefundRequest, ({ author, body }) => authorRequestRefund(db, author, body));
    handle(app, refundCalls.refundAdminAudit, ({ auth, body }) => adminDecideRefund(db, auth, body));
    handle(app, refundCalls.refundFinanceAudit, ({ auth, body }) => financeDecideRefund(db, auth, body));
  };
}
