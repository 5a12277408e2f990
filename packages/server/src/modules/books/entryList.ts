import {
  type BillEntryRow,
  type billEntriesQuery,
  type EntryKind,
  PeriodStatus,
} from '@jb/contract/schemas/bills';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountEntries, accountPeriods, journals, manuscripts, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { merchantOf } from './list.ts';

type Query = z.infer<typeof billEntriesQuery>;
const reversal = alias(accountEntries, 'reversal');
const SORT = { occurredOn: accountEntries.occurredOn, amount: accountEntries.amountFen };

/** The month's status for a merchant (open when nothing was ever booked into it). */
export async function periodStatus(db: Db, pressId: number, merchantId: number, period: string) {
  const [row] = await db
    .select({ status: accountPeriods.status })
    .from(accountPeriods)
    .where(
      and(
        eq(accountPeriods.pressId, pressId),
        eq(accountPeriods.merchantId, merchantId),
        eq(accountPeriods.period, period),
      ),
    );
  return row?.status ?? PeriodStatus.OPEN;
}

/** The entries booked into a merchant's month. */
const inBook = (book: { pressId: number; merchantId: number; period: string }): SQL | undefined =>
  and(
    eq(accountEntries.pressId, book.pressId),
    eq(accountEntries.merchantId, book.merchantId),
    eq(accountEntries.period, book.period),
  );

/** The entries of a merchant's month with their orders and manuscripts, `limit` at a time. */
export async function entriesOf(
  db: Db,
  book: { pressId: number; merchantId: number; period: string },
  q: { sort: keyof typeof SORT; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return db
    .select({
      entry: accountEntries,
      orderNum: orders.orderNum,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      journalName: journals.name,
      reversedById: reversal.id,
    })
    .from(accountEntries)
    .innerJoin(orders, eq(orders.id, accountEntries.orderId))
    .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
    .innerJoin(journals, eq(journals.id, accountEntries.journalId))
    .leftJoin(reversal, eq(reversal.reversesId, accountEntries.id))
    .where(inBook(book))
    .orderBy(...orderOf({ ...q, page: 1, pageSize: q.limit }, SORT[q.sort], accountEntries.id))
    .limit(q.limit)
    .offset(q.offset);
}

type Listed = Awaited<ReturnType<typeof entriesOf>>[number];

/** An entry as the wire carries it; a late one names the month its money moved in. */
export function presentEntry(r: Listed, actions: BillEntryRow['actions'] = []): BillEntryRow {
  const e = r.entry;
  const month = e.occurredOn.slice(0, 7);
  return {
    id: e.id,
    orderId: e.orderId,
    orderNum: r.orderNum,
    articleNo: r.articleNo,
    title: r.title,
    journalName: r.journalName,
    feeType: e.feeType,
    kind: e.kind as EntryKind,
    amountFen: e.amountFen,
    occurredOn: e.occurredOn,
    period: e.period,
    lateFrom: month === e.period ? null : month,
    note: e.kind === 'reversal' ? e.note : '',
    reversesId: e.reversesId,
    reversedById: r.reversedById,
    createdAt: e.createdAt.toISOString(),
    actions,
  };
}

/** 账单管理's entries of a merchant's month; an entry of a closed month may be reversed once. */
export async function listEntries(db: Db, auth: AuthContext, q: Query) {
  const merchant = await merchantOf(db, auth, q.merchantId);
  const book = { pressId: merchant.pressId, merchantId: merchant.id, period: q.period };
  const [rows, [count], status] = await Promise.all([
    entriesOf(db, book, { sort: q.sort, order: q.order, limit: q.pageSize, offset: offsetOf(q) }),
    db.select({ n: sql<number>`count(*)::int` }).from(accountEntries).where(inBook(book)),
    periodStatus(db, book.pressId, book.merchantId, book.period),
  ]);
  const mayReverse = auth.permissions.has('finance.billManage.reverse') && status === PeriodStatus.CLOSED;
  const list = rows.map((r) =>
    presentEntry(r, mayReverse && r.entry.kind !== 'reversal' && r.reversedById === null ? ['reverse'] : []),
  );
  return pageOf(list, count?.n ?? 0, q);
}
