import { describe, expect, it } from 'vitest';
import { limiter } from './limit.ts';

describe('limiter', () => {
  it('runs at most n tasks at once, starts waiting tasks in the order they came, and keeps going after a failure', async () => {
    const run = limiter(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      active += 1;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
      if (i === 1) throw new Error('boom');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => run(task(i))));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // Not sorted: a queue served last-in-first-out would start 0, 1, 4, 3, 2.
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });
});
