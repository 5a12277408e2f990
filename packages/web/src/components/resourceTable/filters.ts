/** The filters above a list; each value is kept in the URL under its parameter name(s). */
export interface FilterOption {
  value: string | number;
  label: string;
}

/** Options shown under a heading (a long select, grouped). */
export interface FilterOptionGroup {
  label: string;
  options: FilterOption[];
}

export type FilterField =
  | { kind: 'text'; name: string; label: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: (FilterOption | FilterOptionGroup)[];
      loading?: boolean;
      disabled?: boolean;
      /** Another filter whose choice this one's options follow: changing that one clears this one. */
      dependsOn?: string;
      /** Told each choice as it is made (before search), for a filter whose options follow it. */
      onChange?: (value: string | undefined) => void;
    }
  /** A time range sent as two ISO instants (China wall-clock time on screen). */
  | { kind: 'dateRange'; from: string; to: string; label: string }
  /** A range of whole days sent as two `YYYY-MM-DD` dates (China days, both included). */
  | { kind: 'dayRange'; from: string; to: string; label: string };

export type RangeField = Extract<FilterField, { kind: 'dateRange' | 'dayRange' }>;

export function isRange(field: FilterField): field is RangeField {
  return field.kind === 'dateRange' || field.kind === 'dayRange';
}

/** The URL/query parameter names the filters use. */
export function filterNames(fields: readonly FilterField[]): string[] {
  return fields.flatMap((f) => (isRange(f) ? [f.from, f.to] : [f.name]));
}
