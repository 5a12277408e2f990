import { ErrorCode } from '@jb/contract/errors';
import { describe, expect, it } from 'vitest';
import { toAppError } from './errorHandler.ts';

/** A database error as node-postgres raises it, wrapped by the query builder as drizzle does. */
function wrapped(code: string) {
  const cause = Object.assign(new Error('deadlock detected'), { code });
  return Object.assign(new Error('Failed query: update …'), { cause });
}

describe('toAppError', () => {
  it('answers a transaction that lost a race (deadlock, serialization failure) with 409: try again', () => {
    for (const code of ['40P01', '40001']) {
      const e = toAppError(wrapped(code));
      expect(e?.code).toBe(ErrorCode.STALE_VERSION);
      expect(e?.status).toBe(409);
    }
  });

  it('answers a data exception the schemas let through (too long, out of range, a NUL) with 400', () => {
    for (const code of ['22001', '22003', '22008', '22021', '22P02']) {
      const e = toAppError(wrapped(code));
      expect(e?.code).toBe(ErrorCode.VALIDATION);
      expect(e?.status).toBe(400);
    }
  });

  it('leaves other database errors to the 500 handler', () => {
    expect(toAppError(wrapped('23505'))).toBeNull();
    expect(toAppError(wrapped('22012'))).toBeNull();
    expect(toAppError(new Error('boom'))).toBeNull();
  });
});
