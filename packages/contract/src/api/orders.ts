import { z } from 'zod';
import { idQuery } from '../schemas/list.ts';
import {
  orderDetail,
  orderEndBody,
  orderExportQuery,
  orderListQuery,
  orderPage,
  orderReceiveBody,
  otherOrderBody,
} from '../schemas/orders.ts';
import { defineCall } from './define.ts';

/**
 * Orders as finance and operations read them: one list on two screens (/operation/orderInquiry
 * 订单查询 and /finance/orderList 订单列表), each order's history and payments, and the export.
 * Either screen's permission opens all three.
 */
const tags = ['finance'] as const;
const access = { permission: ['operation.orderInquiry', 'finance.orderList'] };

export const orderList = defineCall({
  method: 'GET',
  path: '/sys/order/list',
  access,
  tags,
  summary: 'Orders of the press, filtered, with the count and totals of the filtered set',
  query: orderListQuery,
  response: orderPage,
});

export const orderDetailCall = defineCall({
  method: 'GET',
  path: '/sys/order/detail',
  access,
  tags,
  summary: 'One order with its history (every change of its pay status) and its payments',
  query: idQuery,
  response: orderDetail,
});

export const orderExport = defineCall({
  method: 'GET',
  path: '/sys/order/export',
  access,
  tags,
  summary: 'The filtered orders as an .xlsx file, streamed row by row',
  query: orderExportQuery,
  response: 'file',
});

/** Either screen's order-management permission (finance, and the press administrator). */
const manage = { permission: ['finance.orderList.manage', 'operation.orderInquiry.manage'] };
const ended = z.object({ id: z.number(), payStatus: z.number(), version: z.number() });
/**
 * Money received: the order after it; `abnormal` when it was more than the order still owed, so no
 * payment was recorded and the order is marked abnormal (paidMismatch) for finance to send it back.
 */
const received = ended.extend({ abnormal: z.boolean() });

export const orderSaveOther = defineCall({
  method: 'POST',
  path: '/sys/order/saveOther',
  access: manage,
  tags,
  summary: 'Order an other fee (fee type 2) of a manuscript by its number, with the reason',
  body: otherOrderBody,
  response: z.object({ id: z.number(), orderNum: z.string() }),
});

export const orderCancel = defineCall({
  method: 'POST',
  path: '/sys/order/cancel',
  access: manage,
  tags,
  summary: 'Cancel an unpaid order (not the prepaid fee), with the reason',
  body: orderEndBody,
  response: ended,
});

export const orderClose = defineCall({
  method: 'POST',
  path: '/sys/order/close',
  access: manage,
  tags,
  summary: 'Close an unpaid order (not the prepaid fee): the fee is no longer asked; with the reason',
  body: orderEndBody,
  response: ended,
});

export const orderReceive = defineCall({
  method: 'POST',
  path: '/sys/order/receive',
  access: { permission: 'finance.orderList.receive' },
  tags,
  summary:
    'Record money received on an order (a remittance or an offline receipt), whole or in part; idempotent by requestKey',
  body: orderReceiveBody,
  response: received,
});
