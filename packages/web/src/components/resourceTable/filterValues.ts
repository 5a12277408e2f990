import dayjs, { type Dayjs } from 'dayjs';
import { chinaWallToIso, isoToChinaWall } from '../../lib/chinaTime.ts';
import { type FilterField, isRange, type RangeField } from './filters.ts';

/** The filter form's values: text and select values, and [from, to] pickers under `from~to`. */
export type FilterFormValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

export function rangeKey(field: RangeField): string {
  return `${field.from}~${field.to}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day of the URL as a picker value; null if it is not one. */
export function dayToPicker(day: string | undefined): Dayjs | null {
  if (!day || !DAY.test(day)) return null;
  const value = dayjs(day);
  return value.isValid() && value.format('YYYY-MM-DD') === day ? value : null;
}

/** A day picker's value as the `YYYY-MM-DD` day it shows (the server reads it as a China day). */
export function pickerToDay(value: Dayjs): string {
  return value.format('YYYY-MM-DD');
}

/** URL values to form values. */
export function toForm(fields: readonly FilterField[], values: Record<string, string>): FilterFormValues {
  const out: FilterFormValues = {};
  for (const f of fields) {
    if (isRange(f)) {
      const read = f.kind === 'dayRange' ? dayToPicker : isoToChinaWall;
      const from = read(values[f.from]);
      const to = read(values[f.to]);
      out[rangeKey(f)] = from || to ? [from, to] : null;
    } else {
      out[f.name] = values[f.name];
    }
  }
  return out;
}

/**
 * Form values to URL values: trimmed text, ISO instants for time ranges, `YYYY-MM-DD` for day
 * ranges, nothing for empty fields.
 */
export function fromForm(fields: readonly FilterField[], values: FilterFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (isRange(f)) {
      const range = values[rangeKey(f)];
      const write = f.kind === 'dayRange' ? pickerToDay : chinaWallToIso;
      if (Array.isArray(range)) {
        if (range[0]) out[f.from] = write(range[0]);
        if (range[1]) out[f.to] = write(range[1]);
      }
    } else {
      const value = values[f.name];
      if (typeof value === 'string' && value.trim()) out[f.name] = value.trim();
      else if (typeof value === 'number') out[f.name] = String(value);
    }
  }
  return out;
}
