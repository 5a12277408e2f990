import { z } from 'zod';
import {
  discountApplyBody,
  discountListQuery,
  discountOrderOption,
  discountOrderQuery,
  discountPage,
  discountReviewBody,
} from '../schemas/discounts.ts';
import { defineCall } from './define.ts';

/**
 * Discounts and waivers of orders (订单优惠审核 /operation/orderDiscount): editors apply, the press
 * decides. Applying from the order list needs the same permission.
 */
const tags = ['finance'] as const;
const apply = { permission: 'operation.orderDiscount.apply' };
const decided = z.object({ id: z.number(), status: z.number(), version: z.number() });

export const discountList = defineCall({
  method: 'GET',
  path: '/sys/discount/list',
  access: { permission: 'operation.orderDiscount' },
  tags,
  summary: 'Discount applications of the press, with the order each is about',
  query: discountListQuery,
  response: discountPage,
});

export const discountOrders = defineCall({
  method: 'GET',
  path: '/sys/discount/orders',
  access: apply,
  tags,
  summary: 'The unpaid orders of a manuscript found by its number, to apply for a discount on one',
  query: discountOrderQuery,
  response: z.array(discountOrderOption),
});

export const discountApply = defineCall({
  method: 'POST',
  path: '/sys/discount/save',
  access: apply,
  tags,
  summary:
    'Apply for a discount or waiver on an unpaid order (amount, percentage or waiver), with the reason',
  body: discountApplyBody,
  response: decided,
});

export const discountReview = defineCall({
  method: 'POST',
  path: '/sys/discount/audit',
  access: { permission: 'operation.orderDiscount.review' },
  tags,
  summary: 'Approve or reject a discount application; an approved one lowers what is due',
  body: discountReviewBody,
  response: decided,
});
