import type { ResultOf } from '@jb/contract/api/define';
import type { scheduleManuscripts } from '@jb/contract/api/scheduling';
import type { ProductionAction } from '@jb/contract/productionRows';
import { IssueStatus } from '@jb/contract/schemas/issues';
import type { ContentsRow, SchedulingIssueRow } from '@jb/contract/schemas/scheduling';
import { TRANSITIONS } from '@jb/contract/transitions';
import { Status } from '@jb/contract/workflow';
import { moveItem } from '../../../lib/moveItem.ts';

/**
 * The scheduling screen's reckoning, apart from its components: the issue to open on, the budget
 * bar, page ranges, the contents' new order, what a placed article still allows, and the answers
 * of a batch that ran over the page budget. Rules are read from the contract (the transition table,
 * the issue statuses); the server checks every one of them again.
 */

/** The field path of a refusal over the issue's page budget (sent again with it true once confirmed). */
export const OVER_BUDGET_FIELD = 'confirmOverBudget';

/** Whether an issue still takes articles and changes to its contents (a published one does not). */
export function isOpen(issue: Pick<SchedulingIssueRow, 'status'>): boolean {
  return issue.status !== IssueStatus.PUBLISHED;
}

/**
 * The issue the screen opens on when none is chosen: the next planned one (earliest planned date),
 * else the first still open, else the first of all; null without issues.
 */
export function defaultIssue(issues: readonly SchedulingIssueRow[]): SchedulingIssueRow | null {
  const byDate = [...issues].sort(
    (a, b) => a.plannedDate.localeCompare(b.plannedDate) || a.number - b.number || a.id - b.id,
  );
  return byDate.find((i) => i.status === IssueStatus.PLANNED) ?? byDate.find(isOpen) ?? byDate[0] ?? null;
}

export interface Budget {
  /** A budget is set (0 means none). */
  set: boolean;
  /** Placed pages as a share of the budget, 0-100 (100 once reached or over). */
  percent: number;
  /** Pages past the budget (0 within it). */
  over: number;
}

/** The budget bar of an issue: how full it is against its page budget. */
export function budgetOf(issue: Pick<SchedulingIssueRow, 'pageBudget' | 'placedPages'>): Budget {
  if (issue.pageBudget <= 0) return { set: false, percent: 0, over: 0 };
  return {
    set: true,
    percent: Math.min(100, Math.round((issue.placedPages / issue.pageBudget) * 100)),
    over: Math.max(0, issue.placedPages - issue.pageBudget),
  };
}

/** An article's pages in the issue ("9–16", "17" for one page); null while its pages are not known. */
export function pageRange(row: Pick<ContentsRow, 'firstPage' | 'lastPage'>): string | null {
  if (row.firstPage === null || row.lastPage === null) return null;
  return row.firstPage === row.lastPage ? String(row.firstPage) : `${row.firstPage}–${row.lastPage}`;
}

/** The contents' ids in their new order after moving the article at `from` to `to`. */
export function reorderedIds(rows: readonly { id: number }[], from: number, to: number): number[] {
  return moveItem(rows, from, to).map((row) => row.id);
}

/** The changes of a placed article, in the order its buttons show. */
export const ROW_ACTIONS = [
  'moveIssue',
  'setSchedulingType',
  'unschedule',
] as const satisfies readonly ProductionAction[];

/**
 * Which of `ROW_ACTIONS` the article allows now, by the transition table's `from` statuses: one
 * still waiting in its issue (100) may be moved, retyped or taken out; one in production (past 100)
 * only keeps its place in the order. None for a person who may not schedule.
 */
export function rowActions(row: Pick<ContentsRow, 'status'>, canSchedule: boolean): string[] {
  if (!canSchedule) return [];
  return ROW_ACTIONS.filter((action) =>
    TRANSITIONS.some((t) => t.action === action && (t.from as readonly number[]).includes(row.status)),
  );
}

/** Whether the article's planned pages may still be changed (only while it waits in its issue). */
export function pagesEditable(row: Pick<ContentsRow, 'status'>, canSchedule: boolean): boolean {
  return canSchedule && row.status === Status.SCHEDULING;
}

export type ScheduleAnswer = ResultOf<typeof scheduleManuscripts>[number];
type Refused = Extract<ScheduleAnswer, { ok: false }>;

/** The refusals of a batch that only wait for the person's confirmation of the page overrun. */
export function overBudget(answers: readonly ScheduleAnswer[]): Refused[] {
  return answers.filter((a): a is Refused => !a.ok && a.field === OVER_BUDGET_FIELD);
}

/** The batch's answers with those of the confirmed second sending in their place. */
export function mergeAnswers(
  first: readonly ScheduleAnswer[],
  second: readonly ScheduleAnswer[],
): ScheduleAnswer[] {
  const again = new Map(second.map((a) => [a.id, a]));
  return first.map((a) => again.get(a.id) ?? a);
}
