import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { FINANCE_RANGE_MAX_DAYS, type financeHomeQuery } from '@jb/contract/schemas/financeHome';
import { type AnyColumn, and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountEntries, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDay, chinaDayStart } from '../../platform/chinaDays.ts';
import { errors } from '../../platform/errors.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { keptTotals } from '../orders/totals.ts';
import { openRemittances, refundedIn, waitingWork } from './waiting.ts';

const DAY_MS = 86_400_000;
/** Sums of integers are bigint; as float8 they arrive as numbers (exact below 2^53 fen). */
const sumOf = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);
const countAll = sql<number>`count(*)::int`;

/**
 * Every pay status but cancelled, named one by one: each is a range of the (press, pay status,
 * created) index, where "not cancelled" would read every order of the press.
 */
const NOT_CANCELLED = Object.values(OrderPayStatus).filter((s) => s !== OrderPayStatus.CANCELLED);

/** The count and money of a set from its groups. */
function total<T extends { count: number }>(rows: T[], fen: (r: T) => number) {
  return { count: rows.reduce((n, r) => n + r.count, 0), fen: rows.reduce((n, r) => n + fen(r), 0) };
}

/**
 * The home's scope on a table that carries the press and journal of its order: the person's press
 * and journals (as the order list keeps them: an order's press and journal are its manuscript's,
 * copied when it is made), and the journal chosen.
 */
export function homeScope(auth: AuthContext, press: AnyColumn, journal: AnyColumn, journalId?: number) {
  return and(
    pressCondition(auth, press),
    assignedCondition(auth, journal),
    journalId ? eq(journal, journalId) : undefined,
  );
}

/** The account book's payment entries of China days `from` to `to`, in the home's scope. */
function paymentsOn(auth: AuthContext, journalId: number | undefined, from: string, to: string) {
  return and(
    homeScope(auth, accountEntries.pressId, accountEntries.journalId, journalId),
    gte(accountEntries.occurredOn, from),
    lte(accountEntries.occurredOn, to),
    eq(accountEntries.kind, 'payment'),
  );
}

/**
 * Money received on China days `from` to `to`: the orders that received any (as the order list's
 * paid-day filter finds them) and the sum of the payments. A range of the book's (press, day) index.
 */
async function receivedOn(
  db: Db,
  auth: AuthContext,
  journalId: number | undefined,
  from: string,
  to: string,
) {
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${accountEntries.orderId})::int`,
      fen: sumOf(accountEntries.amountFen),
    })
    .from(accountEntries)
    .where(paymentsOn(auth, journalId, from, to));
  return row ?? { count: 0, fen: 0 };
}

/**
 * The finance home's figures for a period of China days, in the person's press and journals: what
 * was received today and in the period (the account book's payment entries, by the day paid on) and
 * ordered, what is unpaid now, the prepaid fees awaiting a remittance (the order list's kept totals),
 * the remittances not yet matched, the period's orders by fee type and the money received per day.
 * The statements read index ranges (the book by press and day, the orders by press, pay status and
 * time, the remittances by press and status) and kept totals, never every order of the press.
 */
export async function financeHomeOf(db: Db, auth: AuthContext, q: z.infer<typeof financeHomeQuery>) {
  if (q.to < q.from) throw errors.field('to', 'invalid');
  const start = chinaDayStart(q.from);
  const end = new Date(chinaDayStart(q.to).getTime() + DAY_MS);
  if ((end.getTime() - start.getTime()) / DAY_MS > FINANCE_RANGE_MAX_DAYS)
    throw errors.field('from', 'invalid');
  const scope = homeScope(auth, orders.pressId, orders.journalId, q.journalId);
  const today = chinaDay();

  const [todays, received, daily, byFeeType, [unpaid], prepaid, open, refunded, waiting] = await Promise.all([
    receivedOn(db, auth, q.journalId, today, today),
    receivedOn(db, auth, q.journalId, q.from, q.to),
    db
      .select({ day: accountEntries.occurredOn, fen: sumOf(accountEntries.amountFen) })
      .from(accountEntries)
      .where(paymentsOn(auth, q.journalId, q.from, q.to))
      .groupBy(accountEntries.occurredOn)
      .orderBy(accountEntries.occurredOn),
    db
      .select({
        feeType: orders.feeType,
        count: countAll,
        amountFen: sumOf(orders.amountFen),
        paidFen: sumOf(orders.paidFen),
      })
      .from(orders)
      .where(
        and(
          scope,
          inArray(orders.payStatus, NOT_CANCELLED),
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
        ),
      )
      .groupBy(orders.feeType)
      .orderBy(orders.feeType),
    db
      .select({
        count: countAll,
        fen: sumOf(
          sql`${orders.amountFen} - ${orders.discountFen} - ${orders.paidFen} - ${orders.refundedFen}`,
        ),
      })
      .from(orders)
      .where(and(scope, eq(orders.payStatus, OrderPayStatus.UNPAID))),
    // The prepaid fees unpaid, as the order list counts them (a prepaid fee takes no discount).
    keptTotals(db, auth, {
      journalId: q.journalId,
      feeType: FeeType.PREPAID,
      payStatus: OrderPayStatus.UNPAID,
      keyword: '',
    }),
    openRemittances(db, auth),
    refundedIn(db, scope, start, end),
    waitingWork(db, auth, scope),
  ]);
  return {
    today: { ...todays, day: today },
    received,
    refunded,
    waiting,
    ordered: total(byFeeType, (f) => f.amountFen),
    unpaid: unpaid ?? { count: 0, fen: 0 },
    awaitingPrepaid: prepaid
      ? { count: prepaid.count, fen: prepaid.amountFen - prepaid.paidFen }
      : { count: 0, fen: 0 },
    remittances: open,
    byFeeType,
    daily,
  };
}
