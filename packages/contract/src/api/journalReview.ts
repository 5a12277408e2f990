import { z } from 'zod';
import { authorLoginExportQuery, authorLoginPage, authorLoginQuery } from '../schemas/authors.ts';
import { journalApplyBody, journalIdQuery, journalReviewBody, reviewStep } from '../schemas/journals.ts';
import { defineCall } from './define.ts';

/**
 * Journal review (SPEC §7): a press applies to open a journal, the platform passes or rejects it;
 * the history of each journal and its authors' sign-ins.
 */
const tags = ['journals'] as const;
const logins = 'manage.journalReview.authorLoginDetail';

export const journalApply = defineCall({
  method: 'POST',
  path: '/sys/periodical/apply',
  access: { permission: 'manage.periodicalManagement.apply' },
  tags,
  summary: 'Apply to open a journal on the platform',
  body: journalApplyBody,
  response: z.null(),
});

export const journalReviewDecide = defineCall({
  method: 'POST',
  path: '/sys/journalReview/audit',
  access: { permission: 'manage.journalReview.decide' },
  tags,
  summary: 'Pass or reject a journal application',
  body: journalReviewBody,
  response: z.null(),
});

export const journalReviewHistory = defineCall({
  method: 'GET',
  path: '/sys/journalReview/history',
  access: { permission: 'manage.journalReview' },
  tags,
  summary: 'Journal review history of a journal',
  query: journalIdQuery,
  response: z.array(reviewStep),
});

export const authorLoginList = defineCall({
  method: 'GET',
  path: '/sys/journalReview/authorLogins',
  access: { permission: logins },
  tags: ['journal review'],
  summary: 'Author sign-ins at one journal’s site',
  query: authorLoginQuery,
  response: authorLoginPage,
});

export const authorLoginExport = defineCall({
  method: 'GET',
  path: '/sys/journalReview/authorLogins/export',
  access: { permission: `${logins}.export` },
  tags: ['journal review'],
  summary: 'Author sign-ins as an .xlsx file (same filters as the list)',
  query: authorLoginExportQuery,
  response: 'file',
});
