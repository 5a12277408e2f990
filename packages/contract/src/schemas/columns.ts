import { z } from 'zod';

/** A journal's columns (programs): SPEC §5 "Column management". */

/** A column as the list shows it (beside id, journal, version and actions); `sort` is its place. */
export const columnRow = {
  name: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
};

/** What a person edits; a new column is enabled unless told. */
export const columnBody = {
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(40, { error: 'tooLong' }),
  enabled: z.boolean().default(true),
};
