import { Status } from '@jb/contract/workflow';
import { describe, expect, it } from 'vitest';
import {
  batchProblems,
  canTakeBack,
  dueDayAllowed,
  isOverdue,
  markBodyOf,
  markingRound,
  markRounds,
  noteRequiredFor,
  offersBatch,
  resolvedCount,
  resolvingRound,
  stageOf,
  tabOf,
  tabsFor,
  WHOLE_PAGE,
} from './typesetting.ts';

const row = (status: number, actions: string[] = []) => ({ status, actions });

describe('the tabs a person sees', () => {
  it('gives whoever may dispatch the dispatch list first, then typesetting and proofs', () => {
    const all = ['dispatch', 'typesetting', 'proofs', 'complete'];
    expect(tabsFor({ dispatch: true, typeset: true })).toEqual(all);
    expect(tabsFor({ dispatch: true, typeset: false })).toEqual(all);
  });

  it('lands a typesetter who may not dispatch on their desk', () => {
    expect(tabsFor({ dispatch: false, typeset: true })).toEqual(['desk', 'proofs', 'complete']);
  });

  it('lets a reader (a proofreader) see typesetting and proofs', () => {
    expect(tabsFor({ dispatch: false, typeset: false })).toEqual(['typesetting', 'proofs', 'complete']);
  });

  it('opens the URL’s tab only when the person has it', () => {
    const desk = tabsFor({ dispatch: false, typeset: true });
    expect(tabOf('proofs', desk)).toBe('proofs');
    expect(tabOf('dispatch', desk)).toBe('desk');
    expect(tabOf(null, desk)).toBe('desk');
  });
});

describe('where a manuscript stands', () => {
  it('reads dispatch, layout, and each proof and revision round from the status', () => {
    expect(stageOf(Status.TYPESETTING_DISPATCH)).toEqual({ kind: 'dispatched' });
    expect(stageOf(Status.INITIAL_LAYOUT)).toEqual({ kind: 'layout' });
    expect(stageOf(Status.PROOF_1)).toEqual({ kind: 'proof', round: 1 });
    expect(stageOf(Status.REVISION_1)).toEqual({ kind: 'revision', round: 1 });
    expect(stageOf(Status.PROOF_3)).toEqual({ kind: 'proof', round: 3 });
    expect(stageOf(Status.REVISION_8)).toEqual({ kind: 'revision', round: 8 });
    expect(stageOf(Status.FILM_OUTPUT)).toEqual({ kind: 'other' });
  });

  it('shows the marks of every round up to the one it is in', () => {
    expect(markRounds(Status.INITIAL_LAYOUT)).toEqual([]);
    expect(markRounds(Status.PROOF_1)).toEqual([1]);
    expect(markRounds(Status.REVISION_2)).toEqual([1, 2]);
    expect(markRounds(Status.FILM_OUTPUT)).toEqual([]);
  });
});

describe('due dates', () => {
  it('is overdue only once the day has passed, and never without a date', () => {
    expect(isOverdue('2026-11-27', '2026-11-28')).toBe(true);
    expect(isOverdue('2026-11-28', '2026-11-28')).toBe(false);
    expect(isOverdue('2026-12-01', '2026-11-28')).toBe(false);
    expect(isOverdue(null, '2026-11-28')).toBe(false);
  });

  it('takes today or later as a due date', () => {
    expect(dueDayAllowed('2026-11-28', '2026-11-28')).toBe(true);
    expect(dueDayAllowed('2026-11-27', '2026-11-28')).toBe(false);
  });
});

describe('marking and resolving, from the row’s actions', () => {
  it('lets a proofreader mark proof k when the server lets them close it', () => {
    expect(markingRound(row(Status.PROOF_2, ['endProofRound', 'changeTypesetter']))).toBe(2);
    expect(markingRound(row(Status.PROOF_2, ['changeTypesetter']))).toBeNull();
    // A revision is not marked, whatever the row says.
    expect(markingRound(row(Status.REVISION_2, ['endProofRound']))).toBeNull();
  });

  it('lets the typesetter resolve revision k’s marks when the server lets them upload it', () => {
    expect(resolvingRound(row(Status.REVISION_1, ['uploadProof']))).toBe(1);
    expect(resolvingRound(row(Status.REVISION_1, ['changeTypesetter']))).toBeNull();
    expect(resolvingRound(row(Status.INITIAL_LAYOUT, ['uploadProof']))).toBeNull();
  });

  it('takes back only one’s own mark of the round being marked', () => {
    expect(canTakeBack({ mine: true, round: 2 }, 2)).toBe(true);
    expect(canTakeBack({ mine: false, round: 2 }, 2)).toBe(false);
    expect(canTakeBack({ mine: true, round: 1 }, 2)).toBe(false);
    expect(canTakeBack({ mine: true, round: 1 }, null)).toBe(false);
  });

  it('counts the marks done', () => {
    expect(resolvedCount([{ resolved: true }, { resolved: false }, { resolved: true }])).toEqual({
      done: 2,
      total: 3,
    });
    expect(resolvedCount([])).toEqual({ done: 0, total: 0 });
  });
});

describe('a mark’s body', () => {
  it('asks for words only for an insertion or a comment', () => {
    expect(noteRequiredFor('insert')).toBe(true);
    expect(noteRequiredFor('comment')).toBe(true);
    expect(noteRequiredFor('highlight')).toBe(false);
    expect(noteRequiredFor(undefined)).toBe(false);
  });

  it('covers the whole page without a drawn area, and trims the words', () => {
    expect(markBodyOf(7, 2, { kind: 'comment', page: 3, quote: ' 图 3 ', note: ' 分辨率偏低 ' })).toEqual({
      manuscriptId: 7,
      round: 2,
      page: 3,
      kind: 'comment',
      rects: [WHOLE_PAGE],
      quote: '图 3',
      note: '分辨率偏低',
    });
    expect(markBodyOf(7, 1, { kind: 'highlight', page: 1 }).note).toBe('');
  });
});

describe('a batch of proofs', () => {
  it('is offered on a typesetter’s own lists only', () => {
    expect(offersBatch('desk', true)).toBe(true);
    expect(offersBatch('typesetting', true)).toBe(true);
    expect(offersBatch('proofs', true)).toBe(false);
    expect(offersBatch('desk', false)).toBe(false);
  });

  it('names each file that is not a PDF or too large, and a pick past 100 files', () => {
    const mb = 1024 * 1024;
    expect(
      batchProblems(
        [
          { name: '001-2026-00012-初排.PDF', size: mb },
          { name: '001-2026-00013.docx', size: mb },
          { name: '001-2026-00014.pdf', size: 201 * mb },
        ],
        200,
      ),
    ).toEqual([
      { kind: 'notPdf', name: '001-2026-00013.docx' },
      { kind: 'tooLarge', name: '001-2026-00014.pdf', maxMb: 200 },
    ]);
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    expect(batchProblems(many, 200)).toEqual([{ kind: 'tooMany', max: 100 }]);
    expect(batchProblems([], 200)).toEqual([]);
  });
});
