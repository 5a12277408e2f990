import { z } from 'zod';
import { productionIssueRow } from './issueProduction.ts';
import { pageOf, pageQuery, sortParam } from './list.ts';

/**
 * Mailing and publication of an issue (docs/production.md): the copies sent out (220), the issue
 * published (230) with its articles' DOIs and pages, and its Crossref deposit XML.
 */

const issueId = z.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' });

export const mailingBody = z.object({ issueId });
export const publishBody = z.object({
  issueId,
  /** The day the issue is out (China time), not after today. */
  publishedOn: z.iso.date({ error: 'invalid' }),
});

export const publishedIssueQuery = z.object({
  issueId: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
});

export const publishedArticle = z.object({
  manuscriptId: z.number(),
  articleNo: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  doi: z.string(),
  firstPage: z.number(),
  lastPage: z.number(),
  publishedOn: z.string(),
});
export type PublishedArticle = z.infer<typeof publishedArticle>;

/** What an archive check found missing (modules/publication/archiveCheck.ts). */
/** `internal`: the check itself could not run to its end (its job failed for good, or it went stale). */
export const ARCHIVE_PROBLEMS = [
  'noDoi',
  'noFinalPdf',
  'finalPdfLost',
  'noFilm',
  'filmLost',
  'internal',
] as const;

/** An archive check of a published issue: pending while its job runs, then passed or failed. */
export const archiveCheckRow = z.object({
  id: z.number(),
  issueId: z.number(),
  state: z.enum(['pending', 'passed', 'failed']),
  findings: z.array(
    z.object({
      manuscriptId: z.number().nullable(),
      articleNo: z.string(),
      problem: z.enum(ARCHIVE_PROBLEMS),
    }),
  ),
  requestedByName: z.string(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ArchiveCheckRow = z.infer<typeof archiveCheckRow>;
export const archiveBody = z.object({ issueId });

/**
 * The issues of the publication screen (终版文件), by tab: ready to publish (at mailing, or printed
 * at printing on a process without the mailing step), published (230) and archived (240).
 */
export const PUBLICATION_STAGES = ['ready', 'published', 'archived'] as const;
export type PublicationStage = (typeof PUBLICATION_STAGES)[number];

/** What the caller may do to an issue on the publication screen now (the server decides). */
export const PUBLICATION_ROW_ACTIONS = ['publish', 'checkArchive', 'archive'] as const;
export type PublicationRowAction = (typeof PUBLICATION_ROW_ACTIONS)[number];

const journalId = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' });

export const publicationYearsQuery = z.object({ journalId });

export const publicationIssuesQuery = z.object({
  ...pageQuery,
  /** By issue (year, number), newest first unless `order` asks otherwise. */
  sort: sortParam(['issue'], 'issue'),
  journalId,
  stage: z.enum(PUBLICATION_STAGES, { error: 'invalid' }).default('ready'),
  year: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1900).max(2200).optional(),
});

export const publicationIssueRow = productionIssueRow.omit({ actions: true }).extend({
  /** The day the issue came out (the publication's date), once published. */
  publishedOn: z.string().nullable(),
  /** The newest archive check of the issue, if any. */
  check: archiveCheckRow.pick({ id: true, state: true, requestedAt: true, finishedAt: true }).nullable(),
  /** At mailing with a recipient's parcel still without its tracking number: publication waits. */
  mailingOpen: z.boolean(),
  actions: z.array(z.enum(PUBLICATION_ROW_ACTIONS)),
});
export type PublicationIssueRow = z.infer<typeof publicationIssueRow>;
export const publicationIssuesPage = pageOf(publicationIssueRow);
