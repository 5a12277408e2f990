import { z } from 'zod';
import { MONTH_PATTERN } from '../months.ts';
import { optionalId } from './list.ts';

/**
 * The finance home (/finance/index): the money of a period in the person's journals. The screen
 * offers this month, last month and a custom range (SPEC §9); the call takes China days.
 */
export const financeHomeQuery = z.object({
  from: z.iso.date({ error: 'invalid' }),
  to: z.iso.date({ error: 'invalid' }),
  journalId: optionalId,
});

const money = z.object({ count: z.number(), fen: z.number() });

/**
 * The figures of the finance home. Each is what the list it links to shows: `count` is that list's
 * number of rows (orders, remittances), `fen` the money the figure names.
 */
export const financeHome = z.object({
  /** Money received today (China day; by the day paid on, as the account book books payments): the
   * orders that received it and the sum of the payments; `day` is today's date (YYYY-MM-DD). */
  today: money.extend({ day: z.string() }),
  /** Money received in the period, read as `today` (this month's receipts on the default period). */
  received: money,
  /** Orders made in the period (cancelled ones left out). */
  ordered: money,
  /** Orders unpaid now (whatever their date): how many, and what they still ask. */
  unpaid: money,
  /** Prepaid-fee orders unpaid now: their manuscripts wait at 0 for finance to confirm a remittance. */
  awaitingPrepaid: money,
  /** Remittances received and not yet wholly matched to orders (汇款确认; the press's: a remittance
   * names no journal): unmatched ones (their amounts), partly matched ones (what is left of them). */
  remittances: z.object({ unmatched: money, partly: money }),
  /** Money sent back in the period (refunds finance completed). */
  refunded: money,
  /** Work waiting now: refunds for finance's decision, invoice requests to issue (first requests,
   * requests again; the press's), discount applications under review, orders marked abnormal
   * (abnormalFlag 2). */
  waiting: z.object({
    refunds: z.number(),
    invoices: z.number(),
    invoicesAgain: z.number(),
    discounts: z.number(),
    abnormal: z.number(),
  }),
  /** The period's orders by fee type (1-6). */
  byFeeType: z.array(
    z.object({ feeType: z.number(), count: z.number(), amountFen: z.number(), paidFen: z.number() }),
  ),
  /** Money received per China day of the period (days without any left out). */
  daily: z.array(z.object({ day: z.string(), fen: z.number() })),
});
export type FinanceHome = z.infer<typeof financeHome>;

/** The longest period the home sums at once. */
export const FINANCE_RANGE_MAX_DAYS = 366;

/** The longest range of months the charts draw at once; by default the last 12, this month included. */
export const FINANCE_CHART_MAX_MONTHS = 36;
export const FINANCE_CHART_DEFAULT_MONTHS = 12;

const month = z.string({ error: 'invalid' }).regex(MONTH_PATTERN, { error: 'invalid' });

/**
 * The finance home's charts: income over months (China time, `YYYY-MM`, both included). Without
 * `from` and `to`, the last 12 months up to this one; `from` alone runs to this month, `to` alone
 * starts 11 months before it.
 */
export const financeChartsQuery = z.object({
  from: month.optional(),
  to: month.optional(),
  journalId: optionalId,
});

/** One line of a chart: its income in each month of `months`, in fen (payments − refunds). */
const series = z.array(z.number());

export const financeCharts = z.object({
  /** Every month of the range, in order: the charts' axis. */
  months: z.array(z.string()),
  /** Income per journal (journals that had any movement in the range), the largest first. */
  byJournal: z.array(z.object({ journalId: z.number(), journalName: z.string(), fen: series })),
  /** Income per fee type (1-6, contract FEE_TYPE), in fee type order. */
  byFeeType: z.array(z.object({ feeType: z.number(), fen: series })),
  /** Over the whole range: payments in, refunds out (positive), income = in − refunds. */
  totals: z.object({ inFen: z.number(), refundFen: z.number(), incomeFen: z.number() }),
});
export type FinanceCharts = z.infer<typeof financeCharts>;
