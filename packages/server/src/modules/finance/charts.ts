import { addMonths, chinaMonth, monthCount, monthsBetween } from '@jb/contract/months';
import {
  FINANCE_CHART_DEFAULT_MONTHS,
  FINANCE_CHART_MAX_MONTHS,
  type FinanceCharts,
  type financeChartsQuery,
} from '@jb/contract/schemas/financeHome';
import { type AnyColumn, and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountMonthly, journals } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';

type Query = z.infer<typeof financeChartsQuery>;

/**
 * The months a chart covers: as asked (`to` not before `from`, at most `maxMonths` of them), else the
 * last `defaultMonths` up to this China month (the finance home's 12 and 36 unless named).
 */
export function chartRange(
  q: { from?: string | undefined; to?: string | undefined },
  now = chinaMonth(),
  { defaultMonths = FINANCE_CHART_DEFAULT_MONTHS, maxMonths = FINANCE_CHART_MAX_MONTHS } = {},
) {
  const to = q.to ?? now;
  const from = q.from ?? addMonths(to, 1 - defaultMonths);
  if (to < from) throw errors.field('to', 'invalid');
  if (monthCount(from, to) > maxMonths) throw errors.field('from', 'invalid');
  return { from, to };
}

/** Sums of integers are bigint; as float8 they arrive as numbers (exact below 2^53 fen). */
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);

/**
 * The finance home's charts: income (payments − refunds) per month by journal and by fee type, in
 * the person's press and journals, read from the monthly sums the ledger keeps (`account_monthly`,
 * a range of its primary key) and never from the movements themselves.
 */
export async function financeChartsOf(db: Db, auth: AuthContext, q: Query): Promise<FinanceCharts> {
  const { from, to } = chartRange(q);
  const rows = await db
    .select({
      period: accountMonthly.period,
      journalId: accountMonthly.journalId,
      journalName: journals.name,
      feeType: accountMonthly.feeType,
      inFen: sumOf(accountMonthly.inFen),
      refundFen: sumOf(accountMonthly.refundFen),
    })
    .from(accountMonthly)
    .innerJoin(journals, eq(journals.id, accountMonthly.journalId))
    .where(
      and(
        pressCondition(auth, accountMonthly.pressId),
        assignedCondition(auth, accountMonthly.journalId),
        q.journalId ? eq(accountMonthly.journalId, q.journalId) : undefined,
        gte(accountMonthly.period, from),
        lte(accountMonthly.period, to),
      ),
    )
    .groupBy(accountMonthly.period, accountMonthly.journalId, journals.name, accountMonthly.feeType);
  return pivot(monthsBetween(from, to), rows);
}

interface MonthRow {
  period: string;
  journalId: number;
  journalName: string;
  feeType: number;
  inFen: number;
  refundFen: number;
}

/** The rows as one series per journal (largest income first) and per fee type, aligned to the months. */
export function pivot(months: string[], rows: MonthRow[]): FinanceCharts {
  const at = new Map(months.map((m, i) => [m, i]));
  const journalsSeen = new Map<number, { journalId: number; journalName: string; fen: number[] }>();
  const feeTypes = new Map<number, { feeType: number; fen: number[] }>();
  const totals = { inFen: 0, refundFen: 0, incomeFen: 0 };
  for (const r of rows) {
    const i = at.get(r.period);
    if (i === undefined) continue;
    const income = r.inFen - r.refundFen;
    const journal = journalsSeen.get(r.journalId) ?? {
      journalId: r.journalId,
      journalName: r.journalName,
      fen: months.map(() => 0),
    };
    journal.fen[i]! += income;
    journalsSeen.set(r.journalId, journal);
    const fee = feeTypes.get(r.feeType) ?? { feeType: r.feeType, fen: months.map(() => 0) };
    fee.fen[i]! += income;
    feeTypes.set(r.feeType, fee);
    totals.inFen += r.inFen;
    totals.refundFen += r.refundFen;
    totals.incomeFen += income;
  }
  const sum = (fen: number[]) => fen.reduce((a, b) => a + b, 0);
  return {
    months,
    byJournal: [...journalsSeen.values()].sort(
      (a, b) => sum(b.fen) - sum(a.fen) || a.journalId - b.journalId,
    ),
    byFeeType: [...feeTypes.values()].sort((a, b) => a.feeType - b.feeType),
    totals,
  };
}
