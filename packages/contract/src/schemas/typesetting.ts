import { z } from 'zod';
import { idQuery, idVersionQuery, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { batchActionResult } from './staffManuscripts.ts';

/**
 * Typesetting and proof rounds (发排校对, /editorialReview/postingDateFaPai; docs/production.md):
 * scheduled manuscripts dispatched to a typesetter, the typesetter's layout and revisions, the
 * rounds closed by the proofreading editor.
 */

const id = idQuery.shape.id;

/** Which work a list shows; `complete`: past the proofs (film output on), its proofs finished. */
export const TYPESETTING_VIEWS = ['toDispatch', 'typesetting', 'proofs', 'complete'] as const;
export type TypesettingView = (typeof TYPESETTING_VIEWS)[number];

export const typesettingListQuery = z.object({
  ...pageQuery,
  view: z.enum(TYPESETTING_VIEWS, { error: 'invalid' }),
  journalId: id.optional(),
  issueId: id.optional(),
  keyword: textFilter,
  sort: sortParam(['position', 'dueOn', 'articleNo'] as const, 'position'),
  order: z.enum(['asc', 'desc'], { error: 'invalid' }).default('asc'),
});

/** An issue's year, volume and number: what the web names it by, in the UI's language. */
const issueNumbers = z.object({ year: z.number(), volume: z.number(), number: z.number() });

export const typesettingRow = z.object({
  id: z.number(),
  version: z.number(),
  status: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalId: z.number(),
  journalName: z.string(),
  /**
   * The issue the manuscript is placed in (the web names it in the UI's language), its Chinese label
   * ("2027年第1卷第3期", for exports) and its place in the contents.
   */
  issueId: z.number().nullable(),
  issue: issueNumbers.nullable(),
  issueLabel: z.string(),
  position: z.number().nullable(),
  typesetterId: z.number().nullable(),
  typesetterName: z.string().nullable(),
  dueOn: z.string().nullable(),
  /** The round the manuscript is in (0 initial layout, 1-8 a proof or revision round), null before layout. */
  round: z.number().nullable(),
  /** The newest proof PDF (stored file id), null before the layout is in. */
  latestProofFileId: z.number().nullable(),
  /** What the caller may do with it now (the workflow table's answer). */
  actions: z.array(z.string()),
});
export type TypesettingRow = z.infer<typeof typesettingRow>;
export const typesettingPage = pageOf(typesettingRow);

/** Dispatch scheduled manuscripts to a typesetter (each answered on its own). */
export const dispatchBody = z.object({
  items: z.array(idVersionQuery).min(1, { error: 'required' }).max(100, { error: 'invalid' }),
  typesetterId: id,
  dueOn: z.iso.date({ error: 'invalid' }),
  note: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});
export const dispatchResult = batchActionResult;

/** Another typesetter (and due date) for a manuscript in typesetting or proofs, with the reason. */
export const changeTypesetterBody = idVersionQuery.extend({
  typesetterId: id,
  dueOn: z.iso.date({ error: 'invalid' }),
  note: z.string().trim().min(1, { error: 'required' }).max(500, { error: 'tooLong' }),
});

/** A dispatch taken back before the typesetter accepted it (back to scheduling), with the reason. */
export const recallBody = idVersionQuery.extend({
  note: z.string().trim().min(1, { error: 'required' }).max(500, { error: 'tooLong' }),
});

/** The typesetter accepts a dispatch (110 → 120). */
export const acceptBody = idVersionQuery;

/** The typesetter's PDF of the layout or of a revision (an upload of kind `proof`). */
export const proofUploadBody = idVersionQuery.extend({
  fileId: id,
  /** The layout's page count (with the initial layout): the article's pages in its issue. */
  pages: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(999, { error: 'invalid' })
    .optional(),
  note: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});

/** A proof round closed by the proofreader: the corrections for the typesetter (may be empty). */
export const endRoundBody = idVersionQuery.extend({
  note: z.string().trim().max(2000, { error: 'tooLong' }).default(''),
});

/** People who may be dispatched a journal's typesetting. */
export const typesettersQuery = z.object({ journalId: id, timestamp: z.string().optional() });
export const typesetterRow = z.object({ id: z.number(), name: z.string(), open: z.number() });

/** A manuscript's proofs: each round's PDF, who uploaded it and when. */
export const proofsQuery = z.object({ id, timestamp: z.string().optional() });
export const proofFileRow = z.object({
  fileId: z.number(),
  name: z.string(),
  round: z.number(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export const proofsAnswer = z.object({
  typesetterName: z.string().nullable(),
  dueOn: z.string().nullable(),
  files: z.array(proofFileRow),
  /** The manuscript file to typeset: the author's final draft (终稿) when one was uploaded, else the latest version. */
  source: z
    .object({
      fileId: z.number(),
      name: z.string(),
      revision: z.number(),
      final: z.boolean(),
      uploadedByName: z.string(),
      uploadedAt: z.string(),
    })
    .nullable(),
});

/** Online proofreading marks: how a proofreader marks a proof page (docs/production.md). */
export const MARK_KINDS = ['highlight', 'strike', 'insert', 'comment'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];
/** Kinds that say what to do in words: an insertion's text, a comment. */
export const MARK_KINDS_WITH_NOTE: readonly MarkKind[] = ['insert', 'comment'];

const fraction = z.number({ error: 'invalid' }).min(0, { error: 'invalid' }).max(1, { error: 'invalid' });
/** An area of a page as fractions of its width and height (the same at any zoom). */
export const markRect = z
  .object({ x: fraction, y: fraction, w: fraction, h: fraction })
  .refine((r) => r.x + r.w <= 1.000001 && r.y + r.h <= 1.000001, { error: 'invalid' });

export const marksQuery = z.object({
  manuscriptId: id,
  round: z.coerce
    .number({ error: 'invalid' })
    .int()
    .min(1, { error: 'invalid' })
    .max(8, { error: 'invalid' }),
  timestamp: z.string().optional(),
});

export const markBody = z
  .object({
    manuscriptId: id,
    round: marksQuery.shape.round,
    page: z.number({ error: 'invalid' }).int().min(1, { error: 'invalid' }).max(5000, { error: 'invalid' }),
    kind: z.enum(MARK_KINDS, { error: 'invalid' }),
    rects: z.array(markRect).min(1, { error: 'required' }).max(50, { error: 'invalid' }),
    quote: z.string().trim().max(2000, { error: 'tooLong' }).default(''),
    note: z.string().trim().max(2000, { error: 'tooLong' }).default(''),
  })
  .refine((m) => !MARK_KINDS_WITH_NOTE.includes(m.kind) || m.note !== '', {
    path: ['note'],
    error: 'required',
  });

export const markRow = z.object({
  id: z.number(),
  version: z.number(),
  round: z.number(),
  page: z.number(),
  kind: z.string(),
  rects: z.array(z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() })),
  quote: z.string(),
  note: z.string(),
  createdByName: z.string(),
  /** Made by the manuscript's author on the author site (not by a staff proofreader). */
  byAuthor: z.boolean(),
  /** Whether the caller made it (and may take it back while the round is open). */
  mine: z.boolean(),
  createdAt: z.string(),
  resolved: z.boolean(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The editor's check against the next proof (核对): fixed, not fixed, or null while unchecked. */
  checkResult: z.enum(['fixed', 'notFixed']).nullable(),
  checkNote: z.string(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** The mark of the previous round this one carries on (it was found not fixed there). */
  carriedFrom: z.number().nullable(),
});
export type MarkRow = z.infer<typeof markRow>;

/** The typesetter marks a mark done (or not) while correcting the round. */
export const resolveMarkBody = z.object({
  id,
  version: z.number({ error: 'invalid' }).int().min(0, { error: 'invalid' }),
  resolved: z.boolean({ error: 'invalid' }),
});
/** Take back a mark: its id and the version seen. */
export const deleteMarkQuery = idVersionQuery;

/**
 * The author's proof reading (author site): the round open now (proof k) and the PDF each round
 * 1..k is marked on (the layout for round 1, revision k-1's for round k).
 */
export const authorProofQuery = idQuery;
export const authorProofAnswer = z.object({
  id: z.number(),
  articleNo: z.string(),
  title: z.string(),
  status: z.number(),
  round: z.number(),
  rounds: z.array(z.object({ round: z.number(), fileId: z.number(), name: z.string() })),
});
export type AuthorProofAnswer = z.infer<typeof authorProofAnswer>;

/** At most this many PDFs in one batch of final proofs (artProof/batchFinalProof). */
export const BATCH_PROOFS_MAX = 100;

/** One PDF of a batch of proofs, handed in for the manuscript its file name numbers. */
export const batchProofResult = z.object({
  fileName: z.string(),
  manuscriptId: z.number(),
  articleNo: z.string(),
  status: z.number(),
});

/** The finished proofs (completePage): the list's query without its view. */
export const completePageQuery = typesettingListQuery.omit({ view: true });

/** The issues of a journal that have articles in typesetting or at a proof (periodList). */
export const typesettingIssuesQuery = z.object({ journalId: id });
export const typesettingIssueRow = issueNumbers.extend({
  id: z.number(),
  label: z.string(),
  /** Articles of the issue from dispatch to the last revision, and those past the proofs. */
  inTypesetting: z.number(),
  complete: z.number(),
});
/** A journal's issues not yet published, by name (periodNameList). */
export const issueNameRow = issueNumbers.extend({ id: z.number(), label: z.string() });
