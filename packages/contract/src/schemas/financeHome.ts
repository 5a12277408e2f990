import { z } from 'zod';
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

export const financeHome = z.object({
  /** Payments recorded in the period. */
  received: money,
  /** Orders made in the period (cancelled ones left out). */
  ordered: money,
  /** Orders unpaid now (whatever their date): how many, and what they still ask. */
  unpaid: money,
  /** Prepaid fees awaiting finance's confirmation of a remittance (manuscripts at 0). */
  awaitingRemittance: z.number(),
  /** Money sent back in the period (refunds finance completed). */
  refunded: money,
  /** Work waiting now: refunds for finance's decision, invoice requests to issue, discount
   * applications under review, orders marked abnormal (abnormalFlag 2). */
  waiting: z.object({
    refunds: z.number(),
    invoices: z.number(),
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
