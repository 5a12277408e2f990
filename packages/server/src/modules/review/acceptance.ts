import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { chinaDate, feeInForce } from '../manuscripts/service.ts';
import { createOrder } from '../orders/service.ts';
import { staffId } from '../workflow/actor.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/**
 * Acceptance confirmed: the acceptance fee order (SPEC §3 fee type 3) from the journal's fee in
 * force today, unless the journal charges none or the manuscript already has a live one.
 */
export async function openAcceptanceOrder(tx: Tx, c: EffectContext): Promise<void> {
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
