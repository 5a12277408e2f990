import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import {
  amountRange,
  amountRangeError,
  fenAmount,
  fenBound,
  fileRef,
  reasonText,
  requestKey,
  voucherFileId,
} from './ledger.ts';
import { idVersionQuery, optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/**
 * What may be done to an order from the order list: end an unpaid one by hand (cancel: a mistaken
 * order; close: the fee is no longer asked), record money received at the counter (receive), apply
 * for a discount (discount), ask for a refund (refund).
 */
export const ORDER_ACTIONS = ['cancel', 'close', 'receive', 'discount', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Finance's confirmation of a bank remittance (the built-in payment provider). */
export const remittanceInput = z.object({
  remitter: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(100, { error: 'tooLong' }),
  amountFen: z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  paidOn: z.iso.date({ error: 'invalid' }),
  voucherNote: z.string().trim().max(200, { error: 'tooLong' }).default(''),
  /** The voucher's scan or PDF, uploaded by staff of the press (kind `voucher`); kept on the payment. */
  voucherFileId,
});
export type RemittanceInput = z.infer<typeof remittanceInput>;

/**
 * The filters of the order list (/operation/orderInquiry, /finance/orderList) and its export. The
 * amount range is refused on `maxFen` when it ends below its start.
 */
const orderListFields = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'amount', 'orderNum'] as const, 'createdAt'),
  journalId: optionalId,
  /** Fee type 1-6 (SPEC §3, contract enums/journal.ts FEE_TYPE). */
  feeType: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(6, { error: 'invalid' })
    .optional(),
  /** The order reading of payStatus (SPEC §4): 0 unpaid, 1 paid, 2 cancelled, 3 closed, 4 refunded. */
  payStatus: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(4, { error: 'invalid' })
    .optional(),
  /** abnormalFlag 2: only the orders marked abnormal (SPEC §4). */
  abnormalFlag: z.coerce
    .number({ error: 'invalid' })
    .int()
    .refine((v) => v === 2, { error: 'invalid' })
    .optional(),
  /** Ordered on or after / on or before these China days (YYYY-MM-DD). */

  createdFrom: z.iso.date({ error: 'invalid' }).optional(),
  createdTo: z.iso.date({ error: 'invalid' }).optional(),
  /** With money received (a payment's paid-on day) on or after / on or before these China days. */
  paidFrom: z.iso.date({ error: 'invalid' }).optional(),
  paidTo: z.iso.date({ error: 'invalid' }).optional(),
  /** The order's amount, in fen, between these bounds (both included). */
  minFen: fenBound,
  maxFen: fenBound,
  /** Order number, article number or title, author name or phone. */
  keyword: textFilter,
});

export const orderListQuery = orderListFields.refine(amountRange, amountRangeError);
/** The list's filters and order without paging: the export of the filtered set. */
export const orderExportQuery = orderListFields
  .omit({ page: true, pageSize: true })
  .refine(amountRange, amountRangeError);
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** An order as the order list shows it (SPEC §3 Order, amounts in fen; the web labels the codes). */
export const orderRow = z.object({
  id: z.number(),
  orderNum: z.string(),
  feeType: z.number(),
  amountFen: z.number(),
  paidFen: z.number(),
  /** The order reading of SPEC §4 (codes above 4: under review). */
  payStatus: z.number(),
  /** Approved discounts; the amount due is amountFen - discountFen. */
  discountFen: z.number(),
  refundedFen: z.number(),
  /** discountsStatus (SPEC §4): 1 under review, 2 approved; 0 or 3 none in force. */
  discountsStatus: z.number(),
  /**
   * The kind of the order's approved discount (the latest, when several were approved; contract
   * DiscountType) and its label (DISCOUNT_TYPE, SPEC §3 discountTypeName); null when none is approved.
   */
  discountType: z.number().nullable(),
  discountTypeName: z.object({ zh: z.string(), en: z.string() }).nullable(),
  /** abnormalFlag (SPEC §4): 2 abnormal. */
  abnormalFlag: z.number(),
  /**
   * The open invoice covering the order (status 1-4, OPEN_INVOICE_STATUSES; at most one does), with
   * its 20-digit number once issued and its status (INVOICE_STATUS); all null when none covers it.
   */
  invoiceId: z.number().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceStatus: z.number().nullable(),
  manuscript: z.object({ id: z.number(), articleNo: z.string(), title: z.string() }),
  journalId: z.number(),
  journalName: z.string(),
  authorName: z.string(),
  authorPhone: z.string(),
  createdAt: z.string(),
  /** When the last payment was recorded; null before any. */
  paidAt: z.string().nullable(),
  /** The version a cancel or close is sent under. */
  version: z.number(),
  /** What the caller may do to it now (ORDER_ACTIONS). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderRow = z.infer<typeof orderRow>;

/** The page, with the count and totals of the whole filtered set (not only the page). */
export const orderPage = pageOf(orderRow).extend({
  summary: z.object({ count: z.number(), amountFen: z.number(), paidFen: z.number() }),
});

/** One change of an order (order_events), with who made it. */
export const orderEventRow = z.object({
  id: z.number(),
  /** created, remittance, waived, cancelled. */
  kind: z.string(),
  fromPayStatus: z.number().nullable(),
  toPayStatus: z.number(),
  amountFen: z.number(),
  actorType: z.enum(['author', 'staff']),
  actorName: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

/** Money received on an order. */
export const orderPaymentRow = z.object({
  id: z.number(),
  /** remittance (a bank transfer confirmed by finance), offline, online (contract PAYMENT_METHOD). */
  method: z.string(),
  amountFen: z.number(),
  remitter: z.string(),
  paidOn: z.string(),
  voucherNote: z.string(),
  /**
   * The voucher's file: the one attached to the payment, or for a payment made by matching a bank
   * remittance, the remittance's; null without one.
   */
  voucher: fileRef.nullable(),
  confirmedByName: z.string(),
  createdAt: z.string(),
});

export const orderDetail = orderRow.extend({
  events: z.array(orderEventRow),
  payments: z.array(orderPaymentRow),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const reason = reasonText;

/** Staff order an "other fee" (fee type 2) of a manuscript by hand, with the reason. */
export const otherOrderBody = z.object({
  /** The manuscript's number (稿件编号), as the clerk has it on paper. */
  articleNo: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'tooLong' }),
  amountFen: fenAmount,
  reason,
});

/**
 * Money received on an order other than the prepaid fee (which 汇款确认 confirms, moving the
 * manuscript on): a bank remittance or an offline receipt (cash, card at the counter), whole or in
 * part, never above what is still due.
 */
export const orderReceiveBody = idVersionQuery.extend({
  method: z.enum(['remittance', 'offline'], { error: 'invalid' }),
  amountFen: fenAmount,
  payer: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
  paidOn: z.iso.date({ error: 'invalid' }),
  voucherNote: z.string().trim().max(200, { error: 'tooLong' }).default(''),
  voucherFileId,
  requestKey,
});

/** Cancel or close an unpaid order, with the reason (its history keeps it). */
export const orderEndBody = idVersionQuery.extend({ reason });

export const ORDER_RULES: Record<
  | 'notFound'
  | 'prepaid'
  | 'notUnpaid'
  | 'prepaidReceive'
  | 'exceedsDue'
  | 'requestReused'
  | 'ended'
  | 'partlyPaid'
  | 'voucher',
  Bilingual
> = {
  voucher: {
    zh: '凭证须为本社工作人员上传的付款凭证文件',
    en: 'The voucher must be a payment voucher file uploaded by staff of the press',
  },
  prepaidReceive: {
    zh: '预付费请在“汇款确认”中确认，稿件随之进入审稿',
    en: 'Confirm the prepaid fee under Remittances: the manuscript moves on with it',
  },
  partlyPaid: {
    zh: '这个订单已收到部分款项，不能取消或关闭：请收齐余款或申请减免后再退款',
    en: 'Part of this order is paid: collect or waive the rest, then refund, instead of ending it',
  },
  ended: {
    zh: '这个订单已结束（已支付、取消或关闭），不能再收款',
    en: 'This order has ended (paid, cancelled or closed); nothing more can be received',
  },
  exceedsDue: { zh: '收款不能超过订单尚未支付的金额', en: 'The amount exceeds what is still due' },
  requestReused: {
    zh: '这次提交的编号已用于另一个订单，请刷新后重试',
    en: 'This submission’s key was used for another order; reload and try again',
  },
  notFound: { zh: '本社没有这个稿件编号', en: 'No manuscript of the press has this number' },
  prepaid: {
    zh: '预付费订单随稿件流转处理（减免或撤稿），不能在此取消或关闭',
    en: 'The prepaid fee follows the manuscript (waived or withdrawn); it cannot be cancelled or closed here',
  },
  notUnpaid: { zh: '只有未支付的订单可以取消或关闭', en: 'Only unpaid orders can be cancelled or closed' },
};
