import { describe, expect, it } from 'vitest';
import { formScores, scoresOf, weightedTotal } from './scores.ts';

const sheet = {
  items: [
    { name: '创新性', weight: 40 },
    { name: '科学性', weight: 40 },
    { name: '写作规范', weight: 20 },
  ],
  scale: 10,
};

describe('review scores', () => {
  it('weighs each item by its share of the scale', () => {
    expect(
      weightedTotal(sheet, [
        { name: '创新性', score: 8 },
        { name: '科学性', score: 7 },
        { name: '写作规范', score: 9 },
      ]),
    ).toBe(78);
    expect(weightedTotal(sheet, [{ name: '创新性', score: 5 }])).toBe(20);
  });

  it('sends only the given scores, and lays a draft out on the sheet', () => {
    expect(scoresOf(sheet, [8, null, 6])).toEqual([
      { name: '创新性', score: 8 },
      { name: '写作规范', score: 6 },
    ]);
    const draft = {
      scores: [{ name: '写作规范', score: 6 }],
      recommendation: null,
      toAuthor: '',
      toEditor: '',
      submittedAt: null,
    };
    expect(formScores(sheet, draft)).toEqual([null, null, 6]);
    expect(formScores(sheet, null)).toEqual([null, null, null]);
  });
});
