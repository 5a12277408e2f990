import { FeeType } from '@jb/contract/enums/order';
import type { Tx } from '../../db/client.ts';
import { openFeeOrder } from '../review/feeOrders.ts';
import type { EffectContext } from '../workflow/effectContext.ts';
import { requestCheck } from './request.ts';

/**
 * A manuscript enters the duplicate check (20), from whichever row: its newest manuscript file is
 * checked (unless that file has a finished report already: an undo or a send-back does not check
 * it twice), and the journal's duplicate-check fee (fee type 6) is ordered once.
 */
export async function enterSimilarityCheck(tx: Tx, c: EffectContext): Promise<void> {
  await requestCheck(tx, c.notifier.jobs, {
    manuscriptId: c.manuscriptId,
    requestedBy: null,
    unlessChecked: true,
  });
  await openFeeOrder(tx, c, FeeType.SIMILARITY_CHECK);
}
