import { z } from 'zod';

/**
 * Every list call takes the same paging and sorting parameters and answers the same page shape.
 * `sort` names a column the list allows; `order` is asc or desc.
 */
export const pageQuery = {
  page: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(100, { error: 'invalid' })
    .default(20),
  order: z.enum(['asc', 'desc'], { error: 'invalid' }).default('desc'),
  timestamp: z.string().optional(),
};

export function sortParam<const T extends readonly [string, ...string[]]>(columns: T, fallback: T[number]) {
  return z.enum(columns, { error: 'invalid' }).default(fallback as never);
}

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** True when the list counted no further than `total` (very long logs): show "total+". */
    capped: z.boolean().optional(),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
  capped?: boolean;
}

/** Optional text filter: trimmed, empty means no filter. */
export const textFilter = z
  .string()
  .trim()
  .max(100, { error: 'tooLong' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** Optional ISO date-time filter (range bounds). */
export const timeFilter = z.iso.datetime({ offset: true, error: 'invalid' }).optional();

export const optionalId = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' })
  .optional();

/** Optional filter by a coded value (a status, a level) from `min` to `max`; absent means all. */
export const codeFilter = (min: number, max: number) =>
  z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(min, { error: 'invalid' })
    .max(max, { error: 'invalid' })
    .optional();

/** DELETE calls name the row and the version the client saw. */
export const idVersionQuery = z.object({
  id: z.coerce.number({ error: 'invalid' }).int().positive({ error: 'invalid' }),
  version: z.coerce.number({ error: 'invalid' }).int().min(0, { error: 'invalid' }),
});

export const idQuery = z.object({
  id: z.coerce.number({ error: 'invalid' }).int().positive({ error: 'invalid' }),
});
