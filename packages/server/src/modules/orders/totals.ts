import type { OrderListQuery } from '@jb/contract/schemas/orders';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderDayTotals, orderTotals } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDay } from '../../platform/chinaDays.ts';
import { mergedDeltas } from '../../platform/keptCounts.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';

/**
 * The order list's kept totals (order_totals, order_day_totals): changed with every order the order
 * service makes or moves, read by the list when its filters are ones they can answer.
 */

/** What of an order its totals count it under. */
export interface TotalsKey {
  pressId: number;
  journalId: number;
  feeType: number;
  payStatus: number;
  abnormalFlag: number;
  createdAt: Date;
}

/** An order counted under a key (n 1) or taken from it (n -1), with the money it brings or takes. */
export interface TotalsChange {
  key: TotalsKey;
  n: number;
  amountFen: number;
  paidFen: number;
}

/** Rows are locked in one order: press, pay status, journal, fee type, flag, day. */
const LOCK_ORDER = ['pressId', 'payStatus', 'journalId', 'feeType', 'abnormalFlag', 'day'] as const;

/** Adds the changes to both tables: two statements at most, in the caller's transaction. */
export async function adjustOrderTotals(tx: Db | Tx, changes: TotalsChange[]): Promise<void> {
  const rows = (day: (k: TotalsKey) => string) =>
    mergedDeltas(
      changes.map(({ key, ...delta }) => {
        const { createdAt: _at, ...k } = key;
        return { key: { ...k, day: day(key) }, delta };
      }),
      LOCK_ORDER,
    );
  const totals = rows(() => '').map(({ day: _day, ...t }) => t);
  const daily = rows((k) => chinaDay(k.createdAt));
  const add = {
    n: sql`excluded.n`,
    amountFen: sql`excluded.amount_fen`,
    paidFen: sql`excluded.paid_fen`,
  };
  if (totals.length)
    await tx
      .insert(orderTotals)
      .values(totals)
      .onConflictDoUpdate({
        target: [
          orderTotals.pressId,
          orderTotals.payStatus,
          orderTotals.journalId,
          orderTotals.feeType,
          orderTotals.abnormalFlag,
        ],
        set: {
          n: sql`${orderTotals.n} + ${add.n}`,
          amountFen: sql`${orderTotals.amountFen} + ${add.amountFen}`,
          paidFen: sql`${orderTotals.paidFen} + ${add.paidFen}`,
        },
      });
  if (daily.length)
    await tx
      .insert(orderDayTotals)
      .values(daily)
      .onConflictDoUpdate({
        target: [
          orderDayTotals.pressId,
          orderDayTotals.payStatus,
          orderDayTotals.journalId,
          orderDayTotals.feeType,
          orderDayTotals.abnormalFlag,
          orderDayTotals.day,
        ],
        set: {
          n: sql`${orderDayTotals.n} + ${add.n}`,
          amountFen: sql`${orderDayTotals.amountFen} + ${add.amountFen}`,
          paidFen: sql`${orderDayTotals.paidFen} + ${add.paidFen}`,
        },
      });
}

type Filters = Omit<OrderListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

/** The list's filters the kept totals answer: press and journals, fee type, pay status, flag, days. */
function answerable(q: Filters): boolean {
  return !q.keyword && q.minFen === undefined && q.maxFen === undefined && !q.paidFrom && !q.paidTo;
}

/**
 * The count and sums of the orders the list's filters select, from the kept totals (a few rows), or
 * null when a filter asks what they do not keep (a keyword, an amount range, a paid-day range).
 */
export async function keptTotals(db: Db, auth: AuthContext, q: Filters) {
  if (!answerable(q)) return null;
  const daily = Boolean(q.createdFrom || q.createdTo);
  const t = daily ? orderDayTotals : orderTotals;
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${t.n}), 0)::int`,
      amountFen: sql<number>`coalesce(sum(${t.amountFen}), 0)::float8`.mapWith(Number),
      paidFen: sql<number>`coalesce(sum(${t.paidFen}), 0)::float8`.mapWith(Number),
    })
    .from(t)
    .where(
      and(
        pressCondition(auth, t.pressId),
        assignedCondition(auth, t.journalId),
        q.journalId ? eq(t.journalId, q.journalId) : undefined,
        q.feeType === undefined ? undefined : eq(t.feeType, q.feeType),
        q.payStatus === undefined ? undefined : eq(t.payStatus, q.payStatus),
        q.abnormalFlag === undefined ? undefined : eq(t.abnormalFlag, q.abnormalFlag),
        q.createdFrom ? gte(orderDayTotals.day, q.createdFrom) : undefined,
        q.createdTo ? lte(orderDayTotals.day, q.createdTo) : undefined,
      ),
    );
  return row ?? { count: 0, amountFen: 0, paidFen: 0 };
}

/** The kept totals' key columns and sums, as SQL over the orders (the rebuild and the check). */
const fromOrders = (where: string) => `select press_id, journal_id, fee_type, pay_status, abnormal_flag,
    ((created_at at time zone 'UTC') + interval '8 hours')::date as day,
    count(*)::int as n, sum(amount_fen)::bigint as amount_fen, sum(paid_fen)::bigint as paid_fen
  from orders where ${where} group by 1, 2, 3, 4, 5, 6`;

/**
 * Both tables made again from the orders (after orders written in bulk outside the order service:
 * the bench's data sets; the migration that made the tables ran the same).
 */
export const REBUILD_ORDER_TOTALS = `
  delete from order_day_totals;
  insert into order_day_totals (press_id, journal_id, fee_type, pay_status, abnormal_flag, day, n, amount_fen, paid_fen)
  ${fromOrders('true')};
  delete from order_totals;
  insert into order_totals (press_id, journal_id, fee_type, pay_status, abnormal_flag, n, amount_fen, paid_fen)
  select press_id, journal_id, fee_type, pay_status, abnormal_flag, sum(n)::int, sum(amount_fen), sum(paid_fen)
  from order_day_totals group by 1, 2, 3, 4, 5;`;

/**
 * The kept totals (of one press, or all) that disagree with the orders: daily rows of either side
 * missing from the other or with other numbers, and totals that are not the sum of their days (rows
 * kept at zero are no rows). At most `limit`, each named by its key.
 */
export async function totalsDisagreeing(db: Db, pressId?: number, limit = 10): Promise<string[]> {
  const where = pressId === undefined ? 'true' : `press_id = ${Number(pressId)}`;
  const keys = 'press_id, journal_id, fee_type, pay_status, abnormal_flag';
  const sums = 'n, amount_fen, paid_fen';
  const nonZero = `(${where}) and (n <> 0 or amount_fen <> 0 or paid_fen <> 0)`;
  const result = (await db.execute(
    sql.raw(`
    with counted as (${fromOrders(where)}),
    kept as (select ${keys}, day, ${sums} from order_day_totals where ${nonZero}),
    summed as (select ${keys}, sum(n)::int as n, sum(amount_fen)::bigint as amount_fen,
      sum(paid_fen)::bigint as paid_fen from kept group by 1, 2, 3, 4, 5),
    totals as (select ${keys}, ${sums} from order_totals where ${nonZero})
    (select 'orders without their daily totals' as problem, ${keys}, day::text from
      (select * from counted except select * from kept) x)
    union all (select 'daily totals without their orders', ${keys}, day::text from
      (select * from kept except select * from counted) x)
    union all (select 'days without their total', ${keys}, null from
      (select * from summed except select * from totals) x)
    union all (select 'a total without its days', ${keys}, null from
      (select * from totals except select * from summed) x)
    limit ${Number(limit)}`),
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(
    (r) =>
      `${r.problem}: press ${r.press_id}, journal ${r.journal_id}, fee type ${r.fee_type}, pay status ${r.pay_status}, flag ${r.abnormal_flag}${r.day ? `, ${r.day}` : ''}`,
  );
}
