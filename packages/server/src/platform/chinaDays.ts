import { CHINA_UTC_OFFSET_HOURS } from '@jb/contract/constants';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/** The instant a China day (YYYY-MM-DD) begins. */
export const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * A time column (or a raw column of a subquery) within China days `from` to `to`, both included; an
 * open end when a day is left out.
 */
export function chinaDaysCondition(
  column: AnyColumn | SQL,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  return and(
    from ? sql`${column} >= ${instant(chinaDayStart(from))}` : undefined,
    to ? sql`${column} < ${instant(new Date(chinaDayStart(to).getTime() + DAY_MS))}` : undefined,
  );
}

/** The China day (YYYY-MM-DD) an instant falls on (today's when none is given). */
export const chinaDay = (at = new Date()) =>
  new Date(at.getTime() + CHINA_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
