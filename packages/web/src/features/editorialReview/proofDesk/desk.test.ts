import { describe, expect, it } from 'vitest';
import { focusedMark, marksOnPage, nextToCheck } from './desk.ts';

const m = (id: number, checkResult: 'fixed' | 'notFixed' | null = null, page = 1) => ({
  id,
  checkResult,
  page,
});

describe('the check of a round', () => {
  it('shows the mark picked, else the first not yet checked', () => {
    const marks = [m(1, 'fixed'), m(2), m(3)];
    expect(focusedMark(marks, 3)).toBe(3);
    expect(focusedMark(marks, 9)).toBe(2);
    expect(focusedMark(marks, null)).toBe(2);
    expect(focusedMark([m(1, 'fixed')], null)).toBe(1);
    expect(focusedMark([], null)).toBeNull();
  });

  it('moves on to the next mark not yet checked, wrapping round, and stops when none is left', () => {
    const marks = [m(1), m(2, 'fixed'), m(3), m(4, 'notFixed')];
    expect(nextToCheck(marks, 1)).toBe(3);
    expect(nextToCheck(marks, 3)).toBe(1);
    expect(nextToCheck([m(1), m(2, 'fixed')], 1)).toBeNull();
  });

  it('draws the checked mark first, with the others of its page', () => {
    const marks = [m(1, null, 1), m(2, null, 2), m(3, null, 1)];
    expect(marksOnPage(marks, marks[2]!).map((x) => x.id)).toEqual([3, 1]);
  });
});
