import { z } from 'zod';
import { defineCall } from './api/define.ts';
import { ORDERED_ROWS_MAX } from './constants.ts';
import type { Bilingual } from './i18n.ts';
import { idVersionQuery, pageOf, pageQuery, sortParam, textFilter } from './schemas/list.ts';

/**
 * The pieces `defineResource` (api/resource.ts) makes a resource's calls of: the shapes its scope
 * adds to the row, the list query and the bodies, and the list, reorder and delete calls.
 */
export type ResourceScope = 'press' | 'journal';

export const journalParam = z.coerce.number().int().positive();
export const journalField = z.number().int().positive();
// Platform operators name the press; press staff always work in their own.
export const pressParam = z.coerce.number().int().positive().optional();
export const pressField = z.number().int().positive().optional();

export type ScopeRow<S> = S extends 'journal'
  ? { journalId: z.ZodNumber }
  : { pressId: z.ZodNumber; pressName: z.ZodString };
export type ScopeQuery<S> = S extends 'journal'
  ? { journalId: typeof journalParam }
  : { pressId: typeof pressParam };
export type ScopeBody<S> = S extends 'journal'
  ? { journalId: typeof journalField }
  : { pressId: typeof pressField };

export function scopeShapes<S extends ResourceScope>(scope: S) {
  const shapes =
    scope === 'journal'
      ? {
          row: { journalId: z.number() },
          query: { journalId: journalParam },
          body: { journalId: journalField },
        }
      : {
          row: { pressId: z.number(), pressName: z.string() },
          query: { pressId: pressParam },
          body: { pressId: pressField },
        };
  return shapes as unknown as { row: ScopeRow<S>; query: ScopeQuery<S>; body: ScopeBody<S> };
}
export type Access = { permission: string | string[] };
export type Tags = readonly [string];

export function pagedList<
  R extends z.ZodType,
  Q extends z.ZodRawShape,
  const Sort extends readonly [string, ...string[]],
>(path: string, access: Access, tags: Tags, noun: Bilingual, row: R, scope: Q, sort: Sort, keyword: boolean) {
  return defineCall({
    method: 'GET',
    path: `${path}/list`,
    access,
    tags,
    summary: `List of ${noun.en}s`,
    query: z.object({
      ...pageQuery,
      sort: sortParam(sort, sort[0]),
      ...(keyword ? { keyword: textFilter } : {}),
      ...scope,
    }),
    response: pageOf(row),
  });
}

export function orderedList<R extends z.ZodType, Q extends z.ZodRawShape>(
  path: string,
  access: Access,
  tags: Tags,
  noun: Bilingual,
  row: R,
  scope: Q,
) {
  return defineCall({
    method: 'GET',
    path: `${path}/list`,
    access,
    tags,
    summary: `The ${noun.en}s in their order`,
    query: z.object(scope),
    response: z.array(row),
  });
}

export function reorderCall<Q extends z.ZodRawShape>(
  path: string,
  access: Access,
  tags: Tags,
  noun: Bilingual,
  scope: Q,
) {
  return defineCall({
    method: 'PUT',
    path,
    access,
    tags,
    summary: `Put the ${noun.en}s in a new order (all ids, in order)`,
    body: z.object({ ...scope, ids: z.array(z.number().int().positive()).max(ORDERED_ROWS_MAX) }),
    response: z.null(),
  });
}

export function deleteCall(path: string, access: Access, tags: Tags, summary: string) {
  return defineCall({
    method: 'DELETE',
    path,
    access,
    tags,
    summary,
    query: idVersionQuery,
    response: z.null(),
  });
}
