import { z } from 'zod';
import { AUTHOR_ACTIONS } from '../authorActions.ts';
import { referralCodeText } from './caibianPerf.ts';
import { emailSchema } from './common.ts';
import { journalCode } from './journals.ts';
import { idVersionQuery } from './list.ts';

const text = (max: number) => z.string().trim().max(max, { error: 'tooLong' });

const fileId = z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' });

/** One author of the byline, in order; exactly one is the corresponding author. */
export const bylineAuthor = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(30, { error: 'tooLong' }),
  affiliation: text(100).default(''),
  email: emailSchema,
  corresponding: z.boolean().default(false),
});

/**
 * The fields of a submission, as the author site's form and staff's entry on an author's behalf
 * both send them: the metadata, the byline, the fund, the manuscript file and annexes uploaded before.
 */
export const submissionFields = z.object({
  columnId: z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
  keywords: text(200).default(''),
  abstract: text(5000).default(''),
  subjectId: z.number().int({ error: 'invalid' }).positive({ error: 'invalid' }).nullable().default(null),
  /** SPEC §3: 0 natural science, 1 other. */
  natureArticleType: z.union([z.literal(0), z.literal(1)], { error: 'invalid' }).default(1),
  /** Empty: the submitting author alone, as the corresponding author. */
  authors: z.array(bylineAuthor).max(30, { error: 'invalid' }).default([]),
  /** SPEC §3 foundationFlag: grant-supported (基金); then the grant's name and level 1-5 are required. */
  foundationFlag: z.boolean().default(false),
  fundName: text(200).default(''),
  fundNumber: text(50).default(''),
  fundLevel: z
    .number()
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(5, { error: 'invalid' })
    .nullable()
    .default(null),
  fundCertificateFileId: fileId.nullable().default(null),
  manuscriptFileId: fileId,
  annexFileIds: z.array(fileId).max(10, { error: 'invalid' }).default([]),
});

/** What the rules across fields read: the byline (left out on an edit that keeps it) and the fund. */
interface RuledShape {
  authors?: z.infer<typeof bylineAuthor>[] | undefined;
  foundationFlag?: boolean | undefined;
  fundName: string;
  fundLevel: number | null;
}

/** A byline given (not left out, not empty) has exactly one corresponding author. */
export function withBylineRule<S extends z.ZodType<Pick<RuledShape, 'authors'>>>(schema: S) {
  return schema.refine(
    (b) => !b.authors || b.authors.length === 0 || b.authors.filter((a) => a.corresponding).length === 1,
    { error: 'authors.corresponding', path: ['authors'] },
  );
}

/**
 * The rules across fields, for a submission and for staff's edit (/operation/Modify) alike: one
 * corresponding author in a byline; a fund's name and level.
 */
export function withSubmissionRules<S extends z.ZodType<RuledShape>>(schema: S) {
  return withBylineRule(schema)
    .refine((b) => !b.foundationFlag || b.fundName !== '', { error: 'required', path: ['fundName'] })
    .refine((b) => !b.foundationFlag || b.fundLevel !== null, { error: 'required', path: ['fundLevel'] });
}

/** An author's submission to the journal they are signed in to. */
export const manuscriptSubmitBody = withSubmissionRules(
  submissionFields.extend({
    /** An acquisition editor's referral code carried by their link (`?ref=`); an unknown one is ignored. */
    referralCode: referralCodeText,
  }),
);

const requiredId = z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' });

/**
 * Staff's entry of a manuscript on an author's behalf (稿件查询 → 录入稿件): the same fields, with the
 * journal, the author of the press it is entered for, and the referring acquisition editor if any.
 * Files are the ones the same staff member uploaded for it.
 */
export const staffSubmitBody = withSubmissionRules(
  submissionFields.extend({
    journalId: requiredId,
    authorId: requiredId,
    referrerId: requiredId.nullable().default(null),
  }),
);

export const submitResult = z.object({ id: z.number(), articleNo: z.string(), status: z.number() });

export const authorManuscriptRow = z.object({
  id: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalName: z.string(),
  columnName: z.string(),
  status: z.number(),
  /** The review process row the manuscript follows, and its version (0: the built-in default). */
  reviewProcessId: z.number(),
  reviewProcessVersion: z.number(),
  productionProcessId: z.number(),
  productionProcessVersion: z.number(),
  submittedAt: z.string(),
  /** What the author may do on it now (authorActions.ts): the site draws a card only for these. */
  actions: z.array(z.enum(AUTHOR_ACTIONS)),
});

/** `{JOURNAL}` journal code, `{YYYY}` year, `{MM}` month, `{SEQ}` / `{SEQ:n}` the n-digit sequence. */
export function formatManuscriptNumber(
  format: string,
  parts: { journalCode: string; year: number; month: number; seq: number },
): string {
  return format
    .replaceAll('{JOURNAL}', parts.journalCode)
    .replaceAll('{YYYY}', String(parts.year))
    .replaceAll('{MM}', String(parts.month).padStart(2, '0'))
    .replace(/\{SEQ(?::(\d))?\}/g, (_, n: string | undefined) =>
      String(parts.seq).padStart(Number(n ?? 1), '0'),
    );
}

/** What a journal's submission site shows before anyone signs in (public). */
/** The site names its journal by code (`/submit/<code>`) or, for older links, by id: one of the two. */
export const siteJournalQuery = z
  .object({
    journalId: z.coerce
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .positive({ error: 'invalid' })
      .optional(),
    code: journalCode.optional(),
  })
  .refine((q) => (q.journalId === undefined) !== (q.code === undefined), {
    error: 'required',
    path: ['code'],
  });

export const siteJournal = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  pressName: z.string(),
  /** Takes submissions now: passed journal review and the press's contributions open. */
  open: z.boolean(),
  /** The submission notice (sanitized HTML). */
  notice: z.string(),
  columns: z.array(z.object({ id: z.number(), name: z.string(), enabled: z.boolean() })),
  subjects: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The prepaid fee in force today in fen, null when none. */
  prepaidFeeFen: z.number().nullable(),
  upload: z.object({ maxFileMb: z.number(), allowedTypes: z.array(z.string()) }),
});

/** One manuscript as its author sees it: status, what they sent, their orders, the timeline they may see. */
export const authorManuscriptDetail = authorManuscriptRow.extend({
  keywords: z.string(),
  abstract: z.string(),
  authors: z.array(
    z.object({ name: z.string(), affiliation: z.string(), email: z.string(), corresponding: z.boolean() }),
  ),
  files: z.array(
    z.object({
      fileId: z.number(),
      role: z.string(),
      revision: z.number(),
      name: z.string(),
      sizeBytes: z.number(),
      createdAt: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number(),
      orderNum: z.string(),
      feeType: z.number(),
      amountFen: z.number(),
      paidFen: z.number(),
      payStatus: z.number(),
      /** The order's version, which a refund request is sent under. */
      version: z.number(),
      /** What the author may ask back on it now (authorActions.ts authorRefundableFen; 0: nothing). */
      refundableFen: z.number(),
    }),
  ),
  /** The version a revision is sent under (a newer one: someone moved the manuscript first). */
  version: z.number(),
  /** While returned for revision (300, 350): the editors' reason and when they asked. */
  revisionRequest: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** How many revisions the author has sent. */
  revisionNum: z.number(),
  /** The editors' open request to supplement the annexes: what is missing and why (null: none). */
  annexRequest: z
    .object({ note: z.string(), kindNames: z.array(z.string()), askedAt: z.string() })
    .nullable(),
  /** Status changes only: who on the staff side is not shown to authors. */
  timeline: z.array(
    z.object({ fromStatus: z.number().nullable(), toStatus: z.number(), createdAt: z.string() }),
  ),
});

/** The author's revision: the revised manuscript, an optional response letter file, and a response note. */
export const revisionBody = idVersionQuery.extend({
  fileId: z.number().int().positive({ error: 'required' }),
  responseFileId: z.number().int().positive().nullable().default(null),
  note: z.string().trim().max(2000, { error: 'tooLong' }).default(''),
});
