import type { Bilingual } from '@jb/contract/i18n';
import { checkRanges, RANGE_CHECK_MESSAGES } from '@jb/contract/rangeCheck';

/** A level row as the form holds it while someone types (numbers may be missing). */
export interface DraftLevel {
  name?: string;
  start?: number | null;
  end?: number | null;
}

/** SPEC §5's range check on the rows being edited; null while a row still lacks a number. */
export function localCheck(
  rows: readonly (DraftLevel | undefined)[],
): { code: number; index?: number; message?: Bilingual } | null {
  const ranges = rows.map((r) => ({ start: r?.start, end: r?.end }));
  if (ranges.some((r) => typeof r.start !== 'number' || typeof r.end !== 'number')) return null;
  const result = checkRanges(ranges as { start: number; end: number }[]);
  return result.code === 0 ? result : { ...result, message: RANGE_CHECK_MESSAGES[result.code] };
}
