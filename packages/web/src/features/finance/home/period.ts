import dayjs, { type Dayjs } from 'dayjs';

export type RangeKind = 'thisMonth' | 'lastMonth' | 'custom';
const DAY = 'YYYY-MM-DD';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Today as a day of the presses' calendar (China time), whatever the browser's time zone. */
export function chinaToday(at = Date.now()): Dayjs {
  const china = new Date(at + CHINA_OFFSET_MS);
  return dayjs(new Date(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate()));
}

/** The China days of a period the screen offers (SPEC §9: this month, last month, custom). */
export function periodOf(kind: RangeKind, custom: [Dayjs, Dayjs] | null, now = chinaToday()) {
  if (kind === 'lastMonth') {
    const last = now.subtract(1, 'month');
    return { from: last.startOf('month').format(DAY), to: last.endOf('month').format(DAY) };
  }
  if (kind === 'custom' && custom) return { from: custom[0].format(DAY), to: custom[1].format(DAY) };
  return { from: now.startOf('month').format(DAY), to: now.format(DAY) };
}
