import type { z } from 'zod';
import type { RouteAccess } from '../permissions.ts';

/**
 * One API call, declared once (ARCHITECTURE "Calls declared once"): the server registers its route
 * from this, validates the query and body and serialises the answer with these schemas, and OpenAPI
 * shows them; the clients (web, tests, e2e, bench) derive the path, the input and the answer's type
 * from it. `path` is below `/tsg-admin`, unless it starts with `/api/` (SPEC §7's logistics service,
 * served by this server at that path).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDeclaration {
  method: Method;
  path: string;
  access: RouteAccess;
  summary: string;
  tags: readonly string[];
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a successful envelope, or `'file'` for a download (an xlsx export). */
  response: z.ZodType | 'file';
  /** The answer is `response` itself, outside the envelope (SPEC §7's unread count). */
  bare?: true;
  /** Reached without a signature: only the server's public key, which a client needs to sign. */
  unsigned?: true;
  /**
   * A payment provider's server-to-server notification: reached without our signature and with a
   * plain JSON body; the provider's own signature is checked by the handler (implies `unsigned`).
   */
  callback?: true;
  /** The body is multipart form data with one `file` part (streamed, never sealed; SPEC §7 multipart calls). */
  upload?: true;
  /**
   * The body travels as `application/x-www-form-urlencoded` (SPEC §7's logistics form posts): the
   * sealed envelope's fields, or the plain fields on a plain-body server.
   */
  formBody?: true;
  /** Filled by `defineCall` from the query's `sort` parameter; never written by hand. */
  sorting?: ListSorting;
}

/** The columns a list call sorts on and its default, so the web keeps no second list. */
export interface ListSorting {
  columns: readonly string[];
  fallback: string | undefined;
}

export function defineCall<const C extends CallDeclaration>(call: C): C {
  const sorting = sortingOf(call.query);
  return sorting ? { ...call, sorting } : call;
}

/** What a caller passes: the schemas' input types (defaults may be left out). */
export type QueryIn<C extends CallDeclaration> = C['query'] extends z.ZodType
  ? z.input<C['query']>
  : undefined;
export type BodyIn<C extends CallDeclaration> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
/** What a handler receives: the schemas' output types. */
export type QueryOf<C extends CallDeclaration> = C['query'] extends z.ZodType
  ? z.output<C['query']>
  : undefined;
export type BodyOf<C extends CallDeclaration> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
/** What the call answers in `data`. */
export type ResultOf<C extends CallDeclaration> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : never;

/** The input of one call: `query` and `body` as its declaration has them. */
export type CallInput<C extends CallDeclaration> = (C['query'] extends z.ZodType
  ? { query: QueryIn<C> }
  : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: BodyIn<C> } : { body?: undefined }) &
  (C['upload'] extends true ? { form: FormData } : { form?: undefined });

/** The sorting of a declared list call (plain data, so it survives the browser's route-only copy). */
export function listSort(call: CallDeclaration): ListSorting {
  return call.sorting ?? { columns: [], fallback: undefined };
}

function sortingOf(query: z.ZodType | undefined): ListSorting | undefined {
  const shape = (query as { shape?: Record<string, unknown> } | undefined)?.shape;
  const sort = shape?.sort as
    | { def?: { defaultValue?: unknown; innerType?: { options?: readonly string[] } } }
    | undefined;
  const columns = sort?.def?.innerType?.options;
  if (!columns) return undefined;
  const fallback = sort?.def?.defaultValue;
  return { columns, fallback: typeof fallback === 'string' ? fallback : columns[0] };
}
