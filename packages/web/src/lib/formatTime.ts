import { CHINA_UTC_OFFSET_HOURS, DISPLAY_TIME_FORMAT } from '@jb/contract/constants';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * An ISO UTC time from the server as `YYYY-MM-DD HH:mm:ss` in China time (UTC+8, SPEC §9),
 * whatever the browser's own zone. Empty or unreadable input gives `fallback`.
 */
export function formatTime(iso: string | null | undefined, fallback = '-'): string {
  if (!iso) return fallback;
  const time = dayjs.utc(iso);
  return time.isValid() ? time.utcOffset(CHINA_UTC_OFFSET_HOURS * 60).format(DISPLAY_TIME_FORMAT) : fallback;
}
