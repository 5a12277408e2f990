import { FeeType } from '@jb/contract/enums/order';

/** An order chosen to take part of a remittance, and the amount typed for it (null or NaN: not an amount). */
export interface Pick {
  orderId: number;
  feeType: number;
  dueFen: number;
  amountFen: number | null;
}

/** The amount a newly chosen order starts with: a prepaid fee whole, else its due up to what is left. */
export function startingAmount(
  order: Omit<Pick, 'amountFen'>,
  restFen: number,
  picks: readonly Pick[],
): number {
  if (order.feeType === FeeType.PREPAID) return order.dueFen;
  const taken = picks.reduce((sum, p) => sum + (p.amountFen && p.amountFen > 0 ? p.amountFen : 0), 0);
  return Math.max(0, Math.min(order.dueFen, restFen - taken));
}

export type PickProblem = 'amount' | 'overDue' | 'prepaidWhole';

/** What is wrong with one chosen order's amount (the server refuses the same). */
export function pickProblem(p: Pick): PickProblem | null {
  if (p.amountFen === null || !Number.isInteger(p.amountFen) || p.amountFen <= 0) return 'amount';
  if (p.amountFen > p.dueFen) return 'overDue';
  if (p.feeType === FeeType.PREPAID && p.amountFen !== p.dueFen) return 'prepaidWhole';
  return null;
}

/** The match as it stands: its total, and whether it may be sent (something chosen, each amount fine, within the rest). */
export function planOf(picks: readonly Pick[], restFen: number) {
  const total = picks.reduce((sum, p) => sum + (Number.isInteger(p.amountFen) ? (p.amountFen ?? 0) : 0), 0);
  const over = total > restFen;
  const ready = picks.length > 0 && !over && picks.every((p) => pickProblem(p) === null);
  return { total, over, ready };
}
