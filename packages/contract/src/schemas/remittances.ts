import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import {
  amountRange,
  amountRangeError,
  fenAmount,
  fenBound,
  fileRef,
  reasonText,
  voucherFileId,
} from './ledger.ts';
import { optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/**
 * Bank reconciliation (汇款确认 /finance/remittance): money that reached the press's account,
 * recorded by hand or imported from a bank statement, then matched to unpaid orders: one remittance
 * may pay several orders and one order may be paid by several remittances. Amounts in whole fen.
 */

/** Lengths of a remittance's texts (a form, and each line of an imported statement). */
export const REMITTANCE_LIMITS = { remitter: 100, account: 60, bankRef: 60, remark: 500 } as const;

const optionalText = (max: number) => z.string().trim().max(max, { error: 'tooLong' }).default('');

/** Finance records a remittance received, as the bank's voucher shows it. */
export const remittanceSaveBody = z.object({
  remitter: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(REMITTANCE_LIMITS.remitter, { error: 'tooLong' }),
  /** The payer's account number, as the bank shows it. */
  account: optionalText(REMITTANCE_LIMITS.account),
  amountFen: fenAmount,
  /** The China day the money arrived (not after today). */
  receivedOn: z.iso.date({ error: 'invalid' }),
  /** The bank's reference of the transfer (流水号): a statement line with it is skipped as imported. */
  bankRef: optionalText(REMITTANCE_LIMITS.bankRef),
  /** What the payer wrote (often the article or order number): suggestions read it. */
  remark: optionalText(REMITTANCE_LIMITS.remark),
  /** A file uploaded as `kind=voucher` (the bank's receipt). */
  voucherFileId,
});

const idVersion = {
  id: z.number({ error: 'required' }).int().positive(),
  /** The remittance's version as read: a changed remittance is 409. */
  version: z.number({ error: 'required' }).int().min(0),
};

/** Set a remittance aside (not ours to match: another unit's money, a duplicate), with the reason. */
export const remittanceAsideBody = z.object({ ...idVersion, reason: reasonText });
/** Undo setting aside: the remittance is open to matching again. */
export const remittanceRestoreBody = z.object(idVersion);

/** The match status filter and the list's other filters (the amount range refused on `maxFen`). */
export const remittanceRecordQuery = z
  .object({
    ...pageQuery,
    sort: sortParam(['receivedOn', 'amount', 'createdAt'] as const, 'receivedOn'),
    /** 0 unmatched, 1 partly matched, 2 matched, 3 set aside (enums/remittance.ts). */
    status: z.coerce
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(0, { error: 'invalid' })
      .max(3, { error: 'invalid' })
      .optional(),
    /** Received on or after / on or before these China days. */
    receivedFrom: z.iso.date({ error: 'invalid' }).optional(),
    receivedTo: z.iso.date({ error: 'invalid' }).optional(),
    minFen: fenBound,
    maxFen: fenBound,
    /** Remitter, account, bank reference or remark. */
    keyword: textFilter,
    /** The lines of one imported statement. */
    statementId: optionalId,
  })
  .refine(amountRange, amountRangeError)
  .refine((q) => !q.receivedFrom || !q.receivedTo || q.receivedFrom <= q.receivedTo, {
    error: 'invalid',
    path: ['receivedTo'],
  });

export const REMITTANCE_ACTIONS = ['match', 'setAside', 'restore'] as const;
export type RemittanceAction = (typeof REMITTANCE_ACTIONS)[number];

/** A part of a remittance applied to an order (the payment it made). */
export const remittanceMatchRow = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNum: z.string(),
  articleNo: z.string(),
  amountFen: z.number(),
  createdByName: z.string(),
  createdAt: z.string(),
});

export const remittanceRecord = z.object({
  id: z.number(),
  remitter: z.string(),
  account: z.string(),
  amountFen: z.number(),
  matchedFen: z.number(),
  receivedOn: z.string(),
  bankRef: z.string(),
  remark: z.string(),
  voucher: fileRef.nullable(),
  /** The imported statement and the line's row in its file (the header is row 1), if imported. */
  statementId: z.number().nullable(),
  lineNo: z.number().nullable(),
  status: z.number(),
  /** Why it was set aside. */
  note: z.string(),
  /** Who set it aside, and when (null unless it is set aside). */
  aside: z.object({ byName: z.string(), at: z.string() }).nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  version: z.number(),
  matches: z.array(remittanceMatchRow),
  /** What the caller may do to it now (REMITTANCE_ACTIONS). */
  actions: z.array(z.enum(REMITTANCE_ACTIONS)),
});
export type RemittanceRecord = z.infer<typeof remittanceRecord>;
export const remittanceRecordPage = pageOf(remittanceRecord);

/** A remittance after a change: what the list needs to carry on. */
export const remittanceState = z.object({
  id: z.number(),
  status: z.number(),
  matchedFen: z.number(),
  version: z.number(),
});

/** Why an order is suggested for a remittance, strongest first. */
export const SUGGESTION_REASONS = ['orderNum', 'articleNo', 'amount', 'remitter'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export const suggestQuery = z.object({
  id: z.coerce.number({ error: 'invalid' }).int().positive({ error: 'invalid' }),
  /** An order or article number, or an author's name, finance types to find an order by hand. */
  keyword: textFilter,
});

/** An unpaid order of the person's press and journals that may take (part of) a remittance. */
export const orderSuggestion = z.object({
  orderId: z.number(),
  version: z.number(),
  orderNum: z.string(),
  feeType: z.number(),
  amountFen: z.number(),
  /** What is still to be paid: the most a match may put on it. */
  dueFen: z.number(),
  manuscript: z.object({ id: z.number(), articleNo: z.string(), title: z.string(), status: z.number() }),
  journalName: z.string(),
  authorName: z.string(),
  reasons: z.array(z.enum(SUGGESTION_REASONS)),
});
export type OrderSuggestion = z.infer<typeof orderSuggestion>;

export const suggestions = z.object({
  /** What is left of the remittance to match. */
  restFen: z.number(),
  list: z.array(orderSuggestion),
});

/** At most this many orders in one match. */
export const MATCH_MAX_ORDERS = 20;

/** Match a remittance (under the version read) to one or several orders, an amount on each. */
export const remittanceMatchBody = z.object({
  ...idVersion,
  matches: z
    .array(z.object({ orderId: z.number({ error: 'required' }).int().positive(), amountFen: fenAmount }), {
      error: 'required',
    })
    .min(1, { error: 'required' })
    .max(MATCH_MAX_ORDERS, { error: 'invalid' }),
});

/** At most this many sure matches confirmed in one call (the screen sends a long statement in parts). */
export const MATCH_BATCH_MAX = 200;

/** Confirm several one-order matches (auto-match's sure lines): each line succeeds or fails alone. */
export const remittanceMatchBatchBody = z.object({
  items: z
    .array(
      z.object({
        id: z.number().int().positive(),
        version: z.number().int().min(0),
        orderId: z.number().int().positive(),
        amountFen: fenAmount,
      }),
      { error: 'required' },
    )
    .min(1, { error: 'required' })
    .max(MATCH_BATCH_MAX, { error: 'invalid' }),
});

export const autoMatchQuery = z.object({
  /** The open lines of this statement; without it, every open remittance of the press. */
  statementId: optionalId,
});

/** An open remittance and the one order that fits it: amount equal to the rest, its number in the remark. */
export const autoMatchLine = z.object({
  remittanceId: z.number(),
  version: z.number(),
  lineNo: z.number().nullable(),
  remitter: z.string(),
  receivedOn: z.string(),
  bankRef: z.string(),
  remark: z.string(),
  /** The remittance's rest, equal to the order's due. */
  amountFen: z.number(),
  order: orderSuggestion,
});
export type AutoMatchLine = z.infer<typeof autoMatchLine>;

export const autoMatchAnswer = z.object({
  /** Open remittances looked at. */
  open: z.number(),
  /** Those exactly one order fits (and that order fits no other line). */
  sure: z.array(autoMatchLine),
});

type Rule =
  | 'future'
  | 'bankRefTaken'
  | 'voucher'
  | 'setAside'
  | 'notAside'
  | 'nothingLeft'
  | 'exceedsRest'
  | 'exceedsDue'
  | 'orderEnded'
  | 'orderTwice'
  | 'prepaidWhole';

/** The refusals of reconciliation, each on its field ({placeholders} filled by the server). */
export const REMITTANCE_RULES: Record<Rule, Bilingual> = {
  future: { zh: '到账日期不能晚于今天', en: 'The date received cannot be after today' },
  bankRefTaken: {
    zh: '这个银行流水号已经登记过',
    en: 'A remittance with this bank reference is recorded already',
  },
  voucher: {
    zh: '凭证须为本社上传的汇款凭证文件',
    en: 'The voucher must be a file uploaded as a remittance voucher of the press',
  },
  setAside: {
    zh: '这笔汇款已搁置，请先恢复再匹配',
    en: 'This remittance is set aside: restore it before matching',
  },
  notAside: { zh: '这笔汇款没有搁置', en: 'This remittance is not set aside' },
  nothingLeft: { zh: '这笔汇款已全部匹配', en: 'This remittance is matched in full already' },
  exceedsRest: {
    zh: '匹配金额合计不能超过汇款尚未匹配的余额 {rest}',
    en: 'The amounts matched cannot exceed what is left of the remittance, {rest}',
  },
  exceedsDue: {
    zh: '匹配金额不能超过订单尚未支付的金额 {due}',
    en: 'The amount cannot exceed what is still due on the order, {due}',
  },
  orderEnded: {
    zh: '这个订单不是未支付状态，不能匹配',
    en: 'This order is not unpaid: nothing can be matched to it',
  },
  orderTwice: {
    zh: '同一订单在一次匹配中只能出现一次',
    en: 'An order can appear only once in a match',
  },
  prepaidWhole: {
    zh: '预付费须按应付金额 {due} 一次匹配（确认后稿件进入审稿）',
    en: 'A prepaid fee is matched whole, {due} (the manuscript then moves on to review)',
  },
};

/** A rule's text with its {placeholders} filled. */
export function ruleText(rule: Bilingual, values: Record<string, string>): Bilingual {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
  return { zh: fill(rule.zh), en: fill(rule.en) };
}
