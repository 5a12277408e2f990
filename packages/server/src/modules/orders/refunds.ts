import { authorMayAskRefund } from '@jb/contract/authorActions';
import { refundableFen } from '@jb/contract/balances';
import { OPEN_REFUND_STATUSES, OrderPayStatus, RefundStatus } from '@jb/contract/enums/order';
import {
  REFUND_RULES,
  type refundAdminBody,
  type refundFinanceBody,
  type refundRequestBody,
} from '@jb/contract/schemas/refunds';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { manuscripts, orders, refunds } from '../../db/schema/index.ts';
import type { AuthContext, AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { refundPaidBack, refundPassedByAdmin, refundRejectedByFinance } from '../invoices/refundHooks.ts';
import { lockOrder, moveOrder, type OrderActor, type OrderRow } from './service.ts';

/**
 * Refunds: requested (0), decided by the press administrator (1 rejected, 2 passed to finance), then
 * by finance (3 rejected, 4 refunded). Open refunds (0, 2) hold their amount of the paid balance, so
 * two requests together never ask back more than was paid; only 4 moves money, in the same
 * transaction as the order's sums. Each step is one row of the order's history.
 */

const refuse = (path: string, rule: keyof typeof REFUND_RULES) =>
  errors.validation([{ path, ...REFUND_RULES[rule] }]);

/** What the order's open refunds hold now (the order is locked by the caller). */
async function heldFen(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, OPEN_REFUND_STATUSES)));
  return Number(row?.n ?? 0);
}

/**
 * A refund asked for on an order (locked by the caller under the version read). The requester is
 * staff (for the author) or the author (on the author site, who passes their own check first).
 */
export async function requestRefundOf(
  tx: Tx,
  order: OrderRow,
  b: z.infer<typeof refundRequestBody>,
  requester: OrderActor,
) {
  // Only a paid order gives money back (a part payment is completed or waived first).
  if (order.payStatus !== OrderPayStatus.PAID || order.paidFen <= 0) throw refuse('orderId', 'nothingPaid');
  if (b.amountFen > refundableFen(order, await heldFen(tx, order.id)))
    throw refuse('amountFen', 'exceedsPaid');
  const [made] = await tx
    .insert(refunds)
    .values({
      pressId: order.pressId,
      orderId: order.id,
      amountFen: b.amountFen,
      reason: b.reason,
      requestedByType: requester.type,
      requestedById: requester.id,
    })
    .returning({ id: refunds.id });
  await moveOrder(
    tx,
    order,
    { kind: 'refund.requested', amountFen: b.amountFen, note: b.reason, refundId: made!.id },
    requester,
  );
  return { id: made!.id, status: RefundStatus.ADMIN_PENDING, version: 0 };
}

export const requestRefund = (db: Db, auth: AuthContext, b: z.infer<typeof refundRequestBody>) =>
  db.transaction(async (tx) =>
    requestRefundOf(tx, await lockOrder(tx, auth, b.orderId, b.version), b, {
      type: 'staff',
      id: auth.userId,
    }),
  );

/**
 * The author asks on the journal's site for money back on an order of a manuscript of theirs in a
 * status the contract's refund rule allows (rejected, 400): the same rule that offers the author the
 * `requestRefund` action; the same request, starting at the administrator's review.
 */
export function authorRequestRefund(db: Db, author: AuthorContext, b: z.infer<typeof refundRequestBody>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, status: manuscripts.status })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .where(
        and(
          eq(orders.id, b.orderId),
          eq(orders.authorId, author.authorId),
          eq(orders.pressId, author.pressId),
        ),
      )
      .for('update', { of: orders });
    if (!row) throw errors.notFound();
    if (!authorMayAskRefund(row.status)) throw refuse('orderId', 'notRejected');
    if (row.order.version !== b.version) throw errors.staleVersion();
    return requestRefundOf(tx, row.order, b, { type: 'author', id: author.authorId });
  });
}

/** The refund and its order, both locked, at the step expected and under the version read. */
async function lockRefund(tx: Tx, auth: AuthContext, b: { id: number; version: number }, step: number) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, b.id)).for('update');
  if (!row) throw errors.notFound();
  const order = await lockOrder(tx, auth, row.orderId);
  if (row.version !== b.version) throw errors.staleVersion();
  if (row.status !== step) throw refuse('id', 'wrongStage');
  return { row, order };
}

/** The press administrator's decision: 0 → 2 (on to finance) or 1 (rejected, the amount released). */
export function adminDecideRefund(db: Db, auth: AuthContext, b: z.infer<typeof refundAdminBody>) {
  return db.transaction(async (tx) => {
    const { row, order } = await lockRefund(tx, auth, b, RefundStatus.ADMIN_PENDING);
    const pass = b.decision === 'pass';
    const status = pass ? RefundStatus.FINANCE_PENDING : RefundStatus.ADMIN_REJECTED;
    await tx
      .update(refunds)
      .set({ status, adminBy: auth.userId, adminNote: b.note, adminAt: new Date(), version: row.version + 1 })
      .where(eq(refunds.id, row.id));
    if (pass) await refundPassedByAdmin(tx, order.id, { type: 'staff', id: auth.userId });
    await moveOrder(
      tx,
      order,
      {
        kind: pass ? 'refund.adminApproved' : 'refund.adminRejected',
        amountFen: row.amountFen,
        note: b.note,
        refundId: row.id,
      },
      { type: 'staff', id: auth.userId },
    );
    return { id: row.id, status, version: row.version + 1 };
  });
}

/**
 * Finance's decision: 2 → 4 (the money sent back, with its voucher: paid falls and refunded rises;
 * the order is refunded when nothing paid is left) or 3 (rejected, the amount released).
 */
export function financeDecideRefund(db: Db, auth: AuthContext, b: z.infer<typeof refundFinanceBody>) {
  return db.transaction(async (tx) => {
    const { row, order } = await lockRefund(tx, auth, b, RefundStatus.FINANCE_PENDING);
    const pass = b.decision === 'pass';
    const status = pass ? RefundStatus.REFUNDED : RefundStatus.FINANCE_REJECTED;
    // Open refunds hold their amount, so the paid balance covers this one; the check keeps it so.
    if (pass && row.amountFen > order.paidFen) throw refuse('id', 'exceedsPaid');
    const actor = { type: 'staff' as const, id: auth.userId };
    // An issued invoice waits for its red-letter reversal; a request not issued yet is void.
    await (pass ? refundPaidBack : refundRejectedByFinance)(tx, order.id, actor);
    await tx
      .update(refunds)
      .set({
        status,
        financeBy: auth.userId,
        financeNote: b.note,
        financeAt: new Date(),
        voucherNote: pass ? b.voucherNote : '',
        version: row.version + 1,
      })
      .where(eq(refunds.id, row.id));
    const paidFen = order.paidFen - (pass ? row.amountFen : 0);
    await moveOrder(
      tx,
      order,
      {
        kind: pass ? 'refund.refunded' : 'refund.financeRejected',
        to: pass && paidFen === 0 ? OrderPayStatus.REFUNDED : order.payStatus,
        set: pass ? { paidFen, refundedFen: order.refundedFen + row.amountFen } : {},
        amountFen: row.amountFen,
        note: pass ? b.voucherNote : b.note,
        refundId: row.id,
      },
      { type: 'staff', id: auth.userId },
    );
    return { id: row.id, status, version: row.version + 1 };
  });
}
