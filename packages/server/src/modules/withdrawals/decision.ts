import { WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { withdrawalRequests } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { stopInvitations } from '../experts/stopInvitations.ts';
import { settleWithdrawnOrders } from '../orders/withdrawn.ts';
import { endAllocation } from '../review/records.ts';
import { staffId } from '../workflow/actor.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/** Closes the manuscript's waiting request with the decision (the engine's row already moved it). */
async function closeRequest(tx: Tx, c: EffectContext, status: number) {
  const [row] = await tx
    .update(withdrawalRequests)
    .set({
      status,
      decidedBy: staffId(c.actor),
      decidedAt: c.at,
      decisionNote: c.note,
      version: sql`${withdrawalRequests.version} + 1`,
    })
    .where(
      and(
        eq(withdrawalRequests.manuscriptId, c.manuscriptId),
        eq(withdrawalRequests.status, WithdrawalStatus.PENDING),
      ),
    )
    .returning({ id: withdrawalRequests.id, reason: withdrawalRequests.reason });
  if (!row) throw errors.field('id', 'withdrawal.decided');
  return row;
}

/**
 * `withdraw` (the pass row, → 400): the request passed; the open allocation ends (a move to 400
 * otherwise keeps it, as a rejection sent back returns to the same person), every open expert
 * invitation is cancelled, unpaid fees cancelled and money paid offered back as refund requests.
 * Reminders follow the status (an unpaid prepaid fee at 0, an expert's review at 60), so none is
 * sent for a withdrawn manuscript; the set-aside mark ends with any move (review's exit hook).
 */
export async function passWithdrawal(tx: Tx, c: EffectContext): Promise<void> {
  const request = await closeRequest(tx, c, WithdrawalStatus.PASSED);
  await endAllocation(tx, c.manuscriptId, c.at);
  await stopInvitations(tx, c.manuscriptId);
  await settleWithdrawnOrders(tx, c.manuscriptId, request.reason, { type: 'staff', id: staffId(c.actor) });
}

/** `refuseWithdrawal` (the reject row, stays): the request rejected with the reason. */
export async function refuseWithdrawal(tx: Tx, c: EffectContext): Promise<void> {
  await closeRequest(tx, c, WithdrawalStatus.REJECTED);
}
