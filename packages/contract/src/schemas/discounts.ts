import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import {
  applicationListQuery,
  decisionFields,
  fenAmount,
  needsNoteOnReject,
  noteRequired,
  reasonText,
} from './ledger.ts';
import { pageOf } from './list.ts';

/**
 * Discounts and waivers (订单优惠, /operation/orderDiscount): an editor applies for one on an unpaid
 * order; the press approves or rejects it. Type 1 takes an amount off, 2 a percentage, 3 waives what
 * is still due.
 */
export const discountApplyBody = z
  .object({
    orderId: z.number({ error: 'required' }).int().positive(),
    /** The order's version as read: a changed order is 409. */
    version: z.number({ error: 'required' }).int().min(0),
    type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'invalid' }),
    /** Type 1: the amount off, in fen. */
    amountFen: fenAmount.optional(),
    /** Type 2: the percentage off, 1-99 (100 is a waiver: type 3). */
    percent: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(1, { error: 'invalid' })
      .max(99, { error: 'invalid' })
      .optional(),
    reason: reasonText,
  })
  .refine((b) => b.type !== 1 || b.amountFen !== undefined, { error: 'required', path: ['amountFen'] })
  .refine((b) => b.type !== 2 || b.percent !== undefined, { error: 'required', path: ['percent'] });
export type DiscountApplyBody = z.infer<typeof discountApplyBody>;

export const discountReviewBody = z.object(decisionFields).refine(needsNoteOnReject, noteRequired);

/** The unpaid orders of a manuscript found by its number, for the application form. */
export const discountOrderQuery = z.object({
  articleNo: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'tooLong' }),
});

export const discountOrderOption = z.object({
  id: z.number(),
  orderNum: z.string(),
  feeType: z.number(),
  amountFen: z.number(),
  /** Still due: the amount less approved discounts and what was received. */
  dueFen: z.number(),
  version: z.number(),
  title: z.string(),
  authorName: z.string(),
  /** An application is under review already: no second one until it is decided. */
  underReview: z.boolean(),
});

/** Status: discountsStatus 1 under review, 2 approved, 3 rejected. */
export const discountListQuery = applicationListQuery(1, 3);

export const DISCOUNT_ACTIONS = ['pass', 'reject'] as const;

export const discountRow = z.object({
  id: z.number(),
  type: z.number(),
  percent: z.number().nullable(),
  amountFen: z.number(),
  reason: z.string(),
  status: z.number(),
  reviewNote: z.string(),
  requestedByName: z.string(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
  order: z.object({
    id: z.number(),
    orderNum: z.string(),
    feeType: z.number(),
    amountFen: z.number(),
    discountFen: z.number(),
    paidFen: z.number(),
    payStatus: z.number(),
    abnormalFlag: z.number(),
  }),
  manuscript: z.object({ id: z.number(), articleNo: z.string(), title: z.string() }),
  journalName: z.string(),
  authorName: z.string(),
  actions: z.array(z.enum(DISCOUNT_ACTIONS)),
});
export type DiscountRow = z.infer<typeof discountRow>;
export const discountPage = pageOf(discountRow);

type Rule = 'prepaid' | 'notUnpaid' | 'underReview' | 'exceedsDue' | 'notUnderReview';
export const DISCOUNT_RULES: Record<Rule, Bilingual> = {
  prepaid: {
    zh: '预付费的减免在稿件查询中办理（免除预付费），稿件随之进入审稿',
    en: 'The prepaid fee is waived under Manuscripts (the manuscript moves on with it)',
  },
  notUnpaid: { zh: '只有未支付的订单可以申请优惠', en: 'Only an unpaid order can have a discount' },
  underReview: {
    zh: '这个订单已有优惠申请在审核中',
    en: 'A discount of this order is under review already',
  },
  exceedsDue: {
    zh: '优惠不能超过订单尚未支付的金额',
    en: 'A discount cannot exceed what is still due on the order',
  },
  notUnderReview: { zh: '这个优惠申请已经审核过了', en: 'This application has been decided already' },
};
