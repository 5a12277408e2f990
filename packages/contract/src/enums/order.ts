import type { Bilingual } from '../i18n.ts';

/** Fee types of SPEC §3 by name (labels: enums/journal.ts FEE_TYPE); order types follow them. */
export const FeeType = {
  PREPAID: 1,
  OTHER: 2,
  ACCEPTANCE: 3,
  RUSH: 4,
  EXTRA_PAGE: 5,
  SIMILARITY_CHECK: 6,
} as const;

/** An order's payment status, the order reading of SPEC §4 (codes above 4: under review). */
export const OrderPayStatus = { UNPAID: 0, PAID: 1, CANCELLED: 2, CLOSED: 3, REFUNDED: 4 } as const;

export const ORDER_PAY_STATUS: Record<number, Bilingual> = {
  0: { zh: '未支付', en: 'Unpaid' },
  1: { zh: '已支付', en: 'Paid' },
  2: { zh: '已取消', en: 'Cancelled' },
  3: { zh: '已关闭', en: 'Closed' },
  4: { zh: '已退款', en: 'Refunded' },
};

/** The label of an order pay status; SPEC §4: any other code means under review. */
export function orderPayStatusLabel(code: number): Bilingual {
  return ORDER_PAY_STATUS[code] ?? { zh: '审核中', en: 'Under review' };
}

/** How money reached an order (payments.method): the built-in providers and an online adapter. */
export const PAYMENT_METHOD: Record<string, Bilingual> = {
  remittance: { zh: '银行汇款', en: 'Bank remittance' },
  offline: { zh: '线下收款', en: 'Offline receipt' },
  online: { zh: '在线支付', en: 'Online payment' },
};

/** discountsStatus (SPEC §4): 1 under review, 2 approved; 0, 3 (rejected) or empty mean none in force. */
export const DiscountStatus = { NONE: 0, REVIEW: 1, APPROVED: 2, REJECTED: 3 } as const;

export const DISCOUNT_STATUS: Record<number, Bilingual> = {
  0: { zh: '无优惠', en: 'None' },
  1: { zh: '优惠审核中', en: 'Under review' },
  2: { zh: '优惠已通过', en: 'Approved' },
  3: { zh: '优惠未通过', en: 'Rejected' },
};

/** The kinds of discount an editor applies for (discountTypeName). */
export const DiscountType = { AMOUNT: 1, PERCENT: 2, WAIVER: 3 } as const;

export const DISCOUNT_TYPE: Record<number, Bilingual> = {
  1: { zh: '减免金额', en: 'Amount off' },
  2: { zh: '折扣', en: 'Percentage off' },
  3: { zh: '全额减免', en: 'Waiver' },
};

/** abnormalFlag (SPEC §4): 2 marks an order for finance's attention; anything else is normal. */
export const AbnormalFlag = { NORMAL: 0, ABNORMAL: 2 } as const;

/** Why an order was marked abnormal (the order's history keeps the detail). */
export const ABNORMAL_REASON: Record<string, Bilingual> = {
  bigDiscount: { zh: '优惠超出本社阈值', en: 'A discount beyond the press’s threshold' },
  changedAfterPayment: { zh: '付款后发生变更', en: 'Changed after payment' },
  paidMismatch: {
    zh: '收款金额超出订单尚欠金额或订单已结束，未记为收款，需财务核对后退回',
    en: 'Paid more than is due or after the order ended: not recorded as paid; finance checks and refunds it',
  },
};

/**
 * The note of an abnormal mark (order_events.note): the reason's code (ABNORMAL_REASON), then what
 * names the money it is about (a payment's key), so a retried mark is found and not made twice.
 */
export const abnormalNote = (reason: keyof typeof ABNORMAL_REASON, ref: string) =>
  ref ? `${reason} ${ref}` : reason;

/** The reason's code and the reference of an abnormal mark's note. */
export function abnormalNoteParts(note: string): { reason: string; ref: string } {
  const at = note.indexOf(' ');
  return at < 0 ? { reason: note, ref: '' } : { reason: note.slice(0, at), ref: note.slice(at + 1) };
}

/**
 * A refund's review status (SPEC §4 review status): the press administrator decides first (0 → 1 or
 * 2), then finance (2 → 3 or 4, with the voucher of the money sent back).
 */
export const RefundStatus = {
  ADMIN_PENDING: 0,
  ADMIN_REJECTED: 1,
  FINANCE_PENDING: 2,
  FINANCE_REJECTED: 3,
  REFUNDED: 4,
} as const;

export const REFUND_STATUS: Record<number, Bilingual> = {
  0: { zh: '待管理员审核', en: 'Awaiting the administrator' },
  1: { zh: '管理员驳回', en: 'Rejected by the administrator' },
  2: { zh: '待财务审核', en: 'Awaiting finance' },
  3: { zh: '财务驳回', en: 'Rejected by finance' },
  4: { zh: '已退款', en: 'Refunded' },
};

/** The refund statuses that still hold part of the paid balance (not yet decided either way). */
export const OPEN_REFUND_STATUSES: number[] = [RefundStatus.ADMIN_PENDING, RefundStatus.FINANCE_PENDING];

/**
 * Invoice status 1-7 (SPEC §4), as this product uses each code: 1 requested by the author, waiting
 * for finance; 2 requested again after a refusal or a red-letter reversal (to be invoiced again);
 * 3 issued; 4 issued, but a refund needs its red-letter (红字) reversal before it completes; 5 no
 * invoice needed (the payer declined one); 6 expired: not issued within the period the press allows;
 * 7 handled: refused by finance with a reason, or reversed and closed.
 */
export const INVOICE_STATUS: Record<number, Bilingual> = {
  1: { zh: '待开票', en: 'To be invoiced' },
  2: { zh: '待开票（重新申请）', en: 'To be invoiced (again)' },
  3: { zh: '已开票', en: 'Invoiced' },
  4: { zh: '需冲红未开具', en: 'Red-letter reversal needed' },
  5: { zh: '无需开票', en: 'No invoice needed' },
  6: { zh: '过期未开', en: 'Expired, not issued' },
  7: { zh: '已处理', en: 'Handled' },
};

/** An expert's review fee (audit fee status, SPEC §4): earned when the review is submitted, paid in batches. */
export const AuditFeeStatus = { NONE: 0, UNPAID: 1, AWAITING: 2, PAID: 3 } as const;

/** An expert's review fee (audit fee status, SPEC §4). */
export const AUDIT_FEE_STATUS: Record<number, Bilingual> = {
  0: { zh: '无审稿费', en: 'No fee' },
  1: { zh: '未支付', en: 'Unpaid' },
  2: { zh: '待支付', en: 'Awaiting payment' },
  3: { zh: '已支付', en: 'Paid' },
};

/** The kinds of change an order's history records (order_events.kind), as the history shows them. */
export const ORDER_EVENT_KIND: Record<string, Bilingual> = {
  created: { zh: '下单', en: 'Ordered' },
  remittance: { zh: '确认汇款', en: 'Remittance confirmed' },
  payment: { zh: '收款', en: 'Payment received' },
  waived: { zh: '免除预付费', en: 'Prepaid fee waived' },
  cancelled: { zh: '取消', en: 'Cancelled' },
  closed: { zh: '关闭', en: 'Closed' },
  'discount.requested': { zh: '申请优惠', en: 'Discount applied for' },
  'discount.approved': { zh: '优惠通过', en: 'Discount approved' },
  'discount.rejected': { zh: '优惠驳回', en: 'Discount rejected' },
  'refund.requested': { zh: '申请退款', en: 'Refund requested' },
  'refund.adminApproved': { zh: '管理员通过退款', en: 'Refund passed by the administrator' },
  'refund.adminRejected': { zh: '管理员驳回退款', en: 'Refund rejected by the administrator' },
  'refund.financeRejected': { zh: '财务驳回退款', en: 'Refund rejected by finance' },
  'refund.refunded': { zh: '已退款', en: 'Refunded' },
  abnormal: { zh: '标记异常', en: 'Marked abnormal' },
};
