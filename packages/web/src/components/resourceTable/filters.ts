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
    }
  /** A time range sent as two ISO instants (China wall-clock time on screen). */
  | { kind: 'dateRange'; from: string; to: string; label: string };

/** The URL/query parameter names the filters use. */
export function filterNames(fields: readonly FilterField[]): string[] {
  return fields.flatMap((f) => (f.kind === 'dateRange' ? [f.from, f.to] : [f.name]));
}
