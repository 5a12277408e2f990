import { CHINA_UTC_OFFSET_HOURS } from '@jb/contract/constants';
import { addMonths } from '@jb/contract/months';
import { type EntryKind, PeriodStatus } from '@jb/contract/schemas/bills';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountEntries, accountMonthly, accountPeriods, journals, payments } from '../../db/schema/index.ts';
import { lockFor } from '../../platform/locks.ts';
import type { OrderActor, OrderChange, OrderRow } from '../orders/service.ts';

/**
 * The account book (account_entries, account_monthly, account_periods): every money movement of an
 * order is one entry, booked into its month (or, when that month is closed for the merchant, into
 * the first open month after it), and the month's sums kept in the same transaction.
 */

/** The kinds that move the book's sums; a reversal moves them as the kind it reverses. */
export type BaseKind = Exclude<EntryKind, 'reversal'>;

/**
 * The lock of a merchant's book: bookings take it shared, closing a month takes it alone, so no
 * entry lands in a month while it is being closed, and none lands in it afterwards.
 */
export async function lockBook(tx: Tx, merchantId: number, mode: 'shared' | 'exclusive') {
  await lockFor(tx, 'book', merchantId, mode === 'shared');
}

export interface NewEntry {
  pressId: number;
  merchantId: number | null;
  journalId: number;
  orderId: number;
  feeType: number;
  kind: EntryKind;
  sourceId: number | null;
  reversesId: number | null;
  amountFen: number;
  /** The China day the money moved. */
  occurredOn: string;
  note: string;
  createdBy: number | null;
}

/** Today's China day. */
export const chinaToday = (now = new Date()) =>
  new Date(now.getTime() + CHINA_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/**
 * The month an entry of `month` is booked into: that month, or the first after the merchant's last
 * closed month when it is not after it. A merchant's open month gets its period row here (status 1).
 */
async function periodFor(tx: Tx, pressId: number, merchantId: number | null, month: string) {
  if (merchantId === null) return month;
  await lockBook(tx, merchantId, 'shared');
  const [last] = await tx
    .select({ period: max(accountPeriods.period) })
    .from(accountPeriods)
    .where(
      and(
        eq(accountPeriods.pressId, pressId),
        eq(accountPeriods.merchantId, merchantId),
        eq(accountPeriods.status, PeriodStatus.CLOSED),
      ),
    );
  const closed = last?.period ?? null;
  const period = closed !== null && month <= closed ? addMonths(closed, 1) : month;
  await tx.insert(accountPeriods).values({ pressId, merchantId, period }).onConflictDoNothing();
  return period;
}

/** What an entry adds to its month's sums (account_monthly's meaning: refunds as a positive sum). */
function monthlyDelta(base: BaseKind, amountFen: number) {
  return {
    inFen: base === 'payment' ? amountFen : 0,
    refundFen: base === 'refund' ? -amountFen : 0,
    discountFen: base === 'discount' ? amountFen : 0,
  };
}

/** Writes an entry into its bookable month and adds it to the month's sums; answers its id and month. */
export async function bookInto(tx: Tx, e: NewEntry, base: BaseKind) {
  const month = e.occurredOn.slice(0, 7);
  const period = await periodFor(tx, e.pressId, e.merchantId, month);
  // A late entry names the closed month its money moved in.
  const note = period === month ? e.note : [`late ${month}`, e.note].filter(Boolean).join(' ');
  const [made] = await tx
    .insert(accountEntries)
    .values({ ...e, period, note })
    .returning({ id: accountEntries.id });
  const delta = monthlyDelta(base, e.amountFen);
  await tx
    .insert(accountMonthly)
    .values({
      pressId: e.pressId,
      merchantId: e.merchantId ?? 0,
      journalId: e.journalId,
      feeType: e.feeType,
      period,
      ...delta,
      entryCount: 1,
    })
    .onConflictDoUpdate({
      target: [
        accountMonthly.pressId,
        accountMonthly.period,
        accountMonthly.merchantId,
        accountMonthly.journalId,
        accountMonthly.feeType,
      ],
      set: {
        inFen: sql`${accountMonthly.inFen} + ${delta.inFen}`,
        refundFen: sql`${accountMonthly.refundFen} + ${delta.refundFen}`,
        discountFen: sql`${accountMonthly.discountFen} + ${delta.discountFen}`,
        entryCount: sql`${accountMonthly.entryCount} + 1`,
      },
    });
  return { id: made!.id, period };
}

/** The money a change of an order moves, if any: a payment, a completed refund, an approved discount. */
async function movementOf(tx: Tx, change: OrderChange) {
  if (change.paymentId) {
    const [p] = await tx
      .select({ amountFen: payments.amountFen, paidOn: payments.paidOn })
      .from(payments)
      .where(eq(payments.id, change.paymentId));
    return {
      kind: 'payment' as const,
      sourceId: change.paymentId,
      amountFen: p!.amountFen,
      occurredOn: p!.paidOn,
    };
  }
  const amountFen = change.amountFen ?? 0;
  if (change.kind === 'refund.refunded' && change.refundId)
    return {
      kind: 'refund' as const,
      sourceId: change.refundId,
      amountFen: -amountFen,
      occurredOn: chinaToday(),
    };
  if (change.kind === 'discount.approved' && change.discountId)
    return { kind: 'discount' as const, sourceId: change.discountId, amountFen, occurredOn: chinaToday() };
  return null;
}

/**
 * The book's hook in the order service (`moveOrder`): a change that moves money (or approves a
 * discount) becomes an entry of the payee merchant the journal pays into now, in the change's
 * transaction. Other changes (creation, requests, decisions that move nothing) book nothing.
 */
export async function bookEntry(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'pressId' | 'journalId' | 'feeType'>,
  change: OrderChange,
  actor: OrderActor,
) {
  const movement = await movementOf(tx, change);
  if (!movement) return;
  const [journal] = await tx
    .select({ merchantId: journals.payeeMerchantId })
    .from(journals)
    .where(eq(journals.id, order.journalId));
  await bookInto(
    tx,
    {
      pressId: order.pressId,
      merchantId: journal?.merchantId ?? null,
      journalId: order.journalId,
      orderId: order.id,
      feeType: order.feeType,
      ...movement,
      reversesId: null,
      note: '',
      createdBy: actor.type === 'staff' ? actor.id : null,
    },
    movement.kind,
  );
}
