import { z } from 'zod';

/** A journal's columns (programs): SPEC §5 "Column management". */
const columnName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'tooLong' });

export const columnRow = z.object({
  id: z.number(),
  journalId: z.number(),
  name: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  version: z.number(),
});
export type ColumnRow = z.infer<typeof columnRow>;

export const columnListQuery = z.object({ journalId: z.coerce.number().int().positive() });

export const columnAddBody = z.object({ journalId: z.number().int().positive(), name: columnName });

export const columnUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  name: columnName,
  enabled: z.boolean(),
});

/** All of a journal's column ids, in the new order. */
export const columnSortBody = z.object({
  journalId: z.number().int().positive(),
  ids: z.array(z.number().int().positive()).max(200),
});
