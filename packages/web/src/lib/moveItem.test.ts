import { describe, expect, it } from 'vitest';
import { moveItem } from './moveItem.ts';

describe('moveItem', () => {
  it('moves an item down, up and to the ends', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
    expect(moveItem([1, 2, 3, 4], 1, 3)).toEqual([1, 3, 4, 2]);
  });

  it('leaves the list as it was for a move to the same place or out of range', () => {
    const list = [1, 2, 3];
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
    expect(moveItem(list, 0, 3)).toEqual(list);
    expect(moveItem(list, 0, 2)).not.toBe(list);
  });
});
