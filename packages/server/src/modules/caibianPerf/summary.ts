import type { PerfRow, perfQuery } from '@jb/contract/schemas/caibianPerf';
import { type AnyColumn, and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  commissionPaymentOrders,
  commissionRules,
  manuscripts,
  orders,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDaysCondition } from '../../platform/chinaDays.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { acquisitionEditorsOf, ownFiguresOnly, requireStaffOfPress } from './editors.ts';
import { commissionFen, paymentJoin, referredPaidIn, ruleJoin } from './referred.ts';

type Query = z.infer<typeof perfQuery>;
/** Sums of integers are bigint; as float8 they arrive as numbers (exact below 2^53 fen). */
const sumOf = (value: SQL | AnyColumn) => sql<number>`coalesce(sum(${value}), 0)::float8`.mapWith(Number);
const paidOut = sql`case when ${commissionPaymentOrders.orderId} is not null then ${commissionPaymentOrders.commissionFen} else 0 end`;
const unpaid = sql`case when ${commissionPaymentOrders.orderId} is null then ${commissionFen} else 0 end`;

export type Figures = Omit<PerfRow, 'editorId' | 'editorName' | 'account' | 'actions'>;
export const NONE: Figures = {
  manuscripts: 0,
  orders: 0,
  paidFen: 0,
  commissionFen: 0,
  paidOutFen: 0,
  unpaidFen: 0,
};

/** Whose figures the caller reads: one editor (their own, or the one named), or every editor. */
export async function editorOf(db: Db, auth: AuthContext, named: number | undefined) {
  const own = ownFiguresOnly(auth);
  if (own !== null) return own;
  if (named !== undefined) await requireStaffOfPress(db, auth, named);
  return named;
}

/** The referred orders of `where` and their commission, summed per `key` (the referrer, or a month). */
export function orderFigures<K>(db: Db, where: SQL | undefined, key: SQL<K>) {
  return db
    .select({
      key,
      orders: sql<number>`count(*)::int`,
      paidFen: sumOf(orders.paidFen),
      commissionFen: sumOf(commissionFen),
      paidOutFen: sumOf(paidOut),
      unpaidFen: sumOf(unpaid),
    })
    .from(orders)
    .leftJoin(commissionRules, ruleJoin)
    .leftJoin(commissionPaymentOrders, paymentJoin)
    .where(where)
    .groupBy(key);
}

/**
 * The manuscripts referred (by `editorId`, or by anyone) in the caller's press and submitted in China
 * days `from` to `to`, counted per `key` (the referrer, or a month).
 */
export function manuscriptFigures<K>(
  db: Db,
  auth: AuthContext,
  days: { from: string; to: string },
  editorId: number | undefined,
  key: SQL<K>,
) {
  return db
    .select({ key, manuscripts: sql<number>`count(*)::int` })
    .from(manuscripts)
    .where(
      and(
        pressCondition(auth, manuscripts.pressId),
        chinaDaysCondition(manuscripts.submittedAt, days.from, days.to),
        editorId === undefined ? isNotNull(manuscripts.referrerId) : eq(manuscripts.referrerId, editorId),
      ),
    )
    .groupBy(key);
}

/**
 * The performance of a period (China days): for every acquisition editor of the press (and anyone
 * else who referred in it), or for the caller alone when they are an acquisition editor, the
 * manuscripts referred, the paid orders, the money they hold, the commission, paid out and to pay.
 */
export async function perfSummary(db: Db, auth: AuthContext, q: Query) {
  const editorId = await editorOf(db, auth, q.editorId);
  const selfOnly = ownFiguresOnly(auth) !== null;
  const [byOrders, byManuscripts, editors] = await Promise.all([
    orderFigures(
      db,
      referredPaidIn(pressCondition(auth, orders.pressId), q.from, q.to, editorId),
      sql<number>`${orders.referrerId}`.mapWith(Number),
    ),
    manuscriptFigures(db, auth, q, editorId, sql<number>`${manuscripts.referrerId}`.mapWith(Number)),
    editorId === undefined ? acquisitionEditorsOf(db, auth) : Promise.resolve([]),
  ]);
  const figures = new Map<number, Figures>();
  const of = (id: number) => figures.get(id) ?? { ...NONE };
  for (const e of editors) figures.set(e.id, of(e.id));
  if (editorId !== undefined) figures.set(editorId, of(editorId));
  for (const { key, ...r } of byOrders) figures.set(key, { ...of(key), ...r });
  for (const r of byManuscripts) figures.set(r.key, { ...of(r.key), manuscripts: r.manuscripts });

  const ids = [...figures.keys()];
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, account: users.account })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const mayPay = auth.permissions.has('finance.caibianPerf.pay');
  const rows: PerfRow[] = people.map((p) => {
    const f = figures.get(p.id)!;
    return {
      editorId: p.id,
      editorName: p.name,
      account: p.account,
      ...f,
      actions: mayPay && f.unpaidFen > 0 ? ['pay'] : [],
    };
  });
  rows.sort((a, b) => b.commissionFen - a.commissionFen || a.editorName.localeCompare(b.editorName, 'zh'));
  const total = { ...NONE };
  for (const r of rows) for (const k of Object.keys(NONE) as (keyof Figures)[]) total[k] += r[k];
  return { from: q.from, to: q.to, selfOnly, rows, total };
}
