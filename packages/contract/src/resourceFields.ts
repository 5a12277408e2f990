import type { z } from 'zod';
import type { Bilingual } from './i18n.ts';

/**
 * How the fields of a declared resource (api/resource.ts) are shown, and what their schemas say
 * about the form. Plain data only: the browser gets a copy without the schemas.
 */

/** How a field is shown in the list and edited in the form. */
export type FieldKind = 'text' | 'textarea' | 'select' | 'number' | 'status' | 'switch' | 'time';

export interface FieldMeta {
  label: Bilingual;
  kind: FieldKind;
  /** A select's choices. */
  options?: readonly { value: string | number; label: Bilingual }[];
  /** The input's limit, when the schema's own cannot be read (a refined text). */
  max?: number;
  /** A digits keyboard on phones. */
  numeric?: true;
  /** Not a column of the list (a long text). */
  hidden?: true;
  /** The whole form row, not half. */
  wide?: true;
  /** A new record's value when the body schema gives none. */
  initial?: string | number | boolean;
}

/** A field as the screen gets it: the declaration and what the schemas make of it. */
export interface ResourceField extends FieldMeta {
  key: string;
  /** Edited in the form: a key of the body. */
  form: boolean;
  required: boolean;
  sortable: boolean;
}

type Schema = z.ZodType & { def: { type: string; innerType?: Schema; defaultValue?: unknown } };

/** What a field schema says about the form: required, its length limit, a new record's value. */
function formFacts(schema: Schema) {
  const inner = schema.def.type === 'default' ? (schema.def.innerType as Schema) : schema;
  const maxLength = (inner as { maxLength?: number | null }).maxLength;
  return {
    required: !schema.safeParse(undefined).success,
    max: typeof maxLength === 'number' ? maxLength : undefined,
    initial: schema.def.type === 'default' ? schema.def.defaultValue : undefined,
  };
}

/** The declared fields, in order, with the facts their body schemas give. */
export function resourceFields(
  declared: Record<string, FieldMeta>,
  body: z.ZodRawShape,
  sortable: readonly string[],
): ResourceField[] {
  return Object.entries(declared).map(([key, meta]) => {
    const schema = body[key] as Schema | undefined;
    const facts = schema ? formFacts(schema) : undefined;
    const max = meta.max ?? facts?.max;
    const initial = meta.initial ?? facts?.initial;
    return {
      ...meta,
      key,
      form: !!schema,
      required: facts?.required ?? false,
      sortable: sortable.includes(key),
      ...(max !== undefined ? { max } : {}),
      ...(initial !== undefined ? { initial: initial as FieldMeta['initial'] } : {}),
    };
  });
}

/** Defaulted fields become optional: an edit that leaves one out keeps the stored value. */
export type UpdateShape<Body extends z.ZodRawShape> = {
  [K in keyof Body]: Body[K] extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : Body[K];
};

export function updateShape<Body extends z.ZodRawShape>(body: Body): UpdateShape<Body> {
  return Object.fromEntries(
    Object.entries(body).map(([key, schema]) => {
      const s = schema as Schema;
      return [key, s.def.type === 'default' ? (s.def.innerType as z.ZodType).optional() : schema];
    }),
  ) as UpdateShape<Body>;
}
