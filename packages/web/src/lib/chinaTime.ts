import { CHINA_UTC_OFFSET_HOURS } from '@jb/contract/constants';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const WALL = 'YYYY-MM-DDTHH:mm:ss';
const OFFSET = `+${String(CHINA_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;

/**
 * A picker's value read as China wall-clock time (what the screen shows), as an ISO instant with
 * the +08:00 offset: the same instant whatever the browser's own zone.
 */
export function chinaWallToIso(value: Dayjs): string {
  return `${value.format(WALL)}${OFFSET}`;
}

/** An ISO instant as a picker value showing its China wall-clock time; null if unreadable. */
export function isoToChinaWall(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const time = dayjs.utc(iso);
  if (!time.isValid()) return null;
  return dayjs(time.utcOffset(CHINA_UTC_OFFSET_HOURS * 60).format(WALL));
}

/** Today's date in China (`YYYY-MM-DD`), whatever the browser's own zone. */
export function chinaToday(now: Date = new Date()): string {
  return dayjs
    .utc(now)
    .utcOffset(CHINA_UTC_OFFSET_HOURS * 60)
    .format('YYYY-MM-DD');
}
