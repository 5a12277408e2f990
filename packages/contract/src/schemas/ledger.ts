import { z } from 'zod';
import { optionalId, pageQuery, sortParam, textFilter } from './list.ts';

/** The ledger's shared inputs: an amount of money in whole fen, a reason, a decision. */

/** A positive amount in whole fen (at most one million yuan): fractions and negatives are refused. */
export const fenAmount = z
  .number({ error: 'required' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' })
  .max(100_000_000, { error: 'invalid' });

/** A bound of a list's amount range (the order list, the remittances), in whole fen (≥ 0). */
export const fenBound = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .optional();

/** An amount range ends at or after its start; it is refused on `maxFen` otherwise. */
export const amountRange = (q: { minFen?: number | undefined; maxFen?: number | undefined }) =>
  q.minFen === undefined || q.maxFen === undefined || q.minFen <= q.maxFen;
export const amountRangeError = { error: 'invalid', path: ['maxFen'] };

/** Why (kept in the order's history). */
export const reasonText = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong' });

/** An optional note of a decision (a rejection's reason is required: see `decisionBody`). */
export const noteText = z.string().trim().max(200, { error: 'tooLong' }).default('');

/**
 * A reviewer's decision on an application (a discount, a refund) under the version read: `pass` or
 * `reject`; a rejection says why (refused on `note`).
 */
export const decisionFields = {
  id: z.number({ error: 'required' }).int().positive(),
  version: z.number({ error: 'required' }).int().min(0),
  decision: z.enum(['pass', 'reject'], { error: 'invalid' }),
  note: noteText,
};
export const needsNoteOnReject = (b: { decision: string; note: string }) =>
  b.decision === 'pass' || b.note.length > 0;
export const noteRequired = { error: 'required', path: ['note'] };

/**
 * A voucher (the bank's receipt, a scan of the counter's slip) uploaded first through
 * /sys/file/upload as kind `voucher`; null: none attached.
 */
export const voucherFileId = z
  .number()
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' })
  .nullable()
  .default(null);

/** A stored file as a screen links it: downloaded by id, shown by its name. */
export const fileRef = z.object({ id: z.number(), name: z.string() });

/**
 * A client's key for one submission of a form that moves money: a retried request with the same
 * key does nothing twice (8 to 64 letters, digits and dashes, e.g. a UUID).
 */
export const requestKey = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'invalid' })
  .optional();

/**
 * The list of an order's applications (discounts, refunds): paged, sorted by time or amount, a status
 * between `min` and `max`, a journal, a keyword (order number, article number or title, author name).
 */
export function applicationListQuery(min: number, max: number) {
  return z.object({
    ...pageQuery,
    sort: sortParam(['createdAt', 'amount'] as const, 'createdAt'),
    status: z.coerce
      .number({ error: 'invalid' })
      .int()
      .min(min, { error: 'invalid' })
      .max(max, { error: 'invalid' })
      .optional(),
    journalId: optionalId,
    keyword: textFilter,
  });
}
