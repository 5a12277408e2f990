import type { z } from 'zod';
import { defOf } from './zodDef.ts';

/**
 * Every integer a call takes is stored in a PostgreSQL `integer` (int4) column: ids, versions,
 * counts, amounts in fen (the bigint columns are sums the server keeps, never an input). A number
 * field of a call's schema given a value beyond that range is refused with its field (400) before it
 * reaches the database (issue 22), whether the rest of the input is valid or not.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A path into an input; `*` stands for every element of an array (or value of a record). */
export type FieldPath = (string | '*')[];

/** How deep a call's schema may nest its number fields before the walk gives up loudly (a recursive schema). */
const MAX_SCHEMA_DEPTH = 24;

/**
 * The paths of the number fields of a schema: through wrappers, pipes (their input side, or their
 * output where the input is a transform), unions, intersections, arrays, tuples, records, lazy
 * schemas and objects. Throws on a schema nested past MAX_SCHEMA_DEPTH, so a recursive input schema
 * fails at start instead of going unchecked.
 */
export function numberFieldPaths(schema: z.ZodType, path: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > MAX_SCHEMA_DEPTH)
    throw new Error(`schema nested past ${MAX_SCHEMA_DEPTH} at ${path.join('.')}`);
  const d = defOf(schema);
  const walk = (s: z.ZodType | null | undefined, p: FieldPath = path) =>
    s ? numberFieldPaths(s, p, depth + 1) : [];
  if (d.innerType) return walk(d.innerType);
  switch (d.type) {
    case 'number':
    case 'int':
      return [path];
    case 'pipe':
      return d.in && defOf(d.in).type === 'transform' ? walk(d.out) : walk(d.in);
    case 'lazy':
      return walk(d.getter?.());
    case 'union':
      return (d.options ?? []).flatMap((o) => walk(o));
    case 'intersection':
      return [...walk(d.left), ...walk(d.right)];
    case 'array':
      return walk(d.element, [...path, '*']);
    case 'record':
      return walk(d.valueType, [...path, '*']);
    case 'tuple':
      return [
        ...(d.items ?? []).flatMap((it, i) => walk(it, [...path, String(i)])),
        ...walk(d.rest, [...path, '*']),
      ];
    case 'object':
      return Object.entries(d.shape ?? {}).flatMap(([k, v]) => walk(v, [...path, k]));
    default:
      return [];
  }
}

/** A number, or text a coercion reads as one ('2147483648', '3e9', '0x80000000'), that no int4 column holds. */
function outOfRange(v: unknown): boolean {
  const n = typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v;
  return typeof n === 'number' && Number.isFinite(n) && (n < INT4_MIN || n > INT4_MAX);
}

/** The concrete path of the first value at one of `paths` in `data` that is out of the int4 range. */
export function outOfRangePath(data: unknown, paths: FieldPath[]): (string | number)[] | null {
  const at = (value: unknown, path: FieldPath, done: (string | number)[]): (string | number)[] | null => {
    if (path.length === 0) return outOfRange(value) ? done : null;
    const [head, ...rest] = path;
    if (typeof value !== 'object' || value === null) return null;
    if (head === '*') {
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((v, i) => [i, v])
        : Object.entries(value);
      for (const [k, v] of entries) {
        const found = at(v, rest, [...done, k]);
        if (found) return found;
      }
      return null;
    }
    if (!Object.hasOwn(value, head as string)) return null;
    return at((value as Record<string, unknown>)[head as string], rest, [...done, head as string]);
  };
  for (const p of paths) {
    const found = at(data, p, []);
    if (found) return found;
  }
  return null;
}
