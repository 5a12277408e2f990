import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { ErrorCode } from '@jb/contract/errors';
import type { RemittanceInput } from '@jb/contract/schemas/orders';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderCounters, orderEvents, orders, payments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The order service: the one place that creates orders and changes their payment status, each
 * change a row of `order_events` in the caller's transaction. The finance issue extends it with
 * discounts, refunds and invoices; production adds rush and extra-page fees through `createOrder`.
 */

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
  const [created] = await tx
    .insert(orders)
    .values({ ...o, orderNum, createdAt: now })
    .returning({ id: orders.id });
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

/** The manuscript's open prepaid-fee order, locked for this transaction. */
async function openPrepaidOrder(tx: Tx, manuscriptId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.manuscriptId, manuscriptId),
        eq(orders.feeType, FeeType.PREPAID),
        eq(orders.payStatus, OrderPayStatus.UNPAID),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1)
    .for('update');
  return row;
}

export async function moveOrder(
  tx: Tx,
  order: typeof orders.$inferSelect,
  change: { kind: string; to: number; paidFen?: number; amountFen?: number; note?: string },
  actor: OrderActor,
) {
  await tx
    .update(orders)
    .set({
      payStatus: change.to,
      paidFen: change.paidFen ?? order.paidFen,
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: change.kind,
    fromPayStatus: order.payStatus,
    toPayStatus: change.to,
    amountFen: change.amountFen ?? 0,
    actorType: actor.type,
    actorId: actor.id,
    note: change.note ?? '',
  });
}

/**
 * Finance confirms a bank remittance for the prepaid fee: a payment row of exactly the amount due,
 * and the order paid.
 */
export async function recordRemittance(
  tx: Tx,
  manuscriptId: number,
  input: RemittanceInput,
  staffId: number,
) {
  const order = await openPrepaidOrder(tx, manuscriptId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND);
  if (input.amountFen !== order.amountFen - order.paidFen) throw new AppError(ErrorCode.REMITTANCE_AMOUNT);
  await tx.insert(payments).values({
    orderId: order.id,
    method: 'remittance',
    amountFen: input.amountFen,
    remitter: input.remitter,
    paidOn: input.paidOn,
    voucherNote: input.voucherNote,
    confirmedBy: staffId,
  });
  await moveOrder(
    tx,
    order,
    {
      kind: 'remittance',
      to: OrderPayStatus.PAID,
      paidFen: order.paidFen + input.amountFen,
      amountFen: input.amountFen,
    },
    { type: 'staff', id: staffId },
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
export async function cancelPrepaidOrder(tx: Tx, manuscriptId: number, note: string, staffId: number) {
  const order = await openPrepaidOrder(tx, manuscriptId);
  if (!order) return;
  await moveOrder(
    tx,
    order,
    { kind: 'cancelled', to: OrderPayStatus.CANCELLED, note },
    { type: 'staff', id: staffId },
  );
}
