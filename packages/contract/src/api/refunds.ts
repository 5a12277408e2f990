import { z } from 'zod';
import { discountOrderQuery } from '../schemas/discounts.ts';
import {
  refundAdminBody,
  refundFinanceBody,
  refundListQuery,
  refundOrderOption,
  refundPage,
  refundRequestBody,
} from '../schemas/refunds.ts';
import { defineCall } from './define.ts';

/**
 * Refunds: requested for the author by staff, decided by the press administrator (退款审核
 * /operation/refundAudit), then by finance (退款管理 /finance/refundManage). Both screens read one list.
 */
const tags = ['finance'] as const;
const request = { permission: 'operation.refundAudit.request' };
const decided = z.object({ id: z.number(), status: z.number(), version: z.number() });

export const refundList = defineCall({
  method: 'GET',
  path: '/sys/refund/list',
  access: { permission: ['operation.refundAudit', 'finance.refundManage'] },
  tags,
  summary: 'Refunds of the press at every review step, with the order each is about',
  query: refundListQuery,
  response: refundPage,
});

export const refundOrders = defineCall({
  method: 'GET',
  path: '/sys/refund/orders',
  access: request,
  tags,
  summary: 'The orders of a manuscript with money that may be refunded, found by its number',
  query: discountOrderQuery,
  response: z.array(refundOrderOption),
});

export const refundRequest = defineCall({
  method: 'POST',
  path: '/sys/refund/save',
  access: request,
  tags,
  summary: 'Ask for a refund of money paid on an order, whole or in part, with the reason',
  body: refundRequestBody,
  response: decided,
});

export const refundAdminAudit = defineCall({
  method: 'POST',
  path: '/sys/refund/adminAudit',
  access: { permission: 'operation.refundAudit.review' },
  tags,
  summary: 'The press administrator passes a refund on to finance or rejects it',
  body: refundAdminBody,
  response: decided,
});

export const refundFinanceAudit = defineCall({
  method: 'POST',
  path: '/sys/refund/financeAudit',
  access: { permission: 'finance.refundManage.review' },
  tags,
  summary: 'Finance refunds (with the voucher of the transfer) or rejects a refund the administrator passed',
  body: refundFinanceBody,
  response: decided,
});

/** The author asks for a refund on an order of a rejected manuscript of theirs (the journal's site). */
export const authorRefundRequest = defineCall({
  method: 'POST',
  path: '/author/refund/apply',
  access: 'author',
  tags: ['author site'],
  summary: 'Ask for money paid on an order of a rejected manuscript back, whole or in part, with the reason',
  body: refundRequestBody,
  response: decided,
});
