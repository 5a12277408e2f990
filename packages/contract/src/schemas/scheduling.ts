import { z } from 'zod';
import { idQuery, idVersionQuery, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { batchActionResult, orderBrief } from './staffManuscripts.ts';

/**
 * Scheduling (排期, /editorialReview/manuscriptScheduling; docs/production.md): accepted manuscripts
 * (90) placed into an issue of their journal (100), the issue's table of contents in order with its
 * page budget, the rush fee (fee type 4) of a rush placement.
 */

/** SPEC §3 schedulingType (enums/manuscript.ts SchedulingType). */
export const schedulingType = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'invalid' });

/** At most this many articles in one issue's table of contents. */
export const ISSUE_CONTENTS_MAX = 500;

/** A manuscript's planned pages (0: not known yet; the layout gives the real count). */
export const plannedPages = z
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .max(999, { error: 'invalid' });

const issueId = idQuery.shape.id;

/** Accepted manuscripts of a journal waiting to be scheduled. */
export const schedulingQueueQuery = z.object({
  ...pageQuery,
  journalId: issueId,
  keyword: textFilter,
  sort: sortParam(['acceptedAt', 'articleNo', 'title'] as const, 'acceptedAt'),
  order: z.enum(['asc', 'desc'], { error: 'invalid' }).default('asc'),
});

export const schedulingQueueRow = z.object({
  id: z.number(),
  version: z.number(),
  articleNo: z.string(),
  title: z.string(),
  columnName: z.string(),
  authorName: z.string(),
  foundationFlag: z.number(),
  /** When the acceptance was confirmed (the move to 90). */
  acceptedAt: z.string().nullable(),
});
export type SchedulingQueueRow = z.infer<typeof schedulingQueueRow>;
export const schedulingQueuePage = pageOf(schedulingQueueRow);

/** The issues of a journal with what is placed in each (the issue picker and its budget bar). */
export const schedulingIssuesQuery = z.object({ journalId: issueId, timestamp: z.string().optional() });
export const schedulingIssueRow = z.object({
  id: z.number(),
  year: z.number(),
  volume: z.number(),
  number: z.number(),
  plannedDate: z.string(),
  /** 0 planned, 1 in production, 2 published (schemas/issues.ts ISSUE_STATUS). */
  status: z.number(),
  pageBudget: z.number(),
  placedPages: z.number(),
  articles: z.number(),
});
export type SchedulingIssueRow = z.infer<typeof schedulingIssueRow>;

export const contentsQuery = z.object({ issueId, timestamp: z.string().optional() });

export const contentsRow = z.object({
  id: z.number(),
  version: z.number(),
  status: z.number(),
  position: z.number(),
  articleNo: z.string(),
  title: z.string(),
  columnName: z.string(),
  authorName: z.string(),
  pages: z.number(),
  /** The article's page range in the issue by the order and the planned pages; null while its pages are unknown. */
  firstPage: z.number().nullable(),
  lastPage: z.number().nullable(),
  schedulingType: z.number().nullable(),
  /** SPEC §3's schedulingOrderList: the manuscript's orders (the fee type names the fee; rush is 4). */
  orders: z.array(orderBrief),
});
export type ContentsRow = z.infer<typeof contentsRow>;

export const issueContents = z.object({
  issue: schedulingIssueRow,
  rows: z.array(contentsRow),
});
export type IssueContents = z.infer<typeof issueContents>;

const overBudget = z.boolean({ error: 'invalid' }).default(false);

/** Place accepted manuscripts into an issue (each answered on its own, as every batch action is). */
export const scheduleBody = z.object({
  items: z.array(idVersionQuery).min(1, { error: 'required' }).max(100, { error: 'invalid' }),
  issueId,
  schedulingType,
  /** The planned pages of each (0: not known yet). */
  pages: plannedPages.default(0),
  /** The person saw that the issue's page budget will be exceeded and goes on. */
  confirmOverBudget: overBudget,
});
export const scheduleResult = batchActionResult;

/** Move a scheduled manuscript to another open issue of its journal (to the end of its contents). */
export const moveIssueBody = idVersionQuery.extend({ issueId, confirmOverBudget: overBudget });

/** Change a scheduled manuscript's scheduling type (rush opens the rush fee order; leaving it cancels an unpaid one). */
export const schedulingTypeBody = idVersionQuery.extend({ schedulingType });

/** Take a scheduled manuscript out of its issue, back to accepted (90), with the reason. */
export const unscheduleBody = idVersionQuery.extend({
  note: z.string().trim().min(1, { error: 'required' }).max(500, { error: 'tooLong' }),
});

/** The issue's whole table of contents in its new order (exactly the articles placed in it). */
export const reorderBody = z.object({
  issueId,
  ids: z.array(issueId).min(1, { error: 'required' }).max(ISSUE_CONTENTS_MAX, { error: 'invalid' }),
});

/** A placed manuscript's planned pages. */
export const plannedPagesBody = z.object({ id: issueId, pages: plannedPages, confirmOverBudget: overBudget });
