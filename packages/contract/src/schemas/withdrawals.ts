import { z } from 'zod';
import { WITHDRAWAL_CHANNELS } from '../enums/withdrawal.ts';
import { decisionFields, needsNoteOnReject, noteRequired, reasonText } from './ledger.ts';
import { codeFilter, optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/** Withdrawal requests (撤稿, /operation/acceptanceWithdrawal; docs/author-requests.md). */

const manuscriptId = z.number({ error: 'required' }).int().positive({ error: 'invalid' });

/** The author asks for a code to confirm a withdrawal: sent to the phone of their account. */
export const withdrawalCodeBody = z.object({ manuscriptId });

/** The author's request on the site: the reason and the SMS code. */
export const withdrawalApplyBody = z.object({
  manuscriptId,
  reason: reasonText,
  code: z.string({ error: 'code.format' }).regex(/^\d{6}$/, { error: 'code.format' }),
});

/** Staff record a request the author made by phone or letter. */
export const withdrawalRecordBody = z.object({
  manuscriptId,
  reason: reasonText,
  channel: z.enum(['phone', 'letter'], { error: 'invalid' }),
});

/** The review's decision under the request's version; a rejection says why. */
export const withdrawalDecisionBody = z.object(decisionFields).refine(needsNoteOnReject, noteRequired);

export const withdrawalListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'decidedAt'] as const, 'createdAt'),
  status: codeFilter(1, 3),
  journalId: optionalId,
  channel: z.enum(WITHDRAWAL_CHANNELS, { error: 'invalid' }).optional(),
  /** Article number, title or author name. */
  keyword: textFilter,
});

export const WITHDRAWAL_DECISIONS = ['pass', 'reject'] as const;

export const withdrawalRow = z.object({
  id: z.number(),
  status: z.number(),
  reason: z.string(),
  channel: z.enum(WITHDRAWAL_CHANNELS),
  fromStatus: z.number(),
  requestedByName: z.string(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
  version: z.number(),
  manuscript: z.object({
    id: z.number(),
    articleNo: z.string(),
    title: z.string(),
    status: z.number(),
    version: z.number(),
  }),
  journalName: z.string(),
  authorName: z.string(),
  /** The decisions open to the caller (pass is offered only while the manuscript may still be withdrawn). */
  actions: z.array(z.enum(WITHDRAWAL_DECISIONS)),
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;
export const withdrawalPage = pageOf(withdrawalRow);

/** The detail: the row, and the manuscript's orders with what a pass would offer back. */
export const withdrawalDetail = withdrawalRow.extend({
  orders: z.array(
    z.object({
      id: z.number(),
      orderNum: z.string(),
      feeType: z.number(),
      amountFen: z.number(),
      paidFen: z.number(),
      payStatus: z.number(),
      /** Paid and not held by an open refund: what a pass asks back. */
      refundableFen: z.number(),
    }),
  ),
  /** The refund requests of the manuscript's orders (a pass makes them; their status on 退款审核 and 退款管理). */
  refunds: z.array(
    z.object({ id: z.number(), orderNum: z.string(), amountFen: z.number(), status: z.number() }),
  ),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetail>;

/** The newest request of one of the author's manuscripts, as the author site shows it (null: none). */
export const authorWithdrawal = z
  .object({
    id: z.number(),
    status: z.number(),
    reason: z.string(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    decisionNote: z.string(),
  })
  .nullable();

export const requestMade = z.object({ id: z.number(), status: z.number(), version: z.number() });
