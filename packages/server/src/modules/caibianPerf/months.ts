import { monthDays, monthsBetween } from '@jb/contract/months';
import type { PerfMonths, perfMonthsQuery } from '@jb/contract/schemas/caibianPerf';
import { PERF_MONTHS_DEFAULT, PERF_MONTHS_MAX } from '@jb/contract/schemas/caibianPerf';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { chartRange } from '../finance/charts.ts';
import { ownFiguresOnly } from './editors.ts';
import { referredPaidIn } from './referred.ts';
import { editorOf, type Figures, manuscriptFigures, NONE, orderFigures } from './summary.ts';

type Query = z.infer<typeof perfMonthsQuery>;

/** The China month (`YYYY-MM`) of a time column. */
const chinaMonthOf = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

/**
 * 采编业绩 month by month: the manuscripts referred and submitted, the referred orders paid and their
 * commission in each China month of the run (the last 12 up to this month unless named, 36 at most),
 * of the caller when they are an acquisition editor, else of the editor named or of every referrer
 * of the press; every month present, zero where nothing happened.
 */
export async function perfMonths(db: Db, auth: AuthContext, q: Query): Promise<PerfMonths> {
  const { from, to } = chartRange(q, undefined, {
    defaultMonths: PERF_MONTHS_DEFAULT,
    maxMonths: PERF_MONTHS_MAX,
  });
  const editorId = await editorOf(db, auth, q.editorId);
  const days = { from: monthDays(from).from, to: monthDays(to).to };
  const [byOrders, byManuscripts] = await Promise.all([
    orderFigures(
      db,
      referredPaidIn(pressCondition(auth, orders.pressId), days.from, days.to, editorId),
      chinaMonthOf(orders.paidAt),
    ),
    manuscriptFigures(db, auth, days, editorId, chinaMonthOf(manuscripts.submittedAt)),
  ]);
  const figures = new Map<string, Figures>(monthsBetween(from, to).map((m) => [m, { ...NONE }]));
  for (const { key, ...r } of byOrders) {
    const f = figures.get(key);
    if (f) Object.assign(f, r);
  }
  for (const r of byManuscripts) {
    const f = figures.get(r.key);
    if (f) f.manuscripts = r.manuscripts;
  }
  const rows = [...figures].map(([month, f]) => ({ month, ...f }));
  const total = { ...NONE };
  for (const r of rows) for (const k of Object.keys(NONE) as (keyof Figures)[]) total[k] += r[k];
  return { rows, total, selfOnly: ownFiguresOnly(auth) !== null };
}
