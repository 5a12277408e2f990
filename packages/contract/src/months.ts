/**
 * Months of the presses' calendar (China time) as `YYYY-MM`: the month an account entry is booked
 * into (account_monthly.period), the finance home's chart ranges, and the China days a month spans.
 */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China month of an instant. */
export function chinaMonth(at: Date = new Date()): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month `n` months after (negative: before) a month. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both included (0 when `to` is before `from`). */
export function monthCount(from: string, to: string): number {
  const index = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return y * 12 + m;
  };
  return Math.max(0, index(to) - index(from) + 1);
}

/** Every month from `from` to `to`, both included, in order. */
export function monthsBetween(from: string, to: string): string[] {
  return Array.from({ length: monthCount(from, to) }, (_, i) => addMonths(from, i));
}

/** The first and last China day (YYYY-MM-DD) of a month: a day range of the lists' filters. */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
