import { FeeType } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, or } from 'drizzle-orm';
import { openFeeOrderFor } from '../../modules/review/feeOrders.ts';
import type { Tx } from '../client.ts';
import { manuscriptEvents, manuscripts } from '../schema/index.ts';

/**
 * The fee orders the moves of the demo's history open (seed/history.ts writes those moves as rows,
 * so their effects never ran): the duplicate-check fee (6) of each manuscript that entered the check,
 * the acceptance fee (3) of each whose acceptance was confirmed (80 → 90). Opened by the workflow
 * effect's own function, by whoever made the move and when: the journal's fee in force that day,
 * never twice for a manuscript (one that already has its order keeps it).
 */
export async function seedStageFees(tx: Tx, pressId: number): Promise<void> {
  const moves = await tx
    .select({
      manuscriptId: manuscripts.id,
      journalId: manuscripts.journalId,
      authorId: manuscripts.authorId,
      toStatus: manuscriptEvents.toStatus,
      actorType: manuscriptEvents.actorType,
      actorId: manuscriptEvents.actorId,
      at: manuscriptEvents.createdAt,
    })
    .from(manuscriptEvents)
    .innerJoin(manuscripts, eq(manuscripts.id, manuscriptEvents.manuscriptId))
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        or(
          eq(manuscriptEvents.toStatus, Status.SIMILARITY_CHECK),
          and(
            eq(manuscriptEvents.fromStatus, Status.ACCEPTANCE_CONFIRMATION),
            eq(manuscriptEvents.toStatus, Status.ACCEPTED),
          ),
        ),
      ),
    )
    .orderBy(asc(manuscriptEvents.createdAt), asc(manuscriptEvents.id));
  for (const m of moves) {
    await openFeeOrderFor(
      tx,
      { pressId, journalId: m.journalId, manuscriptId: m.manuscriptId, authorId: m.authorId },
      m.toStatus === Status.SIMILARITY_CHECK ? FeeType.SIMILARITY_CHECK : FeeType.ACCEPTANCE,
      { type: m.actorType === 'author' ? 'author' : 'staff', id: m.actorId },
      m.at,
    );
  }
}
