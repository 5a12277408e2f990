import { z } from 'zod';
import { ISSUE_LEVEL_ACTIONS } from '../productionRows.ts';
import { pageOf, pageQuery } from './list.ts';

/**
 * Film output, proof confirmation and printing (出片 /editorialReview/outSlice, 清样确认
 * /editorialReview/periodicalProof, 印刷 /editorialReview/printing; SPEC §7 OutFilm;
 * docs/production.md): each acts on a whole issue, every article of it moving together.
 */

/** The stored kind of a film package (uploaded only through the film call, never the general upload). */
export const FILM_FILE_KIND = 'film';

/** An issue's film package may be this large (a whole issue's print-ready PDFs). */
export const FILM_MAX_MB = 2048;

const id = z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' });
const count = (max: number) =>
  z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(max, { error: 'invalid' });

export const journalYearsQuery = z.object({ journalId: id });

/** The statuses of each screen's issues: film output and alteration, confirmation, to press and printing. */
export const PRODUCTION_STAGES = {
  film: [190, 200],
  confirmation: [205],
  printing: [209, 210],
} as const;

/** A journal's issues in production (an article at 190-210), newest first, or one year's or stage's. */
export const productionIssuesQuery = z.object({
  ...pageQuery,
  journalId: id,
  stage: z.enum(['film', 'confirmation', 'printing'], { error: 'invalid' }).optional(),
  year: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1900).max(2200).optional(),
});

export const filmBrief = z.object({
  id: z.number(),
  kind: z.enum(['output', 'alteration']),
  fileId: z.number(),
  fileName: z.string(),
  sizeBytes: z.number(),
  /** PDFs in the package; `wholeIssue` when it is one PDF of the whole issue. */
  entries: z.number(),
  wholeIssue: z.boolean(),
  uploadedByName: z.string(),
  uploadedAt: z.string(),
});

export const printingBrief = z.object({
  printingHouse: z.string(),
  runSize: z.number(),
  startedAt: z.string(),
  copiesDelivered: z.number().nullable(),
  completedOn: z.string().nullable(),
});

export const productionIssueRow = z.object({
  id: z.number(),
  year: z.number(),
  volume: z.number(),
  number: z.number(),
  plannedDate: z.string(),
  articles: z.number(),
  /** How many of its articles are at each status (an issue moves as one, so mostly one entry). */
  statuses: z.array(z.object({ status: z.number(), count: z.number() })),
  /** The status every article is at, or null while they are not all at one. */
  status: z.number().nullable(),
  film: filmBrief.nullable(),
  printing: printingBrief.nullable(),
  /** What the caller may do to the issue now. */
  actions: z.array(z.enum(ISSUE_LEVEL_ACTIONS)),
});
export type ProductionIssueRow = z.infer<typeof productionIssueRow>;
export const productionIssuesPage = pageOf(productionIssueRow);

/** The film upload names the issue and the status its articles were seen at (190, or 200). */
export const filmUploadQuery = z.object({
  issueId: id,
  status: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .refine((s) => s === 190 || s === 200, { error: 'invalid' }),
});

export const issueBody = z.object({ issueId: id.pipe(z.number()) });
export const filmAlterationBody = z.object({
  issueId: id.pipe(z.number()),
  note: z.string({ error: 'invalid' }).trim().min(1, { error: 'required' }).max(2000, { error: 'tooLong' }),
});

/** Starting the printing (at 209) or recording its completion (at 210). */
export const printingBody = z.discriminatedUnion(
  'step',
  [
    z.object({
      step: z.literal('start'),
      issueId: id.pipe(z.number()),
      printingHouse: z
        .string({ error: 'invalid' })
        .trim()
        .min(1, { error: 'required' })
        .max(100, { error: 'tooLong' }),
      runSize: count(1_000_000),
    }),
    z.object({
      step: z.literal('complete'),
      issueId: id.pipe(z.number()),
      copiesDelivered: count(1_000_000),
      completedOn: z.iso.date({ error: 'invalid' }),
    }),
  ],
  { error: 'invalid' },
);

/** What an issue-level move did: the articles moved and where they are now. */
export const issueMoveAnswer = z.object({ issueId: z.number(), moved: z.number(), status: z.number() });

export const printingCompleteQuery = z.object({ ...pageQuery, journalId: id });
export const printingCompleteRow = z.object({
  id: z.number(),
  year: z.number(),
  volume: z.number(),
  number: z.number(),
  articles: z.number(),
  printingHouse: z.string(),
  runSize: z.number(),
  copiesDelivered: z.number(),
  completedOn: z.string(),
});
export const printingCompletePage = pageOf(printingCompleteRow);
