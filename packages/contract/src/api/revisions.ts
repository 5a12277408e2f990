import { idQuery } from '../schemas/list.ts';
import {
  authorRevisions,
  revisionApplyBody,
  revisionDecisionBody,
  revisionDetail,
  revisionListQuery,
  revisionMade,
  revisionPage,
} from '../schemas/revisions.ts';
import { defineCall } from './define.ts';

/**
 * Revision applications (修改申请, docs/author-requests.md): the author applies on the journal's
 * site to change an accepted or published article's details; the press passes (the change applied
 * through the manuscript's versioned edit) or fails it on /operation/articleExamine and examineDetail.
 */
const tags = ['revision'] as const;
const screen = { permission: 'operation.articleExamine' };

export const revisionList = defineCall({
  method: 'GET',
  path: '/sys/articleExamine/list',
  access: screen,
  tags,
  summary: 'Submitted revision applications of the press by status, with the changes in brief',
  query: revisionListQuery,
  response: revisionPage,
});

export const revisionDetailCall = defineCall({
  method: 'GET',
  path: '/sys/articleExamine/detail',
  access: screen,
  tags,
  summary: 'One revision application: each field old beside new, and its supporting files',
  query: idQuery,
  response: revisionDetail,
});

export const revisionAudit = defineCall({
  method: 'POST',
  path: '/sys/articleExamine/audit',
  access: { permission: 'operation.articleExamine.decide' },
  tags,
  summary:
    'Pass a revision application (the details changed, the timeline keeps old and new) or fail it with the reason',
  body: revisionDecisionBody,
  response: revisionMade,
});

export const authorRevisionApply = defineCall({
  method: 'POST',
  path: '/author/revision/apply',
  access: 'author',
  tags: ['author site'],
  summary: 'Save (a draft) or submit an application to change the details of a manuscript of one’s own',
  body: revisionApplyBody,
  response: revisionMade,
});

export const authorRevisionList = defineCall({
  method: 'GET',
  path: '/author/revision/list',
  access: 'author',
  tags: ['author site'],
  summary: 'The details of a manuscript of one’s own now and its revision applications, newest first',
  query: idQuery,
  response: authorRevisions,
});
