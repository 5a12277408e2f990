import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import {
  ORDER_RULES,
  type OrderAction,
  type orderEndBody,
  type otherOrderBody,
} from '@jb/contract/schemas/orders';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';
import { chinaDate } from '../manuscripts/service.ts';
import { createOrder, moveOrder } from './service.ts';

const MANAGE = ['finance.orderList.manage', 'operation.orderInquiry.manage'];

/** What the person may do to an order now: end an unpaid one by hand, except the prepaid fee (the workflow's). */
export function orderActions(auth: AuthContext, o: { payStatus: number; feeType: number }): OrderAction[] {
  if (!MANAGE.some((p) => auth.permissions.has(p))) return [];
  return o.payStatus === OrderPayStatus.UNPAID && o.feeType !== FeeType.PREPAID ? ['cancel', 'close'] : [];
}

/** An "other fee" order (fee type 2) of a manuscript of the person's press and journals, by its number. */
export function saveOtherOrder(db: Db, auth: AuthContext, body: z.infer<typeof otherOrderBody>) {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select({
        id: manuscripts.id,
        pressId: manuscripts.pressId,
        journalId: manuscripts.journalId,
        authorId: manuscripts.authorId,
      })
      .from(manuscripts)
      .where(and(eq(manuscripts.articleNo, body.articleNo), eq(manuscripts.pressId, auth.pressId ?? -1)))
      .limit(1);
    const inScope = m
      ? await requireJournal(tx, auth, m.journalId).then(
          () => true,
          () => false,
        )
      : false;
    if (!m || !inScope) throw errors.validation([{ path: 'articleNo', ...ORDER_RULES.notFound }]);
    const now = new Date();
    return createOrder(
      tx,
      {
        pressId: m.pressId,
        journalId: m.journalId,
        authorId: m.authorId,
        manuscriptId: m.id,
        feeType: FeeType.OTHER,
        amountFen: body.amountFen,
      },
      { type: 'staff', id: auth.userId },
      chinaDate(now).day,
      now,
      body.reason,
    );
  });
}

/** Cancels (2) or closes (3) an unpaid order other than the prepaid fee, under the version read. */
export function endOrder(db: Db, auth: AuthContext, action: OrderAction, body: z.infer<typeof orderEndBody>) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, body.id)).for('update');
    if (!order) throw errors.notFound();
    assertSamePress(auth, order.pressId);
    await requireJournal(tx, auth, order.journalId);
    if (order.version !== body.version) throw errors.staleVersion();
    if (order.feeType === FeeType.PREPAID) throw errors.validation([{ path: 'id', ...ORDER_RULES.prepaid }]);
    if (order.payStatus !== OrderPayStatus.UNPAID)
      throw errors.validation([{ path: 'id', ...ORDER_RULES.notUnpaid }]);
    const to = action === 'cancel' ? OrderPayStatus.CANCELLED : OrderPayStatus.CLOSED;
    await moveOrder(
      tx,
      order,
      { kind: action === 'cancel' ? 'cancelled' : 'closed', to, note: body.reason },
      { type: 'staff', id: auth.userId },
    );
    return { id: order.id, payStatus: to, version: order.version + 1 };
  });
}
