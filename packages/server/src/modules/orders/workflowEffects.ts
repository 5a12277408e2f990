import { errors } from '../../platform/errors.ts';
import { staffId } from '../workflow/actor.ts';
import { registerEffects } from '../workflow/registry.ts';
import { cancelPrepaidOrder, recordRemittance, waivePrepaidOrder } from './service.ts';

/** The prepaid fee's effects of the table's first rows (confirm the remittance, waive, withdraw). */
export function registerOrderEffects(): void {
  registerEffects('orders', {
    recordRemittance: async (tx, c) => {
      if (!c.input.remittance) throw errors.field('remittance', 'required');
      await recordRemittance(tx, c.manuscriptId, c.input.remittance, staffId(c.actor));
    },
    waivePrepaidOrder: (tx, c) => waivePrepaidOrder(tx, c.manuscriptId, c.note, staffId(c.actor)),
    cancelPrepaidOrder: (tx, c) => cancelPrepaidOrder(tx, c.manuscriptId, c.note, staffId(c.actor)),
  });
}
