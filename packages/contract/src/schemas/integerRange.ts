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

/** A path into an input; `*` stands for every element of an array. */
export type FieldPath = (string | '*')[];

/** The paths of the number fields of a schema (through wrappers, pipes' inputs, unions, arrays). */
export function numberFieldPaths(schema: z.ZodType, path: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 8) return [];
  const d = defOf(schema);
  if (d.innerType) return numberFieldPaths(d.innerType, path, depth + 1);
  switch (d.type) {
    case 'number':
    case 'int':
      return [path];
    case 'pipe':
      return d.in ? numberFieldPaths(d.in, path, depth + 1) : [];
    case 'union':
      return (d.options ?? []).flatMap((o) => numberFieldPaths(o, path, depth + 1));
    case 'array':
      return d.element ? numberFieldPaths(d.element, [...path, '*'], depth + 1) : [];
    case 'object':
      return Object.entries(d.shape ?? {}).flatMap(([k, v]) => numberFieldPaths(v, [...path, k], depth + 1));
    default:
      return [];
  }
}

/** A number, or a query's numeric text, that no int4 column holds. */
function outOfRange(v: unknown): boolean {
  const n = typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && (n < INT4_MIN || n > INT4_MAX);
}

/** The concrete path of the first value at one of `paths` in `data` that is out of the int4 range. */
export function outOfRangePath(data: unknown, paths: FieldPath[]): (string | number)[] | null {
  const at = (value: unknown, path: FieldPath, done: (string | number)[]): (string | number)[] | null => {
    if (path.length === 0) return outOfRange(value) ? done : null;
    const [head, ...rest] = path;
    if (head === '*') {
      if (!Array.isArray(value)) return null;
      for (let i = 0; i < value.length; i++) {
        const found = at(value[i], rest, [...done, i]);
        if (found) return found;
      }
      return null;
    }
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, head as string)) return null;
    return at((value as Record<string, unknown>)[head as string], rest, [...done, head as string]);
  };
  for (const p of paths) {
    const found = at(data, p, []);
    if (found) return found;
  }
  return null;
}
