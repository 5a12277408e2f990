import { dueFen, unpaidOrPaid } from '@jb/contract/balances';
import { DiscountStatus, DiscountType, FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import {
  DISCOUNT_RULES,
  type DiscountApplyBody,
  type discountReviewBody,
} from '@jb/contract/schemas/discounts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { readSettings } from '../settings/service.ts';
import { lockOrder, moveOrder, type OrderRow } from './service.ts';

/**
 * Discounts and waivers (订单优惠): applied for on an unpaid order (discountsStatus 1), then approved
 * (2: the amount due falls, and the order is paid when what it received covers the rest) or
 * rejected (3). One application at a time per order; each step one row of the order's history.
 */

const refuse = (path: string, rule: keyof typeof DISCOUNT_RULES) =>
  errors.validation([{ path, ...DISCOUNT_RULES[rule] }]);

/** What the application takes off, in fen: an amount, a percentage of the order's amount, or all that is due. */
function amountOf(order: OrderRow, b: DiscountApplyBody): number {
  if (b.type === DiscountType.AMOUNT) return b.amountFen!;
  if (b.type === DiscountType.PERCENT) return Math.floor((order.amountFen * b.percent!) / 100);
  return dueFen(order);
}

export function applyDiscount(db: Db, auth: AuthContext, b: DiscountApplyBody) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth, b.orderId, b.version);
    if (order.feeType === FeeType.PREPAID) throw refuse('orderId', 'prepaid');
    if (order.payStatus !== OrderPayStatus.UNPAID) throw refuse('orderId', 'notUnpaid');
    if (order.discountsStatus === DiscountStatus.REVIEW) throw refuse('orderId', 'underReview');
    const amountFen = amountOf(order, b);
    const field =
      b.type === DiscountType.PERCENT ? 'percent' : b.type === DiscountType.AMOUNT ? 'amountFen' : 'type';
    if (amountFen <= 0 || amountFen > dueFen(order)) throw refuse(field, 'exceedsDue');
    const [made] = await tx
      .insert(discounts)
      .values({
        pressId: order.pressId,
        orderId: order.id,
        type: b.type,
        percent: b.type === DiscountType.PERCENT ? b.percent! : null,
        amountFen,
        reason: b.reason,
        requestedBy: auth.userId,
      })
      .returning({ id: discounts.id });
    await moveOrder(
      tx,
      order,
      {
        kind: 'discount.requested',
        set: { discountsStatus: DiscountStatus.REVIEW },
        amountFen,
        note: b.reason,
        discountId: made!.id,
      },
      { type: 'staff', id: auth.userId },
    );
    return { id: made!.id, status: DiscountStatus.REVIEW, version: 0 };
  });
}

/** The application and its order, both locked, under the version read; 404 outside the person's scope. */
async function lockDiscount(tx: Tx, auth: AuthContext, id: number, version: number) {
  const [row] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update');
  if (!row) throw errors.notFound();
  const order = await lockOrder(tx, auth, row.orderId);
  if (row.version !== version) throw errors.staleVersion();
  return { row, order };
}

export function reviewDiscount(db: Db, auth: AuthContext, b: z.infer<typeof discountReviewBody>) {
  return db.transaction(async (tx) => {
    const { row, order } = await lockDiscount(tx, auth, b.id, b.version);
    if (row.status !== DiscountStatus.REVIEW) throw refuse('id', 'notUnderReview');
    const actor = { type: 'staff' as const, id: auth.userId };
    const pass = b.decision === 'pass';
    if (pass && (order.payStatus !== OrderPayStatus.UNPAID || row.amountFen > dueFen(order)))
      throw refuse('id', 'exceedsDue');
    const status = pass ? DiscountStatus.APPROVED : DiscountStatus.REJECTED;
    await tx
      .update(discounts)
      .set({
        status,
        reviewedBy: auth.userId,
        reviewNote: b.note,
        reviewedAt: new Date(),
        version: row.version + 1,
      })
      .where(eq(discounts.id, row.id));
    const discountFen = order.discountFen + (pass ? row.amountFen : 0);
    const moved = await moveOrder(
      tx,
      order,
      {
        kind: pass ? 'discount.approved' : 'discount.rejected',
        to: pass ? unpaidOrPaid({ ...order, discountFen }) : order.payStatus,
        set: { discountsStatus: status, discountFen },
        amountFen: row.amountFen,
        note: b.note,
        discountId: row.id,
      },
      actor,
    );
    if (pass && (await beyondThreshold(tx, order.pressId, discountFen, order.amountFen)))
      await moveOrder(
        tx,
        moved,
        { kind: 'abnormal', set: { abnormalFlag: 2 }, note: 'bigDiscount', discountId: row.id },
        actor,
      );
    return { id: row.id, status, version: row.version + 1 };
  });
}

/** Whether the order's discounts take more of its amount than the press's threshold allows. */
async function beyondThreshold(tx: Tx, pressId: number, discountFen: number, amountFen: number) {
  const { settings } = await readSettings(tx, pressId);
  return discountFen * 100 > amountFen * settings.finance.discountAbnormalPercent;
}
