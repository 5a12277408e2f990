import { idQuery } from '../schemas/list.ts';
import { orderDetail, orderExportQuery, orderListQuery, orderPage } from '../schemas/orders.ts';
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
