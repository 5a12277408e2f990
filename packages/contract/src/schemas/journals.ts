import { z } from 'zod';
import { DOI_PREFIX_PATTERN, validDoiPattern } from '../doi.ts';
import type { Bilingual, Lang } from '../i18n.ts';
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

/** The languages a journal's notices (e-mail, SMS, inbox) can be sent in, as the journal form offers them. */
export const NOTICE_LANGS: Record<Lang, Bilingual> = {
  'zh-CN': { zh: '中文', en: 'Chinese' },
  'en-US': { zh: '英文', en: 'English' },
};
const noticeLang = z.enum(['zh-CN', 'en-US'], { error: 'invalid' });

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
  code: z.string(),
  name: z.string(),
  issn: z.string().nullable(),
  cn: z.string().nullable(),
  sponsor: z.string(),
  frequency: z.number(),
  subjectIds: z.array(z.number()),
  payeeMerchantId: z.number().nullable(),
  payeeMerchantName: z.string().nullable(),
  proofRounds: z.number(),
  /** The language of the notices about the journal's manuscripts. */
  noticeLang: noticeLang,
  doiPrefix: z.string(),
  doiPattern: z.string(),
  articlePageLimit: z.number(),
  /** Whether the author reads each proof round on the author site beside the editor. */
  authorProofreads: z.boolean(),
  status: z.number(),
  createdAt: z.string(),
  version: z.number(),
  actions: z.array(z.string()),
});
export type JournalRow = z.infer<typeof journalRow>;
export const journalPage = pageOf(journalRow);
/** The export takes the list's filters and sort, without paging. */
export const journalExportQuery = journalListQuery.omit({ page: true, pageSize: true });

/** What forms need of a journal to choose it (and, for issues and proofs, to work with it). */
export const journalOption = z.object({
  id: z.number(),
  name: z.string(),
  pressId: z.number(),
  frequency: z.number(),
  proofRounds: z.number(),
  status: z.number(),
  version: z.number(),
});
export type JournalOption = z.infer<typeof journalOption>;
/** My press's journals, or those of the press a platform operator names. */
export const journalOptionsQuery = z.object({
  pressId: z.coerce.number().int().positive().optional(),
  timestamp: z.string().optional(),
});

/** The calls about one journal's settings name it in the query. */
export const journalIdQuery = z.object({
  journalId: z.coerce.number().int().positive(),
  timestamp: z.string().optional(),
});

/** A journal's address on the platform (the author site is /submit/<code>): unique, lowercase. */
export const JOURNAL_CODE_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
export const journalCode = z
  .string({ error: 'required' })
  .trim()
  .regex(JOURNAL_CODE_PATTERN, { error: 'journal.code' });

const issn = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{3}[\dX]$/.test(v), { error: 'journal.issn' });
const cn = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{2}-\d{4}\/[A-Z][A-Z0-9.]*$/.test(v), { error: 'journal.cn' });

/** The journal's DOI prefix (empty: none yet) and suffix pattern (doi.ts). */
const doiPrefix = z
  .string()
  .trim()
  .refine((v) => v === '' || DOI_PREFIX_PATTERN.test(v), { error: 'journal.doiPrefix' });
const doiPattern = z.string().trim().refine(validDoiPattern, { error: 'journal.doiPattern' });

const fields = {
  code: journalCode,
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, { error: 'tooLong' }),
  issn: issn.default(''),
  cn: cn.default(''),
  sponsor: z.string().trim().max(100, { error: 'tooLong' }).default(''),
  frequency: z.number({ error: 'invalid' }).int().min(1, { error: 'invalid' }).max(9, { error: 'invalid' }),
  subjectIds: z.array(z.number().int().positive()).max(20).default([]),
  payeeMerchantId: z.number().int().positive().nullable().default(null),
  /** Absent on an edit: kept as it is; on a new journal: zh-CN. */
  noticeLang: noticeLang.optional(),
  /** Absent on an edit: kept as they are; on a new journal: no prefix and the default pattern. */
  doiPrefix: doiPrefix.optional(),
  doiPattern: doiPattern.optional(),
  /** Pages an article may take before the extra-page fee applies (0: no limit); absent on an edit: kept. */
  articlePageLimit: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(999, { error: 'invalid' })
    .optional(),
  /** Whether the author reads the proofs on the author site; absent on an edit: kept (new: no). */
  authorProofreads: z.boolean({ error: 'invalid' }).optional(),
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

export type JournalFee = z.infer<typeof journalFee>;

/** Indexing databases and the submission notice of a journal, with the version their saves check. */
export const journalExtras = z.object({
  databases: z.array(z.string()),
  notice: z.string(),
  version: z.number(),
});
export type JournalExtras = z.infer<typeof journalExtras>;
const journalVersion = {
  journalId: z.number().int().positive(),
  version: z.number().int().min(0),
};
export const journalDatabasesBody = z.object({
  ...journalVersion,
  databases: z.array(z.string().trim().min(1).max(40)).max(30),
});
/** The submission notice is rich text; the server keeps only harmless markup. */
export const journalNoticeBody = z.object({
  ...journalVersion,
  notice: z.string().max(50_000, { error: 'tooLong' }),
});
/** Proofreading rounds of a journal: 3 to 8. */
export const proofRoundsBody = z.object({
  ...journalVersion,
  proofRounds: z.number().int().min(3, { error: 'invalid' }).max(8, { error: 'invalid' }),
  /** Whether the author reads each round on the author site too; absent: kept. */
  authorProofreads: z.boolean({ error: 'invalid' }).optional(),
});

/** Journal review: a press applies to open a journal; the platform passes or rejects with a reason. */
export const journalReviewBody = z.object({
  journalId: z.number().int().positive(),
  pass: z.boolean(),
  reason: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});
/** A press applies to open one of its journals (draft or rejected). */
export const journalApplyBody = z.object({ id: z.number().int().positive() });
/** One step of a journal's review: `apply`, `pass` or `reject`, by whom, with the reason of a rejection. */
export const reviewStep = z.object({
  id: z.number(),
  action: z.string(),
  reason: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type ReviewStep = z.infer<typeof reviewStep>;
