import { z } from 'zod';
import { PRODUCTION_GROUPS, REVIEW_GROUPS, STAGE_GROUPS } from '../stageGroups.ts';
import { Status } from '../workflow.ts';
import { optionalId, pageQuery, sortParam, textFilter } from './list.ts';
import { manuscriptPage } from './staffManuscripts.ts';

const keysOf = (groups: readonly { key: string }[]) =>
  z.enum(groups.map((g) => g.key) as [string, ...string[]], { error: 'invalid' });
const groupKey = keysOf(REVIEW_GROUPS);

/**
 * The editor's home lists (SPEC §7 /sys/articleHome): one stage, or every stage of the list's kind,
 * and only work past due when asked.
 */
export const homeListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'articleNo'] as const, 'submittedAt'),
  /** One review group of the list's kind; absent: all of them the person works. */
  group: groupKey.optional(),
  journalId: optionalId,
  /** Title, article number, author name or phone. */
  keyword: textFilter,
  /** Only work allocated more than STAGE_DUE_DAYS days ago and still open. */
  overdue: z.enum(['true', 'false'], { error: 'invalid' }).optional(),
});

/** The allocation list shows what waits to be allocated, or what the person allocated that is open. */
export const allotListQuery = homeListQuery.extend({
  view: z.enum(['waiting', 'allocated'], { error: 'invalid' }).default('waiting'),
});

/** After acceptance: one production group (stageGroups.ts), or every one the person works. */
export const afterEmploymentQuery = homeListQuery.omit({ overdue: true }).extend({
  group: keysOf(PRODUCTION_GROUPS).optional(),
});

/**
 * The business steps an acquisition editor follows for the manuscripts they referred: waiting for
 * the author's prepaid fee (0), for the acceptance to be confirmed (80), for the author's revision
 * (300). The home shows a count per step and the list behind it.
 */
export const BUSINESS_STATUSES = [
  Status.AUTHOR_UNPAID,
  Status.ACCEPTANCE_CONFIRMATION,
  Status.RETURNED_FOR_REVISION,
] as const;

export const businessAuditQuery = homeListQuery.omit({ group: true, overdue: true }).extend({
  /** One business step; absent: all of them. */
  status: z.coerce
    .number({ error: 'invalid' })
    .refine((n) => (BUSINESS_STATUSES as readonly number[]).includes(n), { error: 'invalid' })
    .optional(),
});

/** One stage's count on the home: what waits, and of it what is past due (null: not timed). */
export const homeStage = z.object({
  /** The stage group (stageGroups.ts: its statuses, title and screen); null for a business step. */
  group: keysOf(STAGE_GROUPS).nullable(),
  /** A business step's status; null for a group's count (the group's statuses are the table's). */
  status: z.number().nullable(),
  /**
   * Review lists: allocated to the person (or, unallocated stages, waiting in their journals).
   * Allocation lists: waiting to be allocated. After acceptance: at the group's statuses in their journals.
   */
  waiting: z.number(),
  /** Allocation lists: open allocations the person made. */
  allocated: z.number().nullable(),
  overdue: z.number().nullable(),
});

/** A page of the list behind the counts, with each stage's count (the same for every page). */
export const homeList = manuscriptPage.extend({ stages: z.array(homeStage) });

export type HomeStage = z.infer<typeof homeStage>;
export type HomeList = z.infer<typeof homeList>;
