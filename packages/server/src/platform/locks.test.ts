import { describe, expect, it } from 'vitest';
import { LOCKS } from './locks.ts';

describe('advisory lock keys', () => {
  it('give every purpose a key of its own', () => {
    const keys = Object.values(LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
