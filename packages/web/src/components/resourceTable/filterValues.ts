import type { Dayjs } from 'dayjs';
import { chinaWallToIso, isoToChinaWall } from '../../lib/chinaTime.ts';
import type { FilterField } from './filters.ts';

/** The filter form's values: text and select values, and [from, to] pickers under `from~to`. */
export type FilterFormValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

export function rangeKey(field: Extract<FilterField, { kind: 'dateRange' }>): string {
  return `${field.from}~${field.to}`;
}

/** URL values to form values. */
export function toForm(fields: readonly FilterField[], values: Record<string, string>): FilterFormValues {
  const out: FilterFormValues = {};
  for (const f of fields) {
    if (f.kind === 'dateRange') {
      const from = isoToChinaWall(values[f.from]);
      const to = isoToChinaWall(values[f.to]);
      out[rangeKey(f)] = from || to ? [from, to] : null;
    } else {
      out[f.name] = values[f.name];
    }
  }
  return out;
}

/** Form values to URL values: trimmed text, ISO instants for ranges, nothing for empty fields. */
export function fromForm(fields: readonly FilterField[], values: FilterFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (f.kind === 'dateRange') {
      const range = values[rangeKey(f)];
      if (Array.isArray(range)) {
        if (range[0]) out[f.from] = chinaWallToIso(range[0]);
        if (range[1]) out[f.to] = chinaWallToIso(range[1]);
      }
    } else {
      const value = values[f.name];
      if (typeof value === 'string' && value.trim()) out[f.name] = value.trim();
      else if (typeof value === 'number') out[f.name] = String(value);
    }
  }
  return out;
}
