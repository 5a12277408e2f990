import { dueFen } from '@jb/contract/balances';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { ErrorCode } from '@jb/contract/errors';
import { ORDER_RULES, type RemittanceInput } from '@jb/contract/schemas/orders';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscripts, orderCounters, orderEvents, orders, payments } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { AppError, errors } from '../../platform/errors.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';
import { bookEntry } from '../books/entries.ts';
import { isStaffVoucher } from '../files/vouchers.ts';
import { adjustOrderTotals } from './totals.ts';

/**
 * The order service: the one place that creates orders and changes their payment status, each
 * change a row of `order_events` in the caller's transaction. The finance issue extends it with
 * discounts, refunds and invoices; production adds rush and extra-page fees through `createOrder`.
 */

export type OrderRow = typeof orders.$inferSelect;

export interface OrderActor {
  type: 'author' | 'staff';
  id: number;
}

/** The press's next order number of a China day: YYYYMMDD and a 5-digit sequence, unique per press. */
async function nextOrderNum(tx: Tx, pressId: number, day: string): Promise<string> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ pressId, day, last: 1 })
    .onConflictDoUpdate({
      target: [orderCounters.pressId, orderCounters.day],
      set: { last: sql`${orderCounters.last} + 1` },
    })
    .returning({ last: orderCounters.last });
  return `${day.replaceAll('-', '')}${String(row!.last).padStart(5, '0')}`;
}

export async function createOrder(
  tx: Tx,
  o: {
    pressId: number;
    journalId: number;
    manuscriptId: number;
    authorId: number;
    feeType: number;
    amountFen: number;
  },
  actor: OrderActor,
  day: string,
  now = new Date(),
  /** Why it was ordered (a staff member's other fee); the 'created' event keeps it. */
  note = '',
) {
  const orderNum = await nextOrderNum(tx, o.pressId, day);
  const [m] = await tx
    .select({ referrerId: manuscripts.referrerId })
    .from(manuscripts)
    .where(eq(manuscripts.id, o.manuscriptId));
  const [created] = await tx
    .insert(orders)
    .values({ ...o, orderNum, referrerId: m?.referrerId ?? null, createdAt: now })
    .returning({ id: orders.id });
  const key = { ...o, payStatus: OrderPayStatus.UNPAID, abnormalFlag: 0, createdAt: now };
  await adjustOrderTotals(tx, [{ key, n: 1, amountFen: o.amountFen, paidFen: 0 }]);
  await tx.insert(orderEvents).values({
    orderId: created!.id,
    kind: 'created',
    toPayStatus: OrderPayStatus.UNPAID,
    amountFen: o.amountFen,
    actorType: actor.type,
    actorId: actor.id,
    note,
    createdAt: now,
  });
  return { id: created!.id, orderNum };
}

/**
 * An order of the person's press and journals, locked for this transaction: 404 for another press's
 * or journal's, 409 when it changed since the version the person read (when one is given).
 */
export async function lockOrder(tx: Tx, auth: AuthContext, id: number, version?: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw errors.notFound();
  assertSamePress(auth, order.pressId);
  await requireJournal(tx, auth, order.journalId);
  if (version !== undefined && order.version !== version) throw errors.staleVersion();
  return order;
}

/** The manuscript's unpaid order of a fee type (the newest), locked for this transaction. */
export async function unpaidFeeOrder(tx: Tx, manuscriptId: number, feeType: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.manuscriptId, manuscriptId),
        eq(orders.feeType, feeType),
        eq(orders.payStatus, OrderPayStatus.UNPAID),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1)
    .for('update');
  return row;
}

/** The manuscript's open prepaid-fee order, locked for this transaction. */
export const openPrepaidOrder = (tx: Tx, manuscriptId: number) =>
  unpaidFeeOrder(tx, manuscriptId, FeeType.PREPAID);

/**
 * A fee the manuscript no longer owes (a withdrawn entry's prepaid fee, a rush no longer asked for):
 * its unpaid order, if any, is cancelled with the reason. A paid one stays (a refund is finance's).
 */
export async function cancelUnpaidFeeOrder(
  tx: Tx,
  manuscriptId: number,
  feeType: number,
  note: string,
  actor: OrderActor,
) {
  const order = await unpaidFeeOrder(tx, manuscriptId, feeType);
  if (!order) return;
  await moveOrder(tx, order, { kind: 'cancelled', to: OrderPayStatus.CANCELLED, note }, actor);
}

/** The balances of an order a movement may change, kept in the same transaction as its rows. */
type Balances = Partial<
  Pick<OrderRow, 'paidFen' | 'discountFen' | 'refundedFen' | 'discountsStatus' | 'abnormalFlag'>
>;

export interface OrderChange {
  kind: string;
  /** The pay status after the change; the current one when it does not move. */
  to?: number;
  set?: Balances;
  /** The money the change is about (shown in the history). */
  amountFen?: number;
  note?: string;
  paymentId?: number;
  discountId?: number;
  refundId?: number;
}

/**
 * Every change of an order goes through here: the order's row (its version bumped) and exactly one
 * row of its history, and the account book's entry of the money it moved, in the caller's transaction.
 */
export async function moveOrder(tx: Tx, order: OrderRow, change: OrderChange, actor: OrderActor) {
  const to = change.to ?? order.payStatus;
  const paidNow = to === OrderPayStatus.PAID && order.payStatus !== OrderPayStatus.PAID;
  await tx
    .update(orders)
    .set({
      ...change.set,
      payStatus: to,
      ...(paidNow ? { paidAt: sql`now()` } : {}),
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: change.kind,
    fromPayStatus: order.payStatus,
    toPayStatus: to,
    amountFen: change.amountFen ?? 0,
    actorType: actor.type,
    actorId: actor.id,
    note: change.note ?? '',
    paymentId: change.paymentId ?? null,
    discountId: change.discountId ?? null,
    refundId: change.refundId ?? null,
  });
  // Money that moved is an entry of the account book, in the same transaction.
  await bookEntry(tx, order, change, actor);
  const moved = { ...order, ...change.set, payStatus: to, version: order.version + 1 };
  await adjustOrderTotals(tx, [
    { key: order, n: -1, amountFen: -order.amountFen, paidFen: -order.paidFen },
    { key: moved, n: 1, amountFen: moved.amountFen, paidFen: moved.paidFen },
  ]);
  return moved;
}

export interface PaymentInput {
  method: string;
  amountFen: number;
  remitter: string;
  paidOn: string;
  voucherNote: string;
  /** The voucher's file (kind `voucher`, uploaded by staff of the order's press); null or left out: none. */
  voucherFileId?: number | null | undefined;
  /** A retried request with the same key (per method) returns the first payment and pays nothing again. */
  idempotencyKey?: string | undefined;
  confirmedBy: number | null;
}

/**
 * Money received on an order (locked by the caller): a payment row, and the order paid once what it
 * received covers the amount after discounts. Never more than is still due.
 */
export async function recordPayment(
  tx: Tx,
  order: OrderRow,
  p: PaymentInput,
  actor: OrderActor,
  kind = 'payment',
) {
  if (order.payStatus !== OrderPayStatus.UNPAID)
    throw errors.validation([{ path: 'id', ...ORDER_RULES.ended }]);
  const due = dueFen(order);
  if (p.amountFen > due) throw errors.validation([{ path: 'amountFen', ...ORDER_RULES.exceedsDue }]);
  const voucherFileId = p.voucherFileId ?? null;
  if (voucherFileId !== null && !(await isStaffVoucher(tx, order.pressId, voucherFileId)))
    throw errors.validation([{ path: 'voucherFileId', ...ORDER_RULES.voucher }]);
  const [payment] = await tx
    .insert(payments)
    .values({ orderId: order.id, ...p, voucherFileId, idempotencyKey: p.idempotencyKey ?? null })
    .returning({ id: payments.id });
  return moveOrder(
    tx,
    order,
    {
      kind,
      to: p.amountFen === due ? OrderPayStatus.PAID : OrderPayStatus.UNPAID,
      set: { paidFen: order.paidFen + p.amountFen },
      amountFen: p.amountFen,
      paymentId: payment!.id,
    },
    actor,
  );
}

/**
 * A confirmed remittance; a bank remittance matched in 汇款确认 carries its payment's idempotency key
 * (and no voucher of its own: the payment shows the remittance's).
 */
export type ConfirmedRemittance = Omit<RemittanceInput, 'voucherFileId'> & {
  voucherFileId?: number | null;
  idempotencyKey?: string;
};

/**
 * Finance confirms a bank remittance for the prepaid fee: a payment row of exactly the amount due,
 * and the order paid.
 */
export async function recordRemittance(
  tx: Tx,
  manuscriptId: number,
  input: ConfirmedRemittance,
  staffId: number,
) {
  const order = await openPrepaidOrder(tx, manuscriptId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND);
  if (input.amountFen !== dueFen(order)) throw new AppError(ErrorCode.REMITTANCE_AMOUNT);
  await recordPayment(
    tx,
    order,
    {
      method: 'remittance',
      amountFen: input.amountFen,
      remitter: input.remitter,
      paidOn: input.paidOn,
      voucherNote: input.voucherNote,
      voucherFileId: input.voucherFileId,
      idempotencyKey: input.idempotencyKey,
      confirmedBy: staffId,
    },
    { type: 'staff', id: staffId },
    'remittance',
  );
}

/** An administrator waives the prepaid fee: the order is closed (no money moves), with the reason. */
export async function waivePrepaidOrder(tx: Tx, manuscriptId: number, note: string, staffId: number) {
  const order = await openPrepaidOrder(tx, manuscriptId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND);
  await moveOrder(
    tx,
    order,
    { kind: 'waived', to: OrderPayStatus.CLOSED, note },
    { type: 'staff', id: staffId },
  );
}

/** A withdrawn unpaid entry cancels its prepaid-fee order (if it has one). */
export const cancelPrepaidOrder = (tx: Tx, manuscriptId: number, note: string, staffId: number) =>
  cancelUnpaidFeeOrder(tx, manuscriptId, FeeType.PREPAID, note, { type: 'staff', id: staffId });
