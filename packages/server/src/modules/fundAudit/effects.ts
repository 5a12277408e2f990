import { FoundationStatus } from '@jb/contract/enums/manuscript';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscripts } from '../../db/schema/index.ts';
import type { EffectContext } from '../workflow/effectContext.ts';
import { registerEffects } from '../workflow/registry.ts';

/** The fund's audit result, written by the pass and fail rows (the move itself is the engine's). */
const settle = (status: number) => async (tx: Tx, c: EffectContext) => {
  await tx.update(manuscripts).set({ foundationStatus: status }).where(eq(manuscripts.id, c.manuscriptId));
};

/** The fund audit's effects (contract fundAuditRows.ts). */
export function registerFundAuditEffects(): void {
  registerEffects('fundAudit', {
    passFund: settle(FoundationStatus.PASSED),
    failFund: settle(FoundationStatus.FAILED),
  });
}
