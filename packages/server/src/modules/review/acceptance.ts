import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { chinaDate, feeInForce } from '../manuscripts/service.ts';
import { createOrder } from '../orders/service.ts';
import { staffId } from '../workflow/actor.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/** Acceptance confirmed: the acceptance fee order, and the acceptance letter queued. */
export async function confirmAcceptance(tx: Tx, c: EffectContext): Promise<void> {
  await openAcceptanceOrder(tx, c);
  // The letter (and the author's notice with it) is made after the commit, by its job.
  await c.notifier.jobs.send(
    tx,
    QUEUES.acceptanceLetter,
    { manuscriptId: c.manuscriptId, eventId: c.eventId },
    { singletonKey: `acceptanceLetter:${c.manuscriptId}` },
  );
}

/**
 * The acceptance fee order (SPEC §3 fee type 3) from the journal's fee in force today, unless the
 * journal charges none or the manuscript already has a live one.
 */
async function openAcceptanceOrder(tx: Tx, c: EffectContext): Promise<void> {
  const day = chinaDate(c.at).day;
  const amountFen = await feeInForce(tx, c.subject.journalId, FeeType.ACCEPTANCE, day);
  if (amountFen === null) return;
  const [live] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.manuscriptId, c.manuscriptId),
        eq(orders.feeType, FeeType.ACCEPTANCE),
        ne(orders.payStatus, OrderPayStatus.CANCELLED),
      ),
    )
    .limit(1);
  if (live) return;
  await createOrder(
    tx,
    {
      pressId: c.subject.pressId,
      journalId: c.subject.journalId,
      manuscriptId: c.manuscriptId,
      authorId: c.subject.authorId,
      feeType: FeeType.ACCEPTANCE,
      amountFen,
    },
    { type: 'staff', id: staffId(c.actor) },
    day,
    c.at,
  );
}
