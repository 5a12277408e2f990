import { scheduleManuscripts } from '@jb/contract/api/scheduling';
import { endProofRound, uploadProof } from '@jb/contract/api/typesetting';
import type { OneKeyPlan } from '@jb/contract/schemas/review';
import { PRODUCTION_GROUPS, reviewGroup, stageGroup } from '@jb/contract/stageGroups';
import { Status } from '@jb/contract/workflow';
import { describe, expect, it } from 'vitest';
import {
  batchActions,
  batchSelectable,
  buttonsOf,
  callOf,
  hasAssignees,
  isQueueAction,
  oneKeyLines,
  opinionRequired,
  planMembers,
  reviewOf,
  uiOf,
  undoGroup,
  workGroups,
} from './queueActions.ts';

const first = reviewGroup('review');
const firstAlloc = reviewGroup('reviewAllocation');
const check = reviewGroup('check');

describe('buttonsOf', () => {
  it('draws a row’s review actions in its own order, with the dialog each opens', () => {
    expect(
      buttonsOf(first, ['setAside', 'pass', 'reject']).map((b) => [b.action, b.opens, !!b.danger]),
    ).toEqual([
      ['setAside', 'direct', false],
      ['pass', 'opinion', false],
      ['reject', 'opinion', true],
    ]);
  });

  it('leaves out actions that are not the review pipeline’s', () => {
    expect(buttonsOf(firstAlloc, ['waiveFee', 'assign', 'withdrawEntry']).map((b) => b.action)).toEqual([
      'assign',
    ]);
  });

  it('leaves out allocation actions of a stage nobody allocates', () => {
    expect(buttonsOf(check, ['reassign', 'cancelAssign', 'pass']).map((b) => b.action)).toEqual(['pass']);
  });

  it('opens the meeting mark’s own dialog on final review, sent through the audit call', () => {
    const final = reviewGroup('finalAudit');
    expect(buttonsOf(final, ['markMeeting', 'pass']).map((b) => [b.action, b.opens])).toEqual([
      ['markMeeting', 'meeting'],
      ['pass', 'opinion'],
    ]);
  });

  it('draws nothing for a row without actions', () => {
    expect(buttonsOf(first, [])).toEqual([]);
  });
});

describe('production actions (the stage groups after acceptance)', () => {
  it('sends each to its group’s call, taken on the group’s own screen', () => {
    const scheduling = stageGroup('scheduling')!;
    expect(callOf(scheduling, 'schedule')).toEqual({ group: scheduling, call: scheduleManuscripts });
    expect(callOf(stageGroup('proofreading')!, 'uploadProof')?.call).toBe(uploadProof);
    expect(callOf(stageGroup('proofreading')!, 'endProofRound')?.call).toBe(endProofRound);
    // A group serves only its own rows.
    expect(callOf(scheduling, 'endProofRound')).toBeNull();
    for (const g of PRODUCTION_GROUPS)
      for (const action of g.actions) expect(uiOf(action).opens, `${g.key} ${action}`).toBe('screen');
    // The stage queue never draws them.
    expect(isQueueAction('schedule')).toBe(false);
    expect(buttonsOf(first, ['schedule', 'pass']).map((b) => b.action)).toEqual(['pass']);
  });

  it('names the groups working a manuscript at its status with the actions it carries', () => {
    expect(workGroups(Status.SCHEDULING, ['moveIssue', 'dispatch']).map((g) => g.key)).toEqual([
      'scheduling',
      'typesetting',
    ]);
    expect(workGroups(Status.SCHEDULING, ['dispatch']).map((g) => g.key)).toEqual(['typesetting']);
    expect(workGroups(Status.PRINTING, ['publish']).map((g) => g.key)).toEqual(['publication']);
    expect(workGroups(Status.FIRST_REVIEW, ['pass', 'reassign']).map((g) => g.key)).toEqual(['review']);
    expect(workGroups(Status.AUTHOR_UNPAID, ['waiveFee'])).toEqual([]);
  });
});

describe('callOf', () => {
  it('sends an invitation of experts, from either expert queue, to the invitation dialog and call', () => {
    for (const key of ['expertAllot', 'expertAudit'] as const) {
      expect(callOf(reviewGroup(key), 'inviteExperts')).toEqual({
        group: reviewGroup('expertAllot'),
        call: 'invite',
      });
      expect(buttonsOf(reviewGroup(key), ['inviteExperts']).map((b) => b.opens)).toEqual(['invite']);
    }
    expect(callOf(first, 'inviteExperts')).toBeNull();
  });

  it('sends allocation actions seen on a review queue to its allocation group', () => {
    expect(callOf(first, 'reassign')).toEqual({ group: firstAlloc, call: 'saveAssign' });
    expect(callOf(first, 'cancelAssign')).toEqual({ group: firstAlloc, call: 'cancel' });
    expect(callOf(firstAlloc, 'assign')).toEqual({ group: firstAlloc, call: 'saveAssign' });
  });

  it('sends verdicts to the queue’s own audit call, and none from an allocation queue', () => {
    expect(callOf(first, 'pass')).toEqual({ group: first, call: 'audit' });
    expect(callOf(reviewGroup('employment'), 'confirmAcceptance')?.call).toBe('audit');
    expect(callOf(reviewGroup('rejection'), 'sendBack')?.group.key).toBe('rejection');
    expect(callOf(firstAlloc, 'pass')).toBeNull();
  });

  it('undoes an audit seen on an allocation queue through the review group before it', () => {
    expect(undoGroup(reviewGroup('screeningAllocation')).key).toBe('review');
    // Rejection review serves no undo: one of the groups before it does.
    expect(undoGroup(reviewGroup('rejection')).kind).not.toBe('rejection');
    expect(undoGroup(reviewGroup('reauditAllot')).key).toBe('check');
    expect(undoGroup(reviewGroup('finalAllot')).key).not.toBe('finalAllot');
    expect(undoGroup(reviewGroup('finalAllot')).kind).toBe('review');
    expect(callOf(reviewGroup('screeningAllocation'), 'cancelAudit')).toEqual({
      group: first,
      call: 'cancel',
    });
    expect(callOf(reviewGroup('employment'), 'cancelAudit')?.group.key).toBe('employment');
  });
});

describe('the kinds of queue', () => {
  it('offers the batch work of its kind', () => {
    expect(batchActions('allocation')).toEqual(['assign']);
    expect(batchActions('review')).toEqual(['pass', 'returnForRevision', 'reject']);
    expect(batchActions('acceptance')).toEqual([]);
  });

  it('ticks rows that carry a batch action', () => {
    expect(batchSelectable('review', { actions: ['setAside', 'reject'] })).toBe(true);
    expect(batchSelectable('review', { actions: ['restore'] })).toBe(false);
    expect(batchSelectable('allocation', { actions: ['assign'] })).toBe(true);
  });

  it('has a "mine" only where the stage is allocated', () => {
    expect(hasAssignees(first)).toBe(true);
    expect(hasAssignees(check)).toBe(false);
    expect(hasAssignees(firstAlloc)).toBe(false);
  });

  it('asks for a reason where the transition table does', () => {
    expect(opinionRequired('returnForRevision')).toBe(true);
    expect(opinionRequired('reject')).toBe(true);
    expect(opinionRequired('sendBack')).toBe(true);
    expect(opinionRequired('pass')).toBe(false);
  });

  it('knows the review an allocation hands to', () => {
    expect(reviewOf(firstAlloc).statuses).toEqual([Status.FIRST_REVIEW]);
  });
});

describe('one-key allocation', () => {
  const member = (userId: number, gets: number) => ({
    userId,
    name: `p${userId}`,
    load: 0,
    weight: 1,
    cap: 0,
    groupName: '',
    subjectIds: [],
    full: false,
    gets,
    bySubject: 0,
    reason: { zh: '', en: '' },
  });
  const plan: OneKeyPlan = {
    assignments: [
      { id: 1, userId: 7 },
      { id: 2, userId: 8 },
    ],
    members: [member(9, 0), member(7, 1), member(8, 1)],
    unassigned: [3],
    results: [
      { id: 1, ok: true, message: '' },
      { id: 2, ok: false, message: '稿件已被他人处理' },
    ],
  };
  const asked = [1, 2, 3, 4].map((id) => ({ id, articleNo: `A-${id}`, title: `T${id}` }));

  it('says what became of each manuscript asked about, in the order asked', () => {
    expect(oneKeyLines(plan, asked, Status.FIRST_REVIEW, 'zh-CN')).toEqual([
      { id: 1, name: 'A-1 T1', ok: true, text: '初审' },
      { id: 2, name: 'A-2 T2', ok: false, text: '稿件已被他人处理' },
      { id: 3, name: 'A-3 T3', ok: false, text: '无人可分配（本环节人员均已达上限）' },
      { id: 4, name: 'A-4 T4', ok: false, text: '没有结果' },
    ]);
  });

  it('lists the people who get manuscripts first', () => {
    expect(planMembers(plan).map((m) => m.userId)).toEqual([7, 8, 9]);
  });
});
