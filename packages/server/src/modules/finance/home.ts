import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { FINANCE_RANGE_MAX_DAYS, type financeHomeQuery } from '@jb/contract/schemas/financeHome';
import { Status } from '@jb/contract/workflow';
import { type AnyColumn, and, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, orders, payments } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDayStart } from '../../platform/chinaDays.ts';
import { errors } from '../../platform/errors.ts';
import { type Filters, listFilter } from '../orders/list.ts';
import { refundedIn, waitingWork } from './waiting.ts';

const DAY_MS = 86_400_000;
/** Sums of integers are bigint; as float8 they arrive as numbers (exact below 2^53 fen). */
const sumOf = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);
const countAll = sql<number>`count(*)::int`;

/**
 * The finance home's figures for a period of China days, in the person's press and journals (the
 * order list's scope): what was received and ordered, what is unpaid now, the remittances awaiting
 * confirmation, the period's orders by fee type and the money received per day.
 */
export async function financeHomeOf(db: Db, auth: AuthContext, q: z.infer<typeof financeHomeQuery>) {
  if (q.to < q.from) throw errors.field('to', 'invalid');
  const start = chinaDayStart(q.from);
  const end = new Date(chinaDayStart(q.to).getTime() + DAY_MS);
  if ((end.getTime() - start.getTime()) / DAY_MS > FINANCE_RANGE_MAX_DAYS)
    throw errors.field('from', 'invalid');
  const scope = listFilter(auth, { journalId: q.journalId } as Filters);
  const paidIn = and(scope, gte(payments.createdAt, start), lt(payments.createdAt, end));
  const orderedIn = and(
    scope,
    gte(orders.createdAt, start),
    lt(orders.createdAt, end),
    ne(orders.payStatus, OrderPayStatus.CANCELLED),
  );
  const day = sql<string>`to_char(${payments.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

  const [[received], [ordered], [unpaid], [awaiting], byFeeType, daily] = await Promise.all([
    db
      .select({ count: countAll, fen: sumOf(payments.amountFen) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .where(paidIn),
    db
      .select({ count: countAll, fen: sumOf(orders.amountFen) })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .where(orderedIn),
    db
      .select({
        count: countAll,
        fen: sumOf(
          sql`${orders.amountFen} - ${orders.discountFen} - ${orders.paidFen} - ${orders.refundedFen}`,
        ),
      })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .where(and(scope, eq(orders.payStatus, OrderPayStatus.UNPAID))),
    db
      .select({ count: countAll })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .where(
        and(
          scope,
          eq(orders.feeType, FeeType.PREPAID),
          eq(orders.payStatus, OrderPayStatus.UNPAID),
          eq(manuscripts.status, Status.AUTHOR_UNPAID),
        ),
      ),
    db
      .select({
        feeType: orders.feeType,
        count: countAll,
        amountFen: sumOf(orders.amountFen),
        paidFen: sumOf(orders.paidFen),
      })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .where(orderedIn)
      .groupBy(orders.feeType)
      .orderBy(orders.feeType),
    db
      .select({ day, fen: sumOf(payments.amountFen) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .where(paidIn)
      .groupBy(day)
      .orderBy(day),
  ]);
  const [refunded, waiting] = await Promise.all([
    refundedIn(db, scope, start, end),
    waitingWork(db, auth, scope),
  ]);
  return {
    refunded,
    waiting,
    received: received ?? { count: 0, fen: 0 },
    ordered: ordered ?? { count: 0, fen: 0 },
    unpaid: unpaid ?? { count: 0, fen: 0 },
    awaitingRemittance: awaiting?.count ?? 0,
    byFeeType,
    daily,
  };
}
