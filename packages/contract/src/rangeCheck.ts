/**
 * The numeric range check of SPEC §5, used by unit levels: 0 valid, 1 overlapping ranges, 2 a start
 * greater than a nonzero end, 3 a gap between ranges. Ranges are whole numbers [start, end]; an end
 * of 0 means "and above" and can only be the last range.
 */
export type RangeCheckCode = 0 | 1 | 2 | 3;

export interface NumericRange {
  start: number;
  end: number;
}

export interface RangeCheckResult {
  code: RangeCheckCode;
  /** Index (in the given order) of the range where the problem was found. */
  index?: number;
}

export function checkRanges(ranges: NumericRange[]): RangeCheckResult {
  const order = ranges
    .map((r, index) => ({ ...r, index }))
    .sort((a, b) => a.start - b.start || a.index - b.index);
  for (const r of order) if (r.end !== 0 && r.start > r.end) return { code: 2, index: r.index };
  for (let i = 1; i < order.length; i++) {
    const prev = order[i - 1]!;
    const cur = order[i]!;
    if (prev.end === 0 || cur.start <= prev.end) return { code: 1, index: cur.index };
    if (cur.start > prev.end + 1) return { code: 3, index: cur.index };
  }
  return { code: 0 };
}

export const RANGE_CHECK_MESSAGES = {
  1: { zh: '区间存在重叠', en: 'The ranges overlap' },
  2: { zh: '区间起始值大于结束值', en: 'A range starts after its end' },
  3: { zh: '区间之间存在空缺', en: 'There is a gap between ranges' },
} as const;
