import { describe, expect, it } from 'vitest';
import { stepsInOrder } from './steps.ts';

describe('stepsInOrder', () => {
  it('lists every step in order with required ones on', () => {
    const steps = stepsInOrder([
      { key: 'mailing', enabled: true },
      { key: 'printing', enabled: false },
    ]);
    expect(steps.map((s) => s.key)).toEqual([
      'scheduling',
      'typesettingDispatch',
      'proofs',
      'filmOutput',
      'proofConfirmation',
      'printing',
      'mailing',
    ]);
    expect(steps.find((s) => s.key === 'printing')!.enabled).toBe(true);
    expect(steps.find((s) => s.key === 'mailing')!.enabled).toBe(true);
    expect(steps.find((s) => s.key === 'filmOutput')!.enabled).toBe(false);
  });
});
