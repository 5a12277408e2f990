import type { RemittanceInput } from '@jb/contract/schemas/orders';
import type { EffectName } from '@jb/contract/transitions';
import type { Tx } from '../../db/client.ts';
import { errors } from '../../platform/errors.ts';
import { cancelPrepaidOrder, recordRemittance, waivePrepaidOrder } from '../orders/service.ts';
import type { Actor } from './actor.ts';

/** What an effect gets: the manuscript, who acts, the reason, the action's own input. */
export interface EffectContext {
  manuscriptId: number;
  actor: Actor;
  note: string;
  input: { remittance?: RemittanceInput };
}

function staffId(actor: Actor): number {
  if (actor.kind !== 'staff') throw errors.forbidden();
  return actor.auth.userId;
}

/** The side effects transition rows declare, run in the action's transaction. */
export const EFFECTS: Record<EffectName, (tx: Tx, c: EffectContext) => Promise<void>> = {
  recordRemittance: async (tx, c) => {
    if (!c.input.remittance) throw errors.field('remittance', 'required');
    await recordRemittance(tx, c.manuscriptId, c.input.remittance, staffId(c.actor));
  },
  waivePrepaidOrder: (tx, c) => waivePrepaidOrder(tx, c.manuscriptId, c.note, staffId(c.actor)),
  cancelPrepaidOrder: (tx, c) => cancelPrepaidOrder(tx, c.manuscriptId, c.note, staffId(c.actor)),
};
