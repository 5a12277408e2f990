import type { ZodDef } from '@jb/contract/schemas/zodDef';
import type { z } from 'zod';
import { uniquePhone } from './factories.ts';
import type { PressWorld } from './scenario.ts';

/**
 * Inputs for the hostile-input walk (hostileInput.test.ts): a plausible example of a call's query or
 * body generated from its schema, and the hostile values to put in one field of it at a time.
 */

type Schema = z.ZodType & {
  def: ZodDef;
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional, nullable, default and similar wrappers, and a pipe's input side. */
export function bare(schema: z.ZodType): Schema {
  let s = schema as Schema;
  for (;;) {
    const d = s.def;
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType as Schema;
    else if (d.type === 'pipe' && d.in) s = d.in as Schema;
    else if (d.type === 'lazy') return s;
    else return s;
  }
}

/** The world's row a field named so would point at. */
function idFor(key: string, w: PressWorld): number | undefined {
  const ids: Record<string, number> = {
    manuscriptId: w.manuscriptId,
    articleId: w.manuscriptId,
    journalId: w.journalId,
    periodicalId: w.journalId,
    columnId: w.columnId,
    issueId: w.issueId,
    authorId: w.authorId,
    orderId: w.orderId,
    merchantId: w.merchantId,
    roleId: w.roleId,
    groupId: w.groupId,
    templateId: w.templateId,
    subjectId: w.subjectId,
    messageId: w.messageId,
    feedbackId: w.feedbackId,
    remittanceId: w.remittanceId,
    userId: w.editor.id,
    editorId: w.editor.id,
    assigneeId: w.editor.id,
    pressId: w.press.id,
    id: w.manuscriptId,
  };
  return ids[key];
}

function stringExample(s: Schema, key: string): string {
  const format = s.def.format;
  if (format === 'email') return 'fuzz@example.cn';
  if (format === 'date') return '2026-10-01';
  if (format === 'datetime') return '2026-10-01T00:00:00+08:00';
  if (/phone|mobile/i.test(key)) return uniquePhone();
  if (/date|from|to$|month/i.test(key)) return '2026-10-01';
  const min = Math.max(s.minLength ?? 1, 1);
  const max = s.maxLength ?? 8;
  return '测'.repeat(Math.min(Math.max(min, 2), max));
}

function numberExample(s: Schema, key: string, w: PressWorld): number {
  if (key === 'version') return 0;
  const id = idFor(key, w);
  if (id !== undefined) return id;
  const min = s.minValue ?? 1;
  const max = s.maxValue ?? min + 100;
  return Math.min(Math.max(1, min), max);
}

/** A plausible value of `schema` (optional fields included), with the world's ids where named. */
export function exampleOf(schema: z.ZodType, w: PressWorld, key = ''): unknown {
  const s = bare(schema);
  const d = s.def;
  switch (d.type) {
    case 'object':
      return Object.fromEntries(Object.entries(d.shape ?? {}).map(([k, v]) => [k, exampleOf(v, w, k)]));
    case 'array':
      return (s.minLength ?? 0) > 0 ? [exampleOf(d.element!, w, key)] : [];
    case 'string':
      return stringExample(s, key);
    case 'number':
    case 'int':
      return numberExample(s, key, w);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(d.entries ?? {})[0];
    case 'literal':
      return d.values?.[0];
    case 'union':
      return exampleOf(d.options![0]!, w, key);
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** One hostile value: its label, the value, and whether every call must refuse it (4xx). */
export interface Hostile {
  label: string;
  value: unknown;
  refused: boolean;
}

const h = (label: string, value: unknown, refused = false): Hostile => ({ label, value, refused });

const ANY: Hostile[] = [
  h('null', null),
  h('nested object', { a: { b: [1, { c: 'd' }] } }),
  h('__proto__ key', JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}')),
];
const TEXT: Hostile[] = [
  h('10 kB', 'x'.repeat(10_240)),
  h('NUL', 'a\u0000b', true),
  h('C0 control', 'a\u0007b', true),
  h('RTL override', 'gpj.\u202Eexe', true),
  h('RTL mark', '\u200Fabc'),
  h('SQL-like', "' OR '1'='1' --; drop table users"),
  h('9999-99-99', '9999-99-99'),
];
const NUMBER: Hostile[] = [
  h('-1', -1),
  h('2^31', 2 ** 31, true),
  h('2^63', 2 ** 63, true),
  h('1.5', 1.5),
  h("'NaN'", 'NaN'),
];
const OTHER: Hostile[] = [h("'true'", 'true'), h('1', 1)];

/** Hostile body values for a field of this schema. */
export function hostileFor(schema: z.ZodType): Hostile[] {
  const t = bare(schema).def.type;
  if (t === 'string' || t === 'enum' || t === 'literal') return [...ANY, ...TEXT];
  if (t === 'number' || t === 'int') return [...ANY, ...NUMBER];
  return [...ANY, ...OTHER, TEXT[1]!];
}

/** Hostile query values (always text on the wire) for a parameter of this schema. */
export function hostileQueryFor(schema: z.ZodType): Hostile[] {
  const numeric = ['number', 'int'].includes(bare(schema).def.type);
  return [
    h('10 kB', 'x'.repeat(10_240)),
    h('NUL', 'a\u0000b', true),
    h('RTL override', 'a\u202Eb', true),
    h('SQL-like', "' OR '1'='1' --"),
    h('9999-99-99', '9999-99-99'),
    h('-1', '-1'),
    h("'NaN'", 'NaN'),
    h('2^31', '2147483648', numeric),
    h('2^63', '9223372036854775808', numeric),
    h('3e9', '3e9', numeric),
    h('0x80000000', '0x80000000', numeric),
  ];
}

/** The paths of an object schema's fields to attack: its own, and one level into objects and arrays of them. */
export function fieldPaths(schema: z.ZodType, depth = 2): { path: string[]; schema: z.ZodType }[] {
  const s = bare(schema);
  if (s.def.type !== 'object') return [];
  return Object.entries(s.def.shape ?? {}).flatMap(([k, v]) => {
    const own = { path: [k], schema: v };
    if (depth <= 1) return [own];
    const inner = bare(v);
    const element = inner.def.type === 'array' ? inner.def.element! : v;
    const nested = fieldPaths(element, depth - 1).map((f) => ({
      path: inner.def.type === 'array' ? [k, '0', ...f.path] : [k, ...f.path],
      schema: f.schema,
    }));
    return [own, ...nested];
  });
}

/** A copy of `base` with `value` at `path` (arrays and objects made on the way). */
export function withValue(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (/^\d+$/.test(head)) {
    const arr = Array.isArray(base) ? [...base] : [];
    arr[Number(head)] = withValue(arr[Number(head)], rest, value);
    return arr;
  }
  const obj = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
  (obj as Record<string, unknown>)[head] = withValue((obj as Record<string, unknown>)[head], rest, value);
  return obj;
}
