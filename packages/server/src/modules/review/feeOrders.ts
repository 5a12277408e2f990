import { OrderPayStatus } from '@jb/contract/enums/order';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { chinaDate, feeInForce } from '../manuscripts/service.ts';
import { createOrder, type OrderActor } from '../orders/service.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/** The manuscript a fee order is for. */
export interface FeeOrderSubject {
  pressId: number;
  journalId: number;
  manuscriptId: number;
  authorId: number;
}

/**
 * A fee order a workflow move opens (SPEC §3 fee types: 3 acceptance, 6 duplicate check): the
 * journal's fee of that type in force on the move's China day, unless the journal charges none or
 * the manuscript already has a live (not cancelled) order of that type, so a manuscript passing
 * the stage again is not charged twice.
 */
export async function openFeeOrder(tx: Tx, c: EffectContext, feeType: number, quantity = 1): Promise<void> {
  await openFeeOrderFor(
    tx,
    {
      pressId: c.subject.pressId,
      journalId: c.subject.journalId,
      manuscriptId: c.manuscriptId,
      authorId: c.subject.authorId,
    },
    feeType,
    c.actor.kind === 'staff'
      ? { type: 'staff', id: c.actor.auth.userId }
      : { type: 'author', id: c.actor.author.authorId },
    c.at,
    quantity,
  );
}

/**
 * `openFeeOrder` for a move given by its parts (the demo seed's history, whose moves are rows):
 * the order `actor`'s move at `at` opens, under the same rules.
 */
export async function openFeeOrderFor(
  tx: Tx,
  m: FeeOrderSubject,
  feeType: number,
  actor: OrderActor,
  at: Date,
  /** How many of the fee (the extra-page fee is per page). */
  quantity = 1,
): Promise<void> {
  const day = chinaDate(at).day;
  const unitFen = await feeInForce(tx, m.journalId, feeType, day);
  if (unitFen === null || quantity < 1) return;
  const amountFen = unitFen * quantity;
  const [live] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.manuscriptId, m.manuscriptId),
        eq(orders.feeType, feeType),
        ne(orders.payStatus, OrderPayStatus.CANCELLED),
      ),
    )
    .limit(1);
  if (live) return;
  await createOrder(tx, { ...m, feeType, amountFen }, actor, day, at);
}
