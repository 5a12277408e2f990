import { z } from 'zod';
import { screenPermission } from '../menu.ts';
import {
  ARCHIVE_PERMISSION,
  FINAL_SCREEN,
  MAILING_PERMISSION,
  MAILING_SCREEN,
  PUBLISH_PERMISSION,
} from '../productionRows.ts';
import { crossrefDepositRow, crossrefDeposits } from '../schemas/crossrefDeposits.ts';
import { issueMoveAnswer } from '../schemas/issueProduction.ts';
import {
  archiveBody,
  archiveCheckRow,
  mailingBody,
  publicationIssuesPage,
  publicationIssuesQuery,
  publicationYearsQuery,
  publishBody,
  publishedArticle,
  publishedIssueQuery,
} from '../schemas/publication.ts';
import { defineCall } from './define.ts';

/** Mailing and publication of whole issues (docs/production.md). */
const p = '/sys/publication';
const tags = ['publication'] as const;
const readers = { permission: [MAILING_SCREEN, FINAL_SCREEN].map(screenPermission) };

export const startMailing = defineCall({
  method: 'PUT',
  path: `${p}/mail`,
  access: { permission: MAILING_PERMISSION },
  tags,
  summary: 'Send a printed issue’s copies out (mailing)',
  body: mailingBody,
  response: issueMoveAnswer,
});

export const publishIssue = defineCall({
  method: 'PUT',
  path: `${p}/publish`,
  access: { permission: PUBLISH_PERMISSION },
  tags,
  summary: 'Publish an issue: its articles’ DOIs (the journal’s prefix and pattern) and pages',
  body: publishBody,
  response: issueMoveAnswer,
});

export const publishedArticles = defineCall({
  method: 'GET',
  path: `${p}/articles`,
  access: readers,
  tags,
  summary: 'A published issue’s table of contents with DOIs and pages',
  query: publishedIssueQuery,
  response: z.array(publishedArticle),
});

export const crossrefDeposit = defineCall({
  method: 'GET',
  path: `${p}/crossref`,
  access: readers,
  tags,
  summary: 'A published issue’s Crossref deposit (schema 5.3.1) as an XML file',
  query: publishedIssueQuery,
  response: 'file',
});

export const crossrefDepositState = defineCall({
  method: 'GET',
  path: `${p}/deposits`,
  access: readers,
  tags,
  summary: 'A published issue’s Crossref deposits (sent by a job): whether sending is on, the newest, all',
  query: publishedIssueQuery,
  response: crossrefDeposits,
});

export const resendCrossrefDeposit = defineCall({
  method: 'POST',
  path: `${p}/deposit/resend`,
  access: { permission: PUBLISH_PERMISSION },
  tags,
  summary: 'Send a published issue’s Crossref deposit again (refused while one is pending or sending is off)',
  body: archiveBody,
  response: crossrefDepositRow,
});

export const requestArchiveCheck = defineCall({
  method: 'POST',
  path: '/sys/archive/check',
  access: { permission: ARCHIVE_PERMISSION },
  tags,
  summary: 'Start the archive check of a published issue (refused while an earlier check of it is pending)',
  body: archiveBody,
  response: archiveCheckRow,
});

export const archiveChecks = defineCall({
  method: 'GET',
  path: '/sys/archive/checks',
  access: readers,
  tags,
  summary: 'A published issue’s archive checks, newest first',
  query: publishedIssueQuery,
  response: z.array(archiveCheckRow),
});

export const archiveIssue = defineCall({
  method: 'PUT',
  path: '/sys/archive/archive',
  access: { permission: ARCHIVE_PERMISSION },
  tags,
  summary: 'Archive a published issue whose newest archive check passed',
  body: archiveBody,
  response: issueMoveAnswer,
});

export const finalFiles = defineCall({
  method: 'GET',
  path: `${p}/finalFiles`,
  access: readers,
  tags,
  summary: 'A published issue’s final files: each article’s final PDF and source, one zip (streamed)',
  query: publishedIssueQuery,
  response: 'file',
});

export const publicationYears = defineCall({
  method: 'GET',
  path: `${p}/periodYearList`,
  access: readers,
  tags,
  summary: 'The years of a journal that have issues to publish, published or archived, newest first',
  query: publicationYearsQuery,
  response: z.array(z.number()),
});

export const publicationIssues = defineCall({
  method: 'GET',
  path: `${p}/issues`,
  access: readers,
  tags,
  summary: 'A journal’s issues ready to publish, published or archived, with the caller’s actions',
  query: publicationIssuesQuery,
  response: publicationIssuesPage,
});
