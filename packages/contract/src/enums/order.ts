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
