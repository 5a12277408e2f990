import { registerEffects } from '../workflow/registry.ts';
import { passWithdrawal, refuseWithdrawal } from './decision.ts';

/** The withdrawal review's effects (the pass and reject rows of contract withdrawalRows.ts). */
export function registerWithdrawalEffects(): void {
  registerEffects('withdrawals', {
    withdraw: (tx, c) => passWithdrawal(tx, c),
    refuseWithdrawal: (tx, c) => refuseWithdrawal(tx, c),
  });
}
