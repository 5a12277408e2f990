import { mayAskWithdrawal } from '@jb/contract/authorActions';
import { type WithdrawalChannel, WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { manuscriptEvents, manuscripts, withdrawalRequests } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';

/** A manuscript as a withdrawal request reads it: where it stands and whether a request waits. */
export interface Asked {
  id: number;
  pressId: number;
  journalId: number;
  status: number;
}

/** Whether a request of the manuscript waits for review. */
export async function pendingOf(db: Db | Tx, manuscriptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.manuscriptId, manuscriptId),
        eq(withdrawalRequests.status, WithdrawalStatus.PENDING),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Refuses a manuscript that cannot be asked for now: its status (400), a request already waiting (400). */
export async function assertMayAsk(db: Db | Tx, m: Asked): Promise<void> {
  const pending = await pendingOf(db, m.id);
  if (mayAskWithdrawal({ status: m.status as never, withdrawalPending: pending })) return;
  throw errors.field('manuscriptId', pending ? 'withdrawal.open' : 'withdrawal.status');
}

/**
 * Writes the request, in the caller's transaction, with the manuscript's row locked and checked
 * again (two requests at once: the second sees the first), and its line on the timeline. Moves
 * nothing: the review decides.
 */
export async function openRequest(
  tx: Tx,
  manuscriptId: number,
  r: { reason: string; channel: WithdrawalChannel; by: { type: 'author' | 'staff'; id: number } },
) {
  const [m] = await tx
    .select({
      id: manuscripts.id,
      pressId: manuscripts.pressId,
      journalId: manuscripts.journalId,
      status: manuscripts.status,
    })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId))
    .for('update');
  if (!m) throw errors.notFound();
  await assertMayAsk(tx, m);
  const [made] = await tx
    .insert(withdrawalRequests)
    .values({
      pressId: m.pressId,
      journalId: m.journalId,
      manuscriptId: m.id,
      reason: r.reason,
      fromStatus: m.status,
      channel: r.channel,
      requestedByType: r.by.type,
      requestedById: r.by.id,
    })
    .returning({ id: withdrawalRequests.id });
  await tx.insert(manuscriptEvents).values({
    manuscriptId: m.id,
    action: 'withdrawalRequested',
    fromStatus: m.status,
    toStatus: m.status,
    actorType: r.by.type,
    actorId: r.by.id,
    note: r.reason,
  });
  return { id: made!.id, status: WithdrawalStatus.PENDING, version: 0 };
}
