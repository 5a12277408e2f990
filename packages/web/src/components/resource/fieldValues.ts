import type { ResourceField } from '@jb/contract/api/resource';

/** A row of a declared resource as the screen reads it. */
export type ResourceRow = { id: number; version: number; pressName?: string; actions: string[] } & Record<
  string,
  unknown
>;

/** The fields the form edits, in their declared order. */
export function formFields(fields: readonly ResourceField[]): ResourceField[] {
  return fields.filter((f) => f.form);
}

/** The columns the list shows, in their declared order. */
export function listFields(fields: readonly ResourceField[]): ResourceField[] {
  return fields.filter((f) => !f.hidden);
}

/** A form's first values: the row's for an edit, each field's declared initial value for a new record. */
export function startValues(
  fields: readonly ResourceField[],
  row: ResourceRow | null,
): Record<string, unknown> {
  return Object.fromEntries(formFields(fields).map((f) => [f.key, row ? row[f.key] : f.initial]));
}

/** The body of a save: the form's values; an edit names the row at its version and never moves the press. */
export function saveBody(values: Record<string, unknown>, row: ResourceRow | null): Record<string, unknown> {
  if (!row) return values;
  const { pressId: _kept, ...fields } = values;
  return { ...fields, id: row.id, version: row.version };
}

/** The edit that turns one switch of a row on or off in place: the row's form values, that switch changed. */
export function toggleBody(
  fields: readonly ResourceField[],
  row: ResourceRow,
  key: string,
  on: boolean,
): Record<string, unknown> {
  return saveBody({ ...startValues(fields, row), [key]: on }, row);
}
