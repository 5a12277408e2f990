import { dueFen, refundableFen, type Sums } from '@jb/contract/balances';
import { DiscountStatus, FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import {
  ORDER_RULES,
  type OrderAction,
  type orderEndBody,
  type orderReceiveBody,
  type otherOrderBody,
} from '@jb/contract/schemas/orders';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, payments } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { chinaDate } from '../manuscripts/service.ts';
import { markMismatch, mismatchMarked } from './mismatch.ts';
import { createOrder, lockOrder, moveOrder, type OrderRow, recordPayment } from './service.ts';

const MANAGE = ['finance.orderList.manage', 'operation.orderInquiry.manage'];

const can = (auth: AuthContext, ...codes: string[]) => codes.some((p) => auth.permissions.has(p));

/**
 * What the person may do to an order now: end an unpaid one by hand or record money received on it
 * (not the prepaid fee: the workflow's), apply for a discount while none is under review, ask for a
 * refund of what was paid and is not held by an open refund.
 */
export function orderActions(
  auth: AuthContext,
  o: Sums & { payStatus: number; feeType: number; discountsStatus: number; openRefundFen: number },
): OrderAction[] {
  const unpaid = o.payStatus === OrderPayStatus.UNPAID;
  const byHand = unpaid && o.feeType !== FeeType.PREPAID;
  const endable = byHand && o.paidFen === 0;
  const actions: OrderAction[] = [];
  if (endable && can(auth, ...MANAGE)) actions.push('cancel', 'close');
  if (byHand && dueFen(o) > 0 && can(auth, 'finance.orderList.receive')) actions.push('receive');
  if (
    byHand &&
    dueFen(o) > 0 &&
    o.discountsStatus !== DiscountStatus.REVIEW &&
    can(auth, 'operation.orderDiscount.apply')
  )
    actions.push('discount');
  if (
    o.payStatus === OrderPayStatus.PAID &&
    refundableFen(o, o.openRefundFen) > 0 &&
    can(auth, 'operation.refundAudit.request')
  )
    actions.push('refund');
  return actions;
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
    const order = await lockOrder(tx, auth, body.id, body.version);
    if (order.feeType === FeeType.PREPAID) throw errors.validation([{ path: 'id', ...ORDER_RULES.prepaid }]);
    if (order.payStatus !== OrderPayStatus.UNPAID)
      throw errors.validation([{ path: 'id', ...ORDER_RULES.notUnpaid }]);
    if (order.paidFen > 0) throw errors.validation([{ path: 'id', ...ORDER_RULES.partlyPaid }]);
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

/** What is received; the voucher's file may be left out (the seed and other services record none). */
type ReceiveBody = Omit<z.infer<typeof orderReceiveBody>, 'voucherFileId'> & {
  voucherFileId?: number | null;
};

const answer = (o: Pick<OrderRow, 'id' | 'payStatus' | 'version'>, abnormal: boolean) => ({
  id: o.id,
  payStatus: o.payStatus,
  version: o.version,
  abnormal,
});

/**
 * Money received on an order other than the prepaid fee (a remittance, or cash or card at the
 * counter), whole or in part. More than the order still owes is not recorded as paid: the order is
 * marked abnormal (paidMismatch) as an online payment that does not fit is. Idempotent by the
 * request's key: a retry answers what the first did.
 */
export function receiveOrder(db: Db, auth: AuthContext, body: ReceiveBody) {
  return db.transaction(async (tx) => {
    const ref = body.requestKey ? `${body.method}:${body.requestKey}` : '';
    if (body.requestKey) {
      const [done] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.method, body.method), eq(payments.idempotencyKey, body.requestKey)));
      if (done && done.orderId !== body.id)
        throw errors.validation([{ path: 'requestKey', ...ORDER_RULES.requestReused }]);
      const marked = !done && (await mismatchMarked(tx, body.id, ref));
      if (done || marked) return answer(await lockOrder(tx, auth, body.id), marked);
    }
    const order = await lockOrder(tx, auth, body.id, body.version);
    if (order.feeType === FeeType.PREPAID)
      throw errors.validation([{ path: 'id', ...ORDER_RULES.prepaidReceive }]);
    const actor = { type: 'staff' as const, id: auth.userId };
    if (order.payStatus === OrderPayStatus.UNPAID && body.amountFen > dueFen(order))
      return answer(await markMismatch(tx, order, { amountFen: body.amountFen, ref }, actor), true);
    const after = await recordPayment(
      tx,
      order,
      {
        method: body.method,
        amountFen: body.amountFen,
        remitter: body.payer,
        paidOn: body.paidOn,
        voucherNote: body.voucherNote,
        voucherFileId: body.voucherFileId,
        idempotencyKey: body.requestKey,
        confirmedBy: auth.userId,
      },
      actor,
    );
    return answer(after, false);
  });
}
