import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import {
  deleteCall,
  orderedList,
  pagedList,
  type ResourceScope,
  reorderCall,
  type ScopeBody,
  type ScopeQuery,
  type ScopeRow,
  scopeShapes,
} from '../resourceCalls.ts';
import { type FieldMeta, type ResourceField, resourceFields, updateShape } from '../resourceFields.ts';
import type { idVersionQuery } from '../schemas/list.ts';
import { type CallDeclaration, defineCall } from './define.ts';

export type { ResourceScope } from '../resourceCalls.ts';
export type { FieldKind, FieldMeta, ResourceField } from '../resourceFields.ts';

/**
 * A plain list-and-form resource, declared once (ARCHITECTURE "A new call and a new screen"): its
 * calls with SPEC's paths, and the plain field data the screen draws its columns and form from.
 * The zod schemas stay the source of validation; the field data only says how a field is shown.
 * Plain data only (the browser gets a copy without the schemas).
 *
 * Its rows belong to a press (the default) or to a journal (`scope: 'journal'`: the list names the
 * journal, a new row names it, the screen picks it). A list is paged and sorted on the declared
 * fields, or kept in the order people set (`order`: the column keeping it; the list answers all the
 * journal's rows in that order, a new row goes last, and a reorder call takes all ids in order).
 */

interface ResourceConfig<Row, Body, Sort, Filters, S, O, D> {
  /** The screen's permission; adding and editing need `.edit`, deleting `.delete`. */
  area: string;
  /** The calls are `${path}/list`, `/save` (or `names.save`), `/update`, `/delete` and `/sort`. */
  path: string;
  tag: string;
  /** What one record is called, in both languages (titles, summaries). */
  noun: Bilingual;
  /** Whose rows: a press's (`pressId`, `pressName` come with each) or a journal's (`journalId`). */
  scope?: S;
  /** The row's own fields; `id`, the scope's, `version` and `actions` come with it. */
  row: Row;
  /** The fields a person edits, with their rules and messages. */
  body: Body;
  /** How each shown field looks, in the order the list and the form show them. */
  fields: { [K in keyof Row]?: FieldMeta };
  /** A paged list's sortable fields; the first is the default. */
  sort?: Sort;
  /** An ordered list instead: the field keeping the order people set (a journal's rows only). */
  order?: O;
  /** The keyword filter's label; without it the list has no keyword. */
  keyword?: Bilingual;
  /** The list's own filters beside keyword and press. */
  filters?: Filters;
  /** Other permissions that may read the list (screens that pick from it). */
  readers?: readonly string[];
  /** SPEC's names of calls that are not called `save` and `sort`. */
  names?: { save?: string; reorder?: string };
  /** `false`: no delete call (rows other records name, disabled instead of deleted). */
  deletable?: D;
  /** The field that names a record in a question ("Delete … X?"); `name` by default. */
  title?: string;
  /** A line explaining the screen, under its buttons. */
  hint?: Bilingual;
  /** What an empty list says (a journal without columns); the tables' plain "no data" otherwise. */
  empty?: Bilingual;
  deleteSummary?: string;
}

type RowObject<S, Row> = z.ZodObject<
  { id: z.ZodNumber } & ScopeRow<S> & Row & { version: z.ZodNumber; actions: z.ZodArray<z.ZodString> }
>;

export function defineResource<
  Row extends z.ZodRawShape,
  Body extends z.ZodRawShape,
  const Sort extends readonly [keyof Row & string, ...(keyof Row & string)[]],
  Filters extends z.ZodRawShape = Record<never, never>,
  const S extends ResourceScope = 'press',
  const O extends (keyof Row & string) | undefined = undefined,
  const D extends boolean = true,
>(config: ResourceConfig<Row, Body, Sort, Filters, S, O, D>) {
  const { area, path, noun } = config;
  const scope = (config.scope ?? 'press') as S;
  const tags = [config.tag] as const;
  const edit = { permission: `${area}.edit` };
  const shapes = scopeShapes(scope);
  const row = z.object({
    id: z.number(),
    ...shapes.row,
    ...config.row,
    version: z.number(),
    actions: z.array(z.string()),
  }) as unknown as RowObject<S, Row>;
  const listAccess = { permission: config.readers ? [area, ...config.readers] : area };
  if (config.order && scope !== 'journal') throw new Error(`${path}: an ordered list belongs to a journal`);
  if (!config.order && !config.sort) throw new Error(`${path}: a paged list declares its sort`);
  const list = (
    config.order
      ? orderedList(path, listAccess, tags, noun, row, shapes.query)
      : pagedList(
          path,
          listAccess,
          tags,
          noun,
          row,
          { ...shapes.query, ...config.filters },
          config.sort!,
          !!config.keyword,
        )
  ) as O extends string
    ? ReturnType<typeof orderedList<typeof row, ScopeQuery<S>>>
    : ReturnType<typeof pagedList<typeof row, ScopeQuery<S> & Filters, Sort>>;
  const reorder = (
    config.order
      ? reorderCall(`${path}/${config.names?.reorder ?? 'sort'}`, edit, tags, noun, shapes.body)
      : undefined
  ) as O extends string ? ReturnType<typeof reorderCall<ScopeBody<S>>> : undefined;
  const remove = (
    config.deletable === false
      ? undefined
      : deleteCall(
          `${path}/delete`,
          { permission: `${area}.delete` },
          tags,
          config.deleteSummary ?? `Delete a ${noun.en}`,
        )
  ) as D extends false ? undefined : ReturnType<typeof deleteCall>;
  return {
    area,
    noun,
    scope,
    order: config.order,
    keyword: config.keyword,
    hint: config.hint,
    empty: config.empty,
    title: config.title ?? 'name',
    keys: Object.keys(row.shape),
    fields: resourceFields(config.fields as Record<string, FieldMeta>, config.body, config.sort ?? []),
    list,
    save: defineCall({
      method: 'POST',
      path: `${path}/${config.names?.save ?? 'save'}`,
      access: edit,
      tags,
      summary: config.order ? `Add a ${noun.en} at the end` : `Add a ${noun.en}`,
      body: z.object({ ...config.body, ...shapes.body }),
      response: z.object({ id: z.number() }),
    }),
    update: defineCall({
      method: 'PUT',
      path: `${path}/update`,
      access: edit,
      tags,
      summary: `Edit a ${noun.en} (a default field left out keeps its value)`,
      body: z.object({
        ...updateShape(config.body),
        id: z.number().int().positive(),
        version: z.number().int().min(0),
      }),
      response: z.null(),
    }),
    delete: remove,
    reorder,
  };
}

/** Any declared resource, as the generic server and screen take it. */
export interface Resource {
  area: string;
  noun: Bilingual;
  scope: ResourceScope;
  order?: string;
  keyword?: Bilingual;
  hint?: Bilingual;
  empty?: Bilingual;
  title: string;
  /** The row's keys, as the list answers them: all a list reads, nothing else. */
  keys: readonly string[];
  fields: readonly ResourceField[];
  list: CallDeclaration & { query: z.ZodType };
  save: CallDeclaration;
  update: CallDeclaration;
  delete?: CallDeclaration & { query: typeof idVersionQuery; body?: undefined };
  reorder?: CallDeclaration;
}
