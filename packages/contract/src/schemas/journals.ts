import { z } from 'zod';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/**
 * Journal status: 0 draft (being prepared by the press), 1 under review (applied to open on the
 * platform), 2 open (passed journal review; takes submissions), 3 rejected, 4 disabled.
 */
export const JournalStatus = { DRAFT: 0, REVIEW: 1, OPEN: 2, REJECTED: 3, DISABLED: 4 } as const;
export const JOURNAL_STATUS_LABELS: Record<number, { zh: string; en: string }> = {
  0: { zh: '草稿', en: 'Draft' },
  1: { zh: '审核中', en: 'Under review' },
  2: { zh: '已开通', en: 'Open' },
  3: { zh: '已驳回', en: 'Rejected' },
  4: { zh: '已停用', en: 'Disabled' },
};

export const journalListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name', 'status'] as const, 'createdAt'),
  keyword: textFilter,
  status: z.coerce.number().int().min(0).max(4).optional(),
  pressId: z.coerce.number().int().positive().optional(),
});

export const journalRow = z.object({
  id: z.number(),
  pressId: z.number(),
  pressName: z.string(),
  name: z.string(),
  issn: z.string().nullable(),
  cn: z.string().nullable(),
  sponsor: z.string(),
  frequency: z.number(),
  subjectIds: z.array(z.number()),
  payeeMerchantId: z.number().nullable(),
  payeeMerchantName: z.string().nullable(),
  proofRounds: z.number(),
  status: z.number(),
  createdAt: z.string(),
  version: z.number(),
  actions: z.array(z.string()),
});
export type JournalRow = z.infer<typeof journalRow>;
export const journalPage = pageOf(journalRow);

const issn = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{3}[\dX]$/.test(v), { error: 'journal.issn' });
const cn = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{2}-\d{4}\/[A-Z][A-Z0-9.]*$/.test(v), { error: 'journal.cn' });

const fields = {
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, { error: 'tooLong' }),
  issn: issn.default(''),
  cn: cn.default(''),
  sponsor: z.string().trim().max(100, { error: 'tooLong' }).default(''),
  frequency: z.number({ error: 'invalid' }).int().min(1, { error: 'invalid' }).max(9, { error: 'invalid' }),
  subjectIds: z.array(z.number().int().positive()).max(20).default([]),
  payeeMerchantId: z.number().int().positive().nullable().default(null),
};
export const journalSaveBody = z.object({ ...fields, pressId: z.number().int().positive().optional() });
export const journalUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  ...fields,
});

/** One fee of a journal: an amount in fen for a fee type 1-6, valid from a date, optionally until one. */
export const journalFee = z
  .object({
    feeType: z.number().int().min(1, { error: 'invalid' }).max(6, { error: 'invalid' }),
    amountFen: z
      .number({ error: 'invalid' })
      .int({ error: 'money.fen' })
      .min(0, { error: 'invalid' })
      .max(100_000_000, { error: 'invalid' }),
    validFrom: z.iso.date({ error: 'invalid' }),
    validTo: z.iso.date({ error: 'invalid' }).nullable().default(null),
  })
  .refine((f) => f.validTo === null || f.validTo >= f.validFrom, { error: 'fee.range', path: ['validTo'] });
export const journalFeesBody = z.object({
  journalId: z.number().int().positive(),
  fees: z.array(journalFee).max(60),
});

/** Journal review: a press applies to open a journal; the platform passes or rejects with a reason. */
export const journalReviewBody = z.object({
  journalId: z.number().int().positive(),
  pass: z.boolean(),
  reason: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});
