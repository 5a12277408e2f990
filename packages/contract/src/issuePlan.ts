import { PUBLISHING_FREQUENCY } from './enums/journal.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The planned publication dates of a year's issues for a publishing frequency (SPEC §3, 1-9):
 * month starts for annual to monthly, the 1st and 16th for semi-monthly, the 1st, 11th and 21st for
 * ten-day, and every 7 (weekly) or 3.5 (twice-weekly) days from 1 January.
 */
export function plannedIssueDates(year: number, frequency: number): string[] {
  const perYear = PUBLISHING_FREQUENCY[frequency]?.issuesPerYear;
  if (!perYear) throw new Error(`unknown frequency ${frequency}`);
  const day = (month: number, date: number) => iso(new Date(Date.UTC(year, month, date)));
  if (perYear <= 12) return Array.from({ length: perYear }, (_, k) => day((k * 12) / perYear, 1));
  if (perYear === 24) return Array.from({ length: 24 }, (_, k) => day(Math.floor(k / 2), k % 2 ? 16 : 1));
  if (perYear === 36) return Array.from({ length: 36 }, (_, k) => day(Math.floor(k / 3), 1 + (k % 3) * 10));
  const step = 365 / perYear;
  return Array.from({ length: perYear }, (_, k) => day(0, 1 + Math.floor(k * step)));
}
