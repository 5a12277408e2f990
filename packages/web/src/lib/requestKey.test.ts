import { requestKey } from '@jb/contract/schemas/ledger';
import { describe, expect, it } from 'vitest';
import { newRequestKey } from './requestKey.ts';

describe('newRequestKey', () => {
  it('makes keys the contract accepts, a new one each time', () => {
    const keys = Array.from({ length: 50 }, newRequestKey);
    for (const key of keys) expect(requestKey.safeParse(key).success).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
