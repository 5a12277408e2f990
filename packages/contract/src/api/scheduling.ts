import { z } from 'zod';
import { SCHEDULING_PERMISSION, SCHEDULING_SCREEN_PERMISSION } from '../productionRows.ts';
import {
  contentsQuery,
  issueContents,
  moveIssueBody,
  plannedPagesBody,
  reorderBody,
  scheduleBody,
  scheduleResult,
  schedulingIssueRow,
  schedulingIssuesQuery,
  schedulingQueuePage,
  schedulingQueueQuery,
  schedulingTypeBody,
  unscheduleBody,
} from '../schemas/scheduling.ts';
import { actionResult } from '../schemas/staffManuscripts.ts';
import { defineCall } from './define.ts';

/**
 * Scheduling (/editorialReview/manuscriptScheduling, docs/production.md): the screen's permission
 * reads, its `schedule` action changes. Every move of a manuscript goes through the workflow table's
 * rows (productionRows.ts); the contents' order and planned pages are the issue's own.
 */
const read = { permission: SCHEDULING_SCREEN_PERMISSION };
const act = { permission: SCHEDULING_PERMISSION };
const tags = ['scheduling'] as const;

export const schedulingQueue = defineCall({
  method: 'GET',
  path: '/sys/scheduling/list',
  access: read,
  tags,
  summary: 'Accepted manuscripts of a journal waiting to be scheduled',
  query: schedulingQueueQuery,
  response: schedulingQueuePage,
});

export const schedulingIssues = defineCall({
  method: 'GET',
  path: '/sys/scheduling/issues',
  access: read,
  tags,
  summary: 'The issues of a journal with their page budget and what is placed in each',
  query: schedulingIssuesQuery,
  response: z.array(schedulingIssueRow),
});

export const schedulingContents = defineCall({
  method: 'GET',
  path: '/sys/scheduling/contents',
  access: read,
  tags,
  summary: 'An issue’s table of contents in order, with page ranges and each article’s orders',
  query: contentsQuery,
  response: issueContents,
});

export const scheduleManuscripts = defineCall({
  method: 'POST',
  path: '/sys/scheduling/schedule',
  access: act,
  tags,
  summary: 'Place accepted manuscripts into an issue (each answered on its own)',
  body: scheduleBody,
  response: scheduleResult,
});

export const moveToIssue = defineCall({
  method: 'POST',
  path: '/sys/scheduling/move',
  access: act,
  tags,
  summary: 'Move a scheduled manuscript to another open issue of its journal',
  body: moveIssueBody,
  response: actionResult,
});

export const setSchedulingType = defineCall({
  method: 'POST',
  path: '/sys/scheduling/type',
  access: act,
  tags,
  summary: 'Change a scheduled manuscript’s scheduling type (rush orders the rush fee)',
  body: schedulingTypeBody,
  response: actionResult,
});

export const unschedule = defineCall({
  method: 'POST',
  path: '/sys/scheduling/unschedule',
  access: act,
  tags,
  summary: 'Take a scheduled manuscript out of its issue, back to accepted',
  body: unscheduleBody,
  response: actionResult,
});

export const reorderContents = defineCall({
  method: 'POST',
  path: '/sys/scheduling/reorder',
  access: act,
  tags,
  summary: 'Put an issue’s table of contents in a new order',
  body: reorderBody,
  response: z.null(),
});

export const setPlannedPages = defineCall({
  method: 'POST',
  path: '/sys/scheduling/pages',
  access: act,
  tags,
  summary: 'Set a placed manuscript’s planned pages',
  body: plannedPagesBody,
  response: z.null(),
});

export const SCHEDULING_CALLS = [
  schedulingQueue,
  schedulingIssues,
  schedulingContents,
  scheduleManuscripts,
  moveToIssue,
  setSchedulingType,
  unschedule,
  reorderContents,
  setPlannedPages,
] as const;
