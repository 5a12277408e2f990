import type { SchedulingIssueRow } from '@jb/contract/schemas/scheduling';
import { Status } from '@jb/contract/workflow';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  defaultIssue,
  isOpen,
  mergeAnswers,
  overBudget,
  pageRange,
  pagesEditable,
  reorderedIds,
  rowActions,
  type ScheduleAnswer,
} from './scheduling.ts';

const issue = (id: number, over: Partial<SchedulingIssueRow> = {}): SchedulingIssueRow => ({
  id,
  year: 2027,
  volume: 17,
  number: id,
  plannedDate: `2027-0${id}-28`,
  status: 0,
  pageBudget: 96,
  placedPages: 0,
  articles: 0,
  ...over,
});

const refused = (id: number, field: string | null, message = '不行'): ScheduleAnswer => ({
  ok: false,
  id,
  code: 40000,
  message,
  reason: null,
  status: null,
  field,
});
const placed = (id: number): ScheduleAnswer => ({ ok: true, id, status: Status.SCHEDULING, version: 2 });

describe('the issue the screen opens on', () => {
  it('is the next planned issue by date, whatever order the list has', () => {
    const issues = [
      issue(1, { status: 2 }),
      issue(4, { status: 0 }),
      issue(2, { status: 1 }),
      issue(3, { status: 0 }),
    ];
    expect(defaultIssue(issues)?.id).toBe(3);
  });

  it('falls back to an open issue in production, then to any, then to none', () => {
    expect(defaultIssue([issue(1, { status: 2 }), issue(2, { status: 1 })])?.id).toBe(2);
    expect(defaultIssue([issue(2, { status: 2 }), issue(1, { status: 2 })])?.id).toBe(1);
    expect(defaultIssue([])).toBeNull();
  });

  it('counts a published issue as closed, planned and in production as open', () => {
    expect([0, 1, 2].map((status) => isOpen({ status }))).toEqual([true, true, false]);
  });
});

describe('the budget bar', () => {
  it('says how full the issue is against its budget', () => {
    expect(budgetOf({ pageBudget: 20, placedPages: 16 })).toEqual({ set: true, percent: 80, over: 0 });
    expect(budgetOf({ pageBudget: 20, placedPages: 20 })).toEqual({ set: true, percent: 100, over: 0 });
  });

  it('caps the bar at full and names the pages over', () => {
    expect(budgetOf({ pageBudget: 20, placedPages: 28 })).toEqual({ set: true, percent: 100, over: 8 });
  });

  it('has nothing to measure without a budget (0)', () => {
    expect(budgetOf({ pageBudget: 0, placedPages: 40 })).toEqual({ set: false, percent: 0, over: 0 });
  });
});

describe('page ranges', () => {
  it('shows first to last page, a single page alone, and nothing while unknown', () => {
    expect(pageRange({ firstPage: 9, lastPage: 16 })).toBe('9–16');
    expect(pageRange({ firstPage: 17, lastPage: 17 })).toBe('17');
    expect(pageRange({ firstPage: null, lastPage: null })).toBeNull();
  });
});

describe('reordering the contents', () => {
  const rows = [{ id: 11 }, { id: 12 }, { id: 13 }];

  it('sends the whole list of ids in the new order', () => {
    expect(reorderedIds(rows, 0, 1)).toEqual([12, 11, 13]);
    expect(reorderedIds(rows, 2, 0)).toEqual([13, 11, 12]);
  });

  it('leaves the order as it was for a move out of range', () => {
    expect(reorderedIds(rows, 0, 3)).toEqual([11, 12, 13]);
  });
});

describe('what a placed article allows', () => {
  it('moves, retypes and takes out an article waiting in its issue', () => {
    expect(rowActions({ status: Status.SCHEDULING }, true)).toEqual([
      'moveIssue',
      'setSchedulingType',
      'unschedule',
    ]);
    expect(pagesEditable({ status: Status.SCHEDULING }, true)).toBe(true);
  });

  it('allows none of them once the article is past scheduling, nor to a person who may not schedule', () => {
    const past = Status.SCHEDULING + 10;
    expect(rowActions({ status: past }, true)).toEqual([]);
    expect(pagesEditable({ status: past }, true)).toBe(false);
    expect(rowActions({ status: Status.SCHEDULING }, false)).toEqual([]);
    expect(pagesEditable({ status: Status.SCHEDULING }, false)).toBe(false);
  });
});

describe('a batch over the page budget', () => {
  it('picks the refusals that wait for the overrun to be confirmed', () => {
    const answers = [placed(1), refused(2, 'confirmOverBudget'), refused(3, 'issueId'), refused(4, null)];
    expect(overBudget(answers).map((a) => a.id)).toEqual([2]);
  });

  it('puts the confirmed answers in place of the refusals, in the batch’s order', () => {
    const first = [placed(1), refused(2, 'confirmOverBudget'), refused(3, 'confirmOverBudget')];
    const merged = mergeAnswers(first, [placed(3), refused(2, 'issueId', '已出版')]);
    expect(merged.map((a) => [a.id, a.ok])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(merged[1]).toMatchObject({ field: 'issueId', message: '已出版' });
  });
});
