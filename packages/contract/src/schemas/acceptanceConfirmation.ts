import { z } from 'zod';
import { CONFIRMATION_METHODS, CONFIRMATION_OUTCOMES } from '../enums/confirmation.ts';
import { noteText } from './ledger.ts';
import { optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/**
 * 录用确认 (/caibian/toConfirm): the editor's manuscripts at acceptance confirmation (80) or accepted
 * (90) with the acceptance fee unpaid, and the author's answer the editor recorded
 * (docs/acquisition-editors.md).
 */

export const confirmListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'answeredAt'] as const, 'submittedAt'),
  journalId: optionalId,
  /** Article number, title or author name. */
  keyword: textFilter,
  /** yes: an answer is recorded; no: none yet. */
  confirmed: z.enum(['yes', 'no'], { error: 'invalid' }).optional(),
});

/** The recorded answer, as the editor and the acceptance screen read it. */
export const confirmationRecord = z.object({
  outcome: z.enum(CONFIRMATION_OUTCOMES),
  byAuthor: z.boolean(),
  /** Who answered: the author's name, or the person named for them. */
  personName: z.string(),
  method: z.enum(CONFIRMATION_METHODS),
  answeredAt: z.string(),
  note: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
  /** A refusal's withdrawal request (撤稿审核 decides it). */
  withdrawalRequestId: z.number().nullable(),
});

export const confirmRow = z.object({
  id: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalId: z.number(),
  journalName: z.string(),
  authorName: z.string(),
  status: z.number(),
  submittedAt: z.string(),
  /** The acceptance fee still due (fen), when an order of it is unpaid. */
  acceptanceFeeDueFen: z.number().nullable(),
  confirmation: confirmationRecord.nullable(),
});
export const confirmPage = pageOf(confirmRow);

/** The editor records the author's answer; a refusal gives the reason the withdrawal request carries. */
export const confirmBody = z
  .object({
    manuscriptId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
    outcome: z.enum(CONFIRMATION_OUTCOMES, { error: 'invalid' }),
    byAuthor: z.boolean({ error: 'required' }),
    personName: z.string().trim().max(50, { error: 'tooLong' }).default(''),
    method: z.enum(CONFIRMATION_METHODS, { error: 'invalid' }),
    answeredAt: z.iso.datetime({ offset: true, error: 'invalid' }),
    note: noteText,
  })
  .refine((b) => b.byAuthor || b.personName !== '', {
    error: 'confirmation.person',
    path: ['personName'],
  })
  .refine((b) => b.outcome !== 'refused' || b.note !== '', { error: 'required', path: ['note'] });

/** The acceptance screen's read of one manuscript's recorded answer (none: null). */
export const confirmationOfManuscript = z.object({ confirmation: confirmationRecord.nullable() });
export type ConfirmationRecord = z.infer<typeof confirmationRecord>;
