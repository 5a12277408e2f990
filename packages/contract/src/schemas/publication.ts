import { z } from 'zod';

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
