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
 * Refunds (退款审核 /operation/refundAudit, 退款管理 /finance/refundManage): requested for money
 * received on an order, decided by the press administrator (0 → 1 rejected or 2), then by finance
 * (2 → 3 rejected or 4 refunded, with the voucher of the money sent back). Partial refunds are
 * allowed up to what was paid and is not held by another open refund.
 */
export const refundRequestBody = z.object({
  orderId: z.number({ error: 'required' }).int().positive(),
  /** The order's version as read: a changed order is 409. */
  version: z.number({ error: 'required' }).int().min(0),
  amountFen: fenAmount,
  reason: reasonText,
});

export const refundAdminBody = z.object(decisionFields).refine(needsNoteOnReject, noteRequired);

/** Finance's decision; a refund sent back names its voucher (the bank reference of the transfer). */
export const refundFinanceBody = z
  .object({
    ...decisionFields,
    voucherNote: z.string().trim().max(200, { error: 'tooLong' }).default(''),
  })
  .refine(needsNoteOnReject, noteRequired)
  .refine((b) => b.decision === 'reject' || b.voucherNote.length > 0, {
    error: 'required',
    path: ['voucherNote'],
  });

/** Status: Refund review status 0-4 (SPEC §4). */
export const refundListQuery = applicationListQuery(0, 4);

export const REFUND_ACTIONS = ['adminPass', 'adminReject', 'financePass', 'financeReject'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];

export const refundRow = z.object({
  id: z.number(),
  amountFen: z.number(),
  reason: z.string(),
  status: z.number(),
  requestedByType: z.enum(['staff', 'author']),
  requestedByName: z.string(),
  adminByName: z.string().nullable(),
  adminNote: z.string(),
  adminAt: z.string().nullable(),
  financeByName: z.string().nullable(),
  financeNote: z.string(),
  financeAt: z.string().nullable(),
  voucherNote: z.string(),
  createdAt: z.string(),
  version: z.number(),
  order: z.object({
    id: z.number(),
    orderNum: z.string(),
    feeType: z.number(),
    amountFen: z.number(),
    paidFen: z.number(),
    refundedFen: z.number(),
    payStatus: z.number(),
  }),
  manuscript: z.object({ id: z.number(), articleNo: z.string(), title: z.string(), status: z.number() }),
  journalName: z.string(),
  authorName: z.string(),
  actions: z.array(z.enum(REFUND_ACTIONS)),
});
export type RefundRow = z.infer<typeof refundRow>;
export const refundPage = pageOf(refundRow);

/** The paid orders of a manuscript found by its number, for the request form. */
export const refundOrderOption = z.object({
  id: z.number(),
  orderNum: z.string(),
  feeType: z.number(),
  amountFen: z.number(),
  paidFen: z.number(),
  /** What may still be asked back: paid, less refunds open now. */
  refundableFen: z.number(),
  version: z.number(),
  title: z.string(),
  authorName: z.string(),
});

type Rule = 'nothingPaid' | 'exceedsPaid' | 'wrongStage' | 'notRejected';
export const REFUND_RULES: Record<Rule, Bilingual> = {
  nothingPaid: { zh: '这个订单没有可退的已付金额', en: 'Nothing paid on this order can be refunded' },
  exceedsPaid: {
    zh: '退款不能超过已支付且未在退款中的金额',
    en: 'A refund cannot exceed what was paid and is not being refunded already',
  },
  notRejected: {
    zh: '只有被退稿的稿件可以在投稿系统中申请退款，其他情况请联系编辑部',
    en: 'A refund can be asked for here only for a rejected manuscript; otherwise contact the editorial office',
  },
  wrongStage: { zh: '这个退款申请不在这一审核环节', en: 'This refund is not at this review step' },
};
