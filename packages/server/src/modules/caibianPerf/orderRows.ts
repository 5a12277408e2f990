import type { perfOrdersQuery } from '@jb/contract/schemas/caibianPerf';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
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
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { ownFiguresOnly, requireStaffOfPress } from './editors.ts';
import { commissionFen, paymentJoin, referredPaidIn, ruleJoin } from './referred.ts';

/** The referred orders of a condition with their commission, newest payment first. */
export function referredOrderRows(db: Db, where: SQL | undefined, order: 'asc' | 'desc' = 'desc') {
  const by = order === 'asc' ? asc : desc;
  return db
    .select({
      orderId: orders.id,
      orderNum: orders.orderNum,
      manuscriptId: orders.manuscriptId,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      feeType: orders.feeType,
      amountFen: orders.amountFen,
      paidFen: orders.paidFen,
      paidAt: orders.paidAt,
      commissionFen: commissionFen.mapWith(Number),
      commissionPaymentId: commissionPaymentOrders.paymentId,
      editorId: sql<number>`${orders.referrerId}`.mapWith(Number),
      editorName: users.name,
    })
    .from(orders)
    .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
    .innerJoin(users, eq(users.id, orders.referrerId))
    .leftJoin(commissionRules, ruleJoin)
    .leftJoin(commissionPaymentOrders, paymentJoin)
    .where(where)
    .orderBy(by(orders.paidAt), by(orders.id));
}

/** The orders behind one editor's totals of a period, a page at a time (their own only, for an editor). */
export async function perfOrderRows(db: Db, auth: AuthContext, q: z.infer<typeof perfOrdersQuery>) {
  const own = ownFiguresOnly(auth);
  if (own !== null && own !== q.editorId) throw errors.notFound();
  await requireStaffOfPress(db, auth, q.editorId);
  const where = referredPaidIn(pressCondition(auth, orders.pressId), q.from, q.to, q.editorId);
  const [rows, [counted]] = await Promise.all([
    referredOrderRows(db, where, q.order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, paidAt: r.paidAt!.toISOString() })),
    total: counted?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
