import { z } from 'zod';
import { REVISION_FIELDS } from '../enums/revision.ts';
import { decisionFields, noteRequired, reasonText } from './ledger.ts';
import { codeFilter, optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { bylineAuthor, submissionFields, withSubmissionRules } from './manuscripts.ts';

/** Revision applications (修改申请, /operation/articleExamine; docs/author-requests.md). */

const fields = submissionFields.shape;

/** The details an application changes, as the form sends them and the row keeps them (proposed and original). */
export const revisionValues = z.object({
  title: fields.title,
  keywords: fields.keywords,
  abstract: fields.abstract,
  /** The byline in order, one corresponding author. */
  authors: z.array(bylineAuthor).min(1, { error: 'required' }).max(30, { error: 'invalid' }),
  foundationFlag: z.boolean({ error: 'invalid' }),
  fundName: fields.fundName,
  fundNumber: fields.fundNumber,
  fundLevel: fields.fundLevel,
});
export type RevisionValues = z.infer<typeof revisionValues>;

/** The author's application: saved as a draft (submit false, status 0) or submitted (status 1). */
export const revisionApplyBody = withSubmissionRules(
  revisionValues.extend({
    manuscriptId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
    submit: z.boolean({ error: 'invalid' }),
    reason: reasonText,
    /** Supporting files, uploaded first through /author/file/upload as kind `annex`. */
    fileIds: z
      .array(z.number().int({ error: 'invalid' }).positive({ error: 'invalid' }))
      .max(10, { error: 'invalid' })
      .default([]),
  }),
);

export const REVISION_DECISIONS = ['pass', 'fail'] as const;

/** The review's decision under the application's version; a failure says why. */
export const revisionDecisionBody = z
  .object({ ...decisionFields, decision: z.enum(REVISION_DECISIONS, { error: 'invalid' }) })
  .refine((b) => b.decision === 'pass' || b.note.length > 0, noteRequired);

export const revisionListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'decidedAt'] as const, 'submittedAt'),
  /** 1 pending, 2 passed, 3 failed (drafts are the author's own, never listed). */
  status: codeFilter(1, 3),
  journalId: optionalId,
  /** Article number, title or author name. */
  keyword: textFilter,
});

export const revisionRow = z.object({
  id: z.number(),
  status: z.number(),
  reason: z.string(),
  requestedByName: z.string(),
  submittedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
  version: z.number(),
  manuscript: z.object({
    id: z.number(),
    articleNo: z.string(),
    title: z.string(),
    status: z.number(),
  }),
  journalName: z.string(),
  authorName: z.string(),
  /** The changes in brief: the fields the application changes. */
  changed: z.array(z.enum(REVISION_FIELDS)),
  /** The decisions open to the caller. */
  actions: z.array(z.enum(REVISION_DECISIONS)),
});
export type RevisionRow = z.infer<typeof revisionRow>;
export const revisionPage = pageOf(revisionRow);

/** One field of an application as the review reads it: the value at applying beside the proposed one. */
export const revisionFieldRow = z.object({
  field: z.enum(REVISION_FIELDS),
  from: z.string(),
  to: z.string(),
  changed: z.boolean(),
});

export const revisionDetail = revisionRow.extend({
  fields: z.array(revisionFieldRow),
  files: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The manuscript's details changed since the application: a pass is refused (409), fail it instead. */
  stale: z.boolean(),
});
export type RevisionDetail = z.infer<typeof revisionDetail>;

/** The applications of one of the author's manuscripts, newest first, as the author site shows them. */
export const authorRevision = z.object({
  id: z.number(),
  status: z.number(),
  reason: z.string(),
  values: revisionValues,
  files: z.array(z.object({ id: z.number(), name: z.string() })),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
  version: z.number(),
});
export type AuthorRevision = z.infer<typeof authorRevision>;

/** What the author's card reads: the details now (the form starts from them) and the applications. */
export const authorRevisions = z.object({ current: revisionValues, applications: z.array(authorRevision) });

export const revisionMade = z.object({ id: z.number(), status: z.number(), version: z.number() });
