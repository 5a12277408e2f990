import { describe, expect, it } from 'vitest';
import { localCheck } from './localCheck.ts';

describe('localCheck', () => {
  it('passes ranges that follow on, the last open-ended', () => {
    expect(
      localCheck([
        { start: 0, end: 9 },
        { start: 10, end: 0 },
      ]),
    ).toEqual({ code: 0 });
  });

  it('names the problem and the row', () => {
    expect(
      localCheck([
        { start: 0, end: 9 },
        { start: 5, end: 20 },
      ]),
    ).toMatchObject({ code: 1, index: 1 });
    expect(localCheck([{ start: 10, end: 5 }])).toMatchObject({ code: 2, index: 0 });
    expect(
      localCheck([
        { start: 0, end: 9 },
        { start: 12, end: 20 },
      ])?.message?.zh,
    ).toBe('区间之间存在空缺');
  });

  it('waits while a number is missing', () => {
    expect(localCheck([{ start: 0, end: null }])).toBeNull();
    expect(localCheck([undefined])).toBeNull();
  });
});
