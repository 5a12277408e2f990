import { chinaMonth } from '@jb/contract/months';
import {
  type BILL_ACTIONS,
  type BillRow,
  type billListQuery,
  PeriodStatus,
} from '@jb/contract/schemas/bills';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { accountPeriods, merchants } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { offsetOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { type FigureRow, figuresOfPeriods } from './figures.ts';

type Query = z.infer<typeof billListQuery>;
/** The periods as the figures' statement names them. */
const ap = alias(accountPeriods, 'ap');

/** A merchant of the caller's press (a deleted one's bills still count), or 404. */
export async function merchantOf(db: Db | Tx, auth: AuthContext, id: number) {
  const [row] = await db
    .select({ id: merchants.id, pressId: merchants.pressId, name: merchants.name })
    .from(merchants)
    .where(and(eq(merchants.id, id), pressCondition(auth, merchants.pressId)));
  if (!row) throw errors.notFound();
  return row;
}

/** Whether a period may be closed now: open, ended, and no earlier month with entries left open. */
export function closable(row: Pick<FigureRow, 'status' | 'period' | 'earlierOpen'>, now = chinaMonth()) {
  return row.status === PeriodStatus.OPEN && row.period < now && row.earlierOpen === null;
}

/** A figures row as the list sends it, with what the caller may do to it. */
export function presentBill(auth: AuthContext, row: FigureRow): BillRow {
  const { pressId: _p, earlierOpen: _e, ...rest } = row;
  const actions: (typeof BILL_ACTIONS)[number][] =
    auth.permissions.has('finance.billManage.close') && closable(row) ? ['close'] : [];
  return { ...rest, differenceFen: row.remittedFen - row.remittanceInFen, actions };
}

/** 账单管理's list: the merchants' months (newest first by default), a merchant, a status. */
export async function listBills(db: Db, auth: AuthContext, q: Query) {
  const where: SQL =
    and(
      pressCondition(auth, ap.pressId),
      q.merchantId === undefined ? undefined : eq(ap.merchantId, q.merchantId),
      q.status === undefined ? undefined : eq(ap.status, q.status),
    ) ?? sql`true`;
  const dir = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
  const orderBy =
    q.sort === 'merchant'
      ? sql`m.name ${dir}, k.period desc, k.merchant_id`
      : sql`k.period ${dir}, m.name, k.merchant_id`;
  const [rows, [count]] = await Promise.all([
    figuresOfPeriods(db, where, orderBy, q.pageSize, offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(ap).where(where),
  ]);
  return pageOf(
    rows.map((r) => presentBill(auth, r)),
    count?.n ?? 0,
    q,
  );
}

/** The press's merchants, for the list's filter. */
export function billMerchantsOf(db: Db, auth: AuthContext) {
  return db
    .select({ id: merchants.id, name: merchants.name, status: merchants.status })
    .from(merchants)
    .where(pressCondition(auth, merchants.pressId))
    .orderBy(asc(merchants.id));
}
