import { FeeType } from '@jb/contract/enums/order';
import type { Tx } from '../../db/client.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import type { EffectContext } from '../workflow/effectContext.ts';
import { openFeeOrder } from './feeOrders.ts';

/** Acceptance confirmed: the acceptance fee order (fee type 3), and the acceptance letter queued. */
export async function confirmAcceptance(tx: Tx, c: EffectContext): Promise<void> {
  await openFeeOrder(tx, c, FeeType.ACCEPTANCE);
  // The letter (and the author's notice with it) is made after the commit, by its job.
  await c.notifier.jobs.send(
    tx,
    QUEUES.acceptanceLetter,
    { manuscriptId: c.manuscriptId, eventId: c.eventId },
    { singletonKey: `acceptanceLetter:${c.manuscriptId}` },
  );
}
