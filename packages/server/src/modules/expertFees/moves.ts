import { AuditFeeStatus } from '@jb/contract/enums/order';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { expertFeeEvents, expertReviews } from '../../db/schema/index.ts';

/**
 * The one door of a review fee's status (audit fee status 0-3): every change is the review's row and
 * exactly one `expert_fee_events` row (who, when, which batch, why), in the caller's transaction.
 */

export interface FeeMove {
  from: number;
  to: number;
  /** The batch the fee is in afterwards (null: none). */
  batchId: number | null;
  /** The batch the change is about (kept on the event; a cancelled batch's fees leave it). */
  eventBatchId: number | null;
  actorId: number;
  note: string;
}

/**
 * Moves the fees `which` selects from `move.from` to `move.to`; the state guard sits in the SQL, so
 * a fee another transaction moved first is left alone. Answers the fees moved.
 */
export async function moveFees(tx: Tx, which: SQL, move: FeeMove) {
  const moved = await tx
    .update(expertReviews)
    .set({ feeStatus: move.to, feeBatchId: move.batchId })
    .where(and(which, eq(expertReviews.feeStatus, move.from)))
    .returning({ invitationId: expertReviews.invitationId, feeFen: expertReviews.feeFen });
  if (moved.length > 0) {
    await tx.insert(expertFeeEvents).values(
      moved.map((f) => ({
        invitationId: f.invitationId,
        batchId: move.eventBatchId,
        fromStatus: move.from,
        toStatus: move.to,
        amountFen: f.feeFen,
        actorId: move.actorId,
        note: move.note,
      })),
    );
  }
  return moved;
}

/**
 * A review just submitted (its fee written, status none) earns the fee: unpaid (1), with its history
 * row, the expert being who earned it. A review of a journal paying no fee stays at none (0).
 */
export async function earnFee(tx: Tx, invitationId: number, feeFen: number, expertId: number) {
  if (feeFen <= 0) return;
  await moveFees(tx, inArray(expertReviews.invitationId, [invitationId]), {
    from: AuditFeeStatus.NONE,
    to: AuditFeeStatus.UNPAID,
    batchId: null,
    eventBatchId: null,
    actorId: expertId,
    note: '',
  });
}
