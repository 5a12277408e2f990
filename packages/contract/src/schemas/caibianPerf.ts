import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import { MONTH_PATTERN } from '../months.ts';
import { reasonText } from './ledger.ts';
import { optionalId, pageOf, pageQuery, sortParam } from './list.ts';

/**
 * Acquisition-editor performance (采编绩效, /operation/caibianPerf and /finance/caibianPerf): the
 * manuscripts each acquisition editor (采编) referred and the paid orders of those manuscripts, with
 * the commission the press's rules give them, for a period of China days (SPEC §9: this month, last
 * month or custom); finance marks commissions paid.
 */

/** A commission rule's kind: a percentage of the paid amount, or a fixed sum per paid order. */
export const CommissionKind = { PERCENT: 1, FIXED: 2 } as const;
export const COMMISSION_KIND: Record<number, Bilingual> = {
  1: { zh: '按实收金额比例', en: 'Percentage of the amount paid' },
  2: { zh: '每笔已付订单固定金额', en: 'Fixed sum per paid order' },
};

/** The longest period summed at once. */
export const PERF_RANGE_MAX_DAYS = 366;

/** The China days of a period, both ends counted. */
export function daysOf(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
}

const day = z.iso.date({ error: 'invalid' });
const period = { from: day, to: day };
type Period = { from: string; to: string };
/** A period's end is not before its start (refused on `to`) and it spans at most 366 days (on `from`). */
const inOrder = (q: Period) => q.to >= q.from;
const inOrderError = { error: 'fee.range', path: ['to'] };
const notTooLong = (q: Period) => q.to < q.from || daysOf(q.from, q.to) <= PERF_RANGE_MAX_DAYS;
const tooLongError = { error: 'range.tooLong', path: ['from'] };

/** The totals of a period, of every acquisition editor of the press or one (`editorId`). */
export const perfQuery = z
  .object({ ...period, editorId: optionalId })
  .refine(inOrder, inOrderError)
  .refine(notTooLong, tooLongError);

/** The orders behind one editor's totals, paged (newest payment first). */
export const perfOrdersQuery = z
  .object({
    ...pageQuery,
    sort: sortParam(['paidAt'] as const, 'paidAt'),
    ...period,
    editorId: z.coerce.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  })
  .refine(inOrder, inOrderError)
  .refine(notTooLong, tooLongError);

export const PERF_ACTIONS = ['pay'] as const;

const figures = {
  /** Manuscripts the editor referred that were submitted in the period. */
  manuscripts: z.number(),
  /** Referred orders that became paid in the period. */
  orders: z.number(),
  /** What those orders hold now, in fen: paid less refunded. */
  paidFen: z.number(),
  /** Their commission: paid out (as it was paid) plus still to pay (by the rules in force). */
  commissionFen: z.number(),
  paidOutFen: z.number(),
  unpaidFen: z.number(),
};

export const perfRow = z.object({
  editorId: z.number(),
  editorName: z.string(),
  account: z.string(),
  ...figures,
  actions: z.array(z.enum(PERF_ACTIONS)),
});
export type PerfRow = z.infer<typeof perfRow>;

/** The longest run of months read at once, and the run read when none is named (ending this month). */
export const PERF_MONTHS_MAX = 36;
export const PERF_MONTHS_DEFAULT = 12;

const month = z.string({ error: 'invalid' }).regex(MONTH_PATTERN, { error: 'invalid' });

/** 采编业绩's months (China time, `YYYY-MM`, both included): of the caller, or of one editor or all for the press. */
export const perfMonthsQuery = z.object({
  from: month.optional(),
  to: month.optional(),
  editorId: optionalId,
});

export const perfMonths = z.object({
  /** Every month of the run, in order, each with its figures (zero where nothing happened). */
  rows: z.array(z.object({ month: z.string(), ...figures })),
  total: z.object(figures),
  selfOnly: z.boolean(),
});
export type PerfMonths = z.infer<typeof perfMonths>;

export const perfSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** The caller sees only their own figures (an acquisition editor). */
  selfOnly: z.boolean(),
  rows: z.array(perfRow),
  total: z.object(figures),
});
export type PerfSummary = z.infer<typeof perfSummary>;

export const perfOrderRow = z.object({
  orderId: z.number(),
  orderNum: z.string(),
  manuscriptId: z.number(),
  articleNo: z.string(),
  title: z.string(),
  feeType: z.number(),
  amountFen: z.number(),
  /** Paid less refunded, now. */
  paidFen: z.number(),
  paidAt: z.string(),
  commissionFen: z.number(),
  /** The commission payment that covered this order, if any. */
  commissionPaymentId: z.number().nullable(),
});
export type PerfOrderRow = z.infer<typeof perfOrderRow>;
export const perfOrderPage = pageOf(perfOrderRow);

/**
 * Finance marks an editor's unpaid commissions of a period paid: `amountFen` is the sum the
 * confirmation showed (another sum now: 409, look again), the voucher note names the transfer.
 */
export const perfPayBody = z
  .object({
    ...period,
    editorId: z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
    amountFen: z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
    voucherNote: reasonText,
  })
  .refine(inOrder, inOrderError)
  .refine(notTooLong, tooLongError);
export const perfPayResult = z.object({ id: z.number(), amountFen: z.number(), orderCount: z.number() });

/** A rule of the press for one fee type (1-6). */
export const commissionRule = z.object({
  feeType: z.number(),
  kind: z.number(),
  /** Basis points: 500 = 5%. */
  rateBp: z.number(),
  fixedFen: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type CommissionRule = z.infer<typeof commissionRule>;

/**
 * A rule set for one fee type under the version read (null when the fee type had none); kind 0
 * removes it. A percentage is 0-100% with at most two decimals, i.e. 0-10000 basis points.
 */
export const commissionRuleBody = z
  .object({
    feeType: z.number({ error: 'required' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(6, {
      error: 'invalid',
    }),
    kind: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'invalid' }),
    rateBp: z
      .number({ error: 'commission.rate' })
      .int({ error: 'commission.rate' })
      .min(0, { error: 'commission.rate' })
      .max(10_000, { error: 'commission.rate' })
      .default(0),
    fixedFen: z
      .number({ error: 'invalid' })
      .int({ error: 'money.fen' })
      .min(0, { error: 'invalid' })
      .max(100_000_000, { error: 'invalid' })
      .default(0),
    version: z.number().int().min(0).nullable(),
  })
  .refine((b) => b.kind !== 2 || b.fixedFen > 0, { error: 'required', path: ['fixedFen'] });

/** "12.5" (percent, at most two decimals) → 1250 basis points; null for anything else. */
export function percentToBp(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50". */
export function bpToPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** An acquisition editor of the press (a referrer to choose). */
export const acquisitionEditor = z.object({ id: z.number(), name: z.string(), account: z.string() });

/** The signed-in acquisition editor's referral code and the journals a link may open. */
export const referralCard = z.object({
  code: z.string(),
  editorName: z.string(),
  journals: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
});

/** A journal's submission site carrying the editor's code: `/submit/<journal code>?ref=<code>`. */
export const referralLink = (origin: string, journalCode: string, code: string) =>
  `${origin.replace(/\/$/, '')}/submit/${journalCode}?ref=${encodeURIComponent(code)}`;

/** What a referral code looks like (the editor's link's `?ref=`). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * The referral code an author site carries (`?ref=`): anything that is not a code is dropped, never
 * refused (a referral never blocks a submission; the site keeps only codes of this form).
 */
export const referralCodeText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => {
    const code = v?.trim();
    return code && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
  })
  .optional();

type Rule = 'nothingToPay' | 'notEditor';
export const PERF_RULES: Record<Rule, Bilingual> = {
  nothingToPay: {
    zh: '该采编在所选期间没有待结算的提成',
    en: 'This editor has no unpaid commission in the period',
  },
  notEditor: {
    zh: '请选择本社的采编人员',
    en: 'Choose an acquisition editor of the press',
  },
};
