import { describe, expect, it } from 'vitest';
import { pickProblem, planOf, startingAmount } from './matchPlan.ts';

describe('a match being put together', () => {
  const other = { orderId: 1, feeType: 2, dueFen: 80_000 };
  const prepaid = { orderId: 2, feeType: 1, dueFen: 50_000 };

  it('starts an order with its due, up to what the remittance has left; a prepaid fee whole', () => {
    expect(startingAmount(other, 100_000, [])).toBe(80_000);
    expect(startingAmount(other, 100_000, [{ ...prepaid, amountFen: 50_000 }])).toBe(50_000);
    expect(startingAmount(prepaid, 10_000, [])).toBe(50_000);
    expect(startingAmount(other, 10_000, [{ ...prepaid, amountFen: 50_000 }])).toBe(0);
  });

  it('refuses what the server would: no amount, above the due, a prepaid fee in part, above the rest', () => {
    expect(pickProblem({ ...other, amountFen: null })).toBe('amount');
    expect(pickProblem({ ...other, amountFen: Number.NaN })).toBe('amount');
    expect(pickProblem({ ...other, amountFen: 80_001 })).toBe('overDue');
    expect(pickProblem({ ...prepaid, amountFen: 20_000 })).toBe('prepaidWhole');
    expect(
      planOf(
        [
          { ...other, amountFen: 60_000 },
          { ...prepaid, amountFen: 50_000 },
        ],
        100_000,
      ),
    ).toEqual({
      total: 110_000,
      over: true,
      ready: false,
    });
    expect(
      planOf(
        [
          { ...other, amountFen: 50_000 },
          { ...prepaid, amountFen: 50_000 },
        ],
        100_000,
      ),
    ).toEqual({
      total: 100_000,
      over: false,
      ready: true,
    });
    expect(planOf([], 100).ready).toBe(false);
  });
});
