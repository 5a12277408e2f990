import { OrderPayStatus } from '@jb/contract/enums/order';
import { FINANCE_RANGE_MAX_DAYS, type financeHomeQuery } from '@jb/contract/schemas/financeHome';
import { Status } from '@jb/contract/workflow';
import { type AnyColumn, and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountEntries, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDayStart } from '../../platform/chinaDays.ts';
import { errors } from '../../platform/errors.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { countedTotal } from '../manuscripts/counts.ts';
import { refundedIn, waitingWork } from './waiting.ts';

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

/**
 * The finance home's figures for a period of China days, in the person's press and journals: what
 * was received (the account book's payment entries, by the day paid on) and ordered, what is unpaid
 * now, the prepaid fees awaiting a remittance, the period's orders by fee type and the money received
 * per day. The statements read index ranges (the book by press and day, the orders by press, pay
 * status and time) and the kept manuscript counts, never every order of the press.
 */
export async function financeHomeOf(db: Db, auth: AuthContext, q: z.infer<typeof financeHomeQuery>) {
  if (q.to < q.from) throw errors.field('to', 'invalid');
  const start = chinaDayStart(q.from);
  const end = new Date(chinaDayStart(q.to).getTime() + DAY_MS);
  if ((end.getTime() - start.getTime()) / DAY_MS > FINANCE_RANGE_MAX_DAYS)
    throw errors.field('from', 'invalid');
  const scope = homeScope(auth, orders.pressId, orders.journalId, q.journalId);

  const [daily, byFeeType, [unpaid], awaiting, refunded, waiting] = await Promise.all([
    db
      .select({ day: accountEntries.occurredOn, count: countAll, fen: sumOf(accountEntries.amountFen) })
      .from(accountEntries)
      .where(
        and(
          homeScope(auth, accountEntries.pressId, accountEntries.journalId, q.journalId),
          gte(accountEntries.occurredOn, q.from),
          lte(accountEntries.occurredOn, q.to),
          eq(accountEntries.kind, 'payment'),
        ),
      )
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
    // A manuscript waits at 0 exactly while its prepaid fee is unpaid (a journal without the fee
    // sends it past 0; paying or waiving moves it on): the kept manuscript counts answer.
    countedTotal(db, {
      scope: (t) => homeScope(auth, t.pressId, t.journalId),
      status: Status.AUTHOR_UNPAID,
      journalId: q.journalId,
    }),
    refundedIn(db, scope, start, end),
    waitingWork(db, auth, scope),
  ]);
  return {
    refunded,
    waiting,
    received: total(daily, (d) => d.fen),
    ordered: total(byFeeType, (f) => f.amountFen),
    unpaid: unpaid ?? { count: 0, fen: 0 },
    awaitingRemittance: awaiting,
    byFeeType,
    daily: daily.map(({ day, fen }) => ({ day, fen })),
  };
}
