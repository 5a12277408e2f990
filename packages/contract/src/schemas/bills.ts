import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import { MONTH_PATTERN } from '../months.ts';
import { reasonText } from './ledger.ts';
import { pageOf, pageQuery, sortParam } from './list.ts';

/**
 * Account bills (账单管理 /finance/billManage): the account book of each payee merchant by month.
 * Every money movement of an order is an entry (收款 payment +, 退款 refund −, 优惠 discount: shown,
 * never in the balance, 冲正 reversal: the negative of an entry of a closed period). A bill period
 * (账期) is a merchant's month: open until finance closes it; closing freezes its figures, and a
 * movement dated in a closed month is booked into the first open month after it (a late entry).
 */
export const PeriodStatus = { OPEN: 1, CLOSED: 2 } as const;

export const PERIOD_STATUS: Record<number, Bilingual> = {
  1: { zh: '未结账', en: 'Open' },
  2: { zh: '已结账', en: 'Closed' },
};

export const ENTRY_KINDS = ['payment', 'refund', 'discount', 'reversal'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const ENTRY_KIND: Record<EntryKind, Bilingual> = {
  payment: { zh: '收款', en: 'Payment' },
  refund: { zh: '退款', en: 'Refund' },
  discount: { zh: '优惠', en: 'Discount' },
  reversal: { zh: '冲正', en: 'Reversal' },
};

/** A bill month, `YYYY-MM`. */
export const billMonth = z.string({ error: 'required' }).regex(MONTH_PATTERN, { error: 'invalid' });

const merchantId = z.coerce
  .number({ error: 'required' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' });

export const billListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['period', 'merchant'] as const, 'period'),
  merchantId: merchantId.optional(),
  status: z.coerce
    .number({ error: 'invalid' })
    .int()
    .min(1, { error: 'invalid' })
    .max(2, { error: 'invalid' })
    .optional(),
});

export const BILL_ACTIONS = ['close'] as const;

/**
 * A merchant's month. Money: `closingFen` = `openingFen` + `inFen` − `refundFen` (reversals are
 * inside `inFen` and `refundFen`, as the kind they reverse; `reversalFen` says how much of them);
 * `discountFen` is shown, never in the balance. Reconciliation: `remittedFen` (the bank's side:
 * remittances received in the month and matched to orders booked to the merchant) against
 * `remittanceInFen` (the book's side: the month's payments that came by remittance), and their
 * difference. Open periods are computed when read; a closed one shows what closing froze.
 */
export const billRow = z.object({
  merchantId: z.number(),
  merchantName: z.string(),
  period: z.string(),
  status: z.number(),
  openingFen: z.number(),
  inFen: z.number(),
  refundFen: z.number(),
  discountFen: z.number(),
  closingFen: z.number(),
  reversalFen: z.number(),
  entryCount: z.number(),
  remittedFen: z.number(),
  remittanceInFen: z.number(),
  differenceFen: z.number(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  version: z.number(),
  actions: z.array(z.enum(BILL_ACTIONS)),
});
export type BillRow = z.infer<typeof billRow>;
export const billPage = pageOf(billRow);

/** One merchant's month (the entries, the export and the statement name it). */
export const billPeriodQuery = z.object({ merchantId, period: billMonth });

export const billEntriesQuery = billPeriodQuery.extend({
  ...pageQuery,
  sort: sortParam(['occurredOn', 'amount'] as const, 'occurredOn'),
});

export const ENTRY_ACTIONS = ['reverse'] as const;

export const billEntryRow = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNum: z.string(),
  articleNo: z.string(),
  title: z.string(),
  journalName: z.string(),
  feeType: z.number(),
  kind: z.enum(ENTRY_KINDS),
  /** Signed fen: payments and reversed refunds positive, refunds and reversed payments negative. */
  amountFen: z.number(),
  occurredOn: z.string(),
  period: z.string(),
  /** A late entry: the closed month its money moved in (it is booked into this later open month). */
  lateFrom: z.string().nullable(),
  /** A reversal's reason. */
  note: z.string(),
  reversesId: z.number().nullable(),
  /** The reversal of this entry, once made. */
  reversedById: z.number().nullable(),
  createdAt: z.string(),
  actions: z.array(z.enum(ENTRY_ACTIONS)),
});
export type BillEntryRow = z.infer<typeof billEntryRow>;
export const billEntryPage = pageOf(billEntryRow);

/** Close a merchant's month under the version read (an open month never closed before: 0). */
export const billCloseBody = z.object({
  merchantId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
  period: billMonth,
  version: z.number({ error: 'required' }).int().min(0),
});

/** Reverse an entry of a closed period, with the reason. */
export const billReverseBody = z.object({
  id: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
  reason: reasonText,
});

export const billMerchant = z.object({ id: z.number(), name: z.string(), status: z.number() });

type Rule = 'notEnded' | 'closed' | 'earlierOpen' | 'notClosed' | 'reversal' | 'reversed';
/** The refusals of the bills, each on its field ({placeholders} filled by the server). */
export const BILL_RULES: Record<Rule, Bilingual> = {
  notEnded: {
    zh: '只能结账已经结束的月份',
    en: 'Only a month that has ended can be closed',
  },
  closed: {
    zh: '这个账期已结账，不能再更改；如需更正，请对其分录冲正',
    en: 'This period is closed and cannot change; reverse an entry of it to correct it',
  },
  earlierOpen: {
    zh: '请先结账更早的账期 {month}',
    en: 'Close the earlier period {month} first',
  },
  notClosed: {
    zh: '只能冲正已结账账期的分录；未结账账期的款项请通过退款或优惠更正',
    en: 'Only an entry of a closed period can be reversed; correct an open period through a refund or discount',
  },
  reversal: { zh: '冲正分录不能再冲正', en: 'A reversal cannot be reversed' },
  reversed: { zh: '这条分录已经冲正过', en: 'This entry is reversed already' },
};
