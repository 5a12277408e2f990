import {
  inputProblem,
  MAX_INPUT_DEPTH,
  withoutForbiddenCharacters,
} from '@jb/contract/schemas/hiddenCharacters';
import { numberFieldPaths, outOfRangePath } from '@jb/contract/schemas/integerRange';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** The contract's input checks (issue 22) the server's validator applies and the web's sending relies on. */
describe('hidden characters', () => {
  it('the web drops invisible controls and direction marks from what it sends, keeping line ends and tabs', () => {
    const sent = withoutForbiddenCharacters({ title: 'a\u0000b\u202Ec', rows: ['x\fy', 'p\r\n\tq'], n: 3 });
    expect(sent).toEqual({ title: 'abc', rows: ['xy', 'p\r\n\tq'], n: 3 });
  });

  it('finds the first forbidden character with its path, in a value or a key', () => {
    expect(inputProblem({ a: ['ok', { b: 'x\u0007' }] })).toEqual({ path: ['a', 1, 'b'], problem: 'hidden' });
    expect(inputProblem({ a: { 'k\u202E': 1 } })).toEqual({ path: ['a', 'k\u202E'], problem: 'hidden' });
    expect(inputProblem({ a: 'line\r\nnext\ttab', b: '\u200Fmark' })).toBeNull();
  });

  it('refuses nesting past the limit without walking it on the call stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(inputProblem({ a: deep })?.problem).toBe('deep');
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 2; i++) fine = [fine];
    expect(inputProblem({ a: fine })).toBeNull();
  });
});

describe('integer range', () => {
  const schema = z.object({
    id: z.coerce.number().int(),
    rows: z.array(z.object({ fen: z.number() })),
    byKey: z.record(z.string(), z.number()),
    pre: z.preprocess((v) => v, z.number()),
    name: z.string(),
  });
  const paths = numberFieldPaths(schema);

  it('finds the number fields through arrays, records and pipes, not the text ones', () => {
    expect(paths).toEqual([['id'], ['rows', '*', 'fen'], ['byKey', '*'], ['pre']]);
  });

  it('refuses what no int4 column holds, in any spelling a coercion reads', () => {
    for (const id of ['2147483648', '3e9', '0x80000000', 2 ** 63, -(2 ** 31) - 1])
      expect(outOfRangePath({ id }, paths), String(id)).toEqual(['id']);
    expect(outOfRangePath({ rows: [{ fen: 1 }, { fen: 2 ** 31 }] }, paths)).toEqual(['rows', 1, 'fen']);
    expect(outOfRangePath({ byKey: { a: 1, b: 2 ** 40 } }, paths)).toEqual(['byKey', 'b']);
    expect(outOfRangePath({ id: '2147483647', name: '9999999999999' }, paths)).toBeNull();
  });
});
