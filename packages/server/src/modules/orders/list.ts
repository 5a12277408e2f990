import { FEE_TYPE } from '@jb/contract/enums/journal';
import { DISCOUNT_TYPE, INVOICE_STATUS, orderPayStatusLabel } from '@jb/contract/enums/order';
import { type Lang, pick } from '@jb/contract/i18n';
import { fenToYuan } from '@jb/contract/money';
import type { OrderListQuery, orderExportQuery } from '@jb/contract/schemas/orders';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  authors,
  journals,
  manuscripts,
  orderEvents,
  orders,
  payments,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDaysCondition } from '../../platform/chinaDays.ts';
import { errors } from '../../platform/errors.ts';
import { asTime, keysetBatches, timeKey } from '../../platform/keysetBatches.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { chinaTime, streamXlsx, type XlsxColumn } from '../../platform/xlsx.ts';
import { paidOnCondition } from '../books/paidOn.ts';
import { orderActions } from './manage.ts';
import { approvedDiscountType, openInvoice, openRefundFen } from './queries.ts';
import { keptTotals } from './totals.ts';
import { voucherJoin } from './vouchers.ts';

/**
 * The order list of /operation/orderInquiry and /finance/orderList, an order's history and its
 * export. Orders are read only here and in queries.ts; service.ts alone changes them.
 */

type ExportQuery = z.infer<typeof orderExportQuery>;
export type Filters = Omit<OrderListQuery, 'page' | 'pageSize'>;

const SORT = { createdAt: orders.createdAt, amount: orders.amountFen, orderNum: orders.orderNum };

/**
 * A keyword in the order number, or in the manuscript's title or number, or in the author's name or
 * phone: the manuscripts and authors are found once through their character-pair indexes (as the
 * manuscript list finds them), and their orders through the manuscript index.
 */
export function keywordCondition(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return or(
    ilike(orders.orderNum, pattern),
    sql`${orders.manuscriptId} = any(array(select m.id from ${manuscripts} m
      where m.search_grams @> jb_grams(${keyword}) and (m.title ilike ${pattern} or m.article_no ilike ${pattern})))`,
    sql`${orders.authorId} = any(array(select a.id from ${authors} a where a.search_grams @> jb_grams(${keyword})
      and (a.name ilike ${pattern} or a.phone ilike ${pattern})))`,
  )!;
}

/**
 * The filtered set: the person's press and journals as the manuscript list scopes them, read on the
 * order's own press and journal (an order's are its manuscript's, copied when it is made), so the
 * count and totals of a large set read orders alone; then the list's filters.
 */
export function listFilter(auth: AuthContext, q: Filters): SQL | undefined {
  return and(
    pressCondition(auth, orders.pressId),
    assignedCondition(auth, orders.journalId),
    q.journalId ? eq(orders.journalId, q.journalId) : undefined,
    q.feeType === undefined ? undefined : eq(orders.feeType, q.feeType),
    q.payStatus === undefined ? undefined : eq(orders.payStatus, q.payStatus),
    q.abnormalFlag === undefined ? undefined : eq(orders.abnormalFlag, q.abnormalFlag),
    chinaDaysCondition(orders.createdAt, q.createdFrom, q.createdTo),
    q.paidFrom || q.paidTo
      ? paidOnCondition(orders.id, {
          pressId: auth.platform ? null : auth.pressId,
          from: q.paidFrom,
          to: q.paidTo,
          journalId: q.journalId,
          feeType: q.feeType,
        })
      : undefined,
    q.minFen === undefined ? undefined : gte(orders.amountFen, q.minFen),
    q.maxFen === undefined ? undefined : lte(orders.amountFen, q.maxFen),
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
}

/** When the order's last payment was recorded (null before any). */
const lastPaidAt = sql<Date | null>`(select max(p.created_at) from ${payments} p
  where p.order_id = ${orders.id})`.mapWith(payments.createdAt);

const rowColumns = {
  id: orders.id,
  orderNum: orders.orderNum,
  feeType: orders.feeType,
  amountFen: orders.amountFen,
  paidFen: orders.paidFen,
  payStatus: orders.payStatus,
  discountFen: orders.discountFen,
  refundedFen: orders.refundedFen,
  discountsStatus: orders.discountsStatus,
  abnormalFlag: orders.abnormalFlag,
  discountType: approvedDiscountType,
  invoiceId: openInvoice.invoiceId,
  invoiceNumber: openInvoice.invoiceNumber,
  invoiceStatus: openInvoice.invoiceStatus,
  openRefundFen: openRefundFen(),
  manuscriptId: manuscripts.id,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  journalId: orders.journalId,
  journalName: journals.name,
  authorName: authors.name,
  authorPhone: authors.phone,
  createdAt: orders.createdAt,
  paidAt: lastPaidAt,
  version: orders.version,
};
type ListedRow = Awaited<ReturnType<typeof rowsOf>>[number];
/** An exported row: the listed columns, and the sort key at full precision for the keyset. */
type ExportRow = ListedRow & { createdKey: string };

/** The rows of the filtered set, joined as the list shows them (a builder to order and limit). */
function rowsOf(db: Db, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
    .innerJoin(journals, eq(journals.id, orders.journalId))
    .innerJoin(authors, eq(authors.id, orders.authorId))
    .leftJoinLateral(openInvoice, sql`true`)
    .where(where)
    .$dynamic();
}

/** The label of an approved discount's kind (SPEC §3 discountTypeName); null without one. */
function discountTypeLabel(type: number | null) {
  return type === null ? null : (DISCOUNT_TYPE[type] ?? { zh: String(type), en: String(type) });
}

function present(r: ListedRow, auth: AuthContext) {
  const { manuscriptId, articleNo, title, createdAt, paidAt, openRefundFen: _held, ...rest } = r;
  return {
    ...rest,
    discountTypeName: discountTypeLabel(r.discountType),
    actions: orderActions(auth, r),
    manuscript: { id: manuscriptId, articleNo, title },
    createdAt: createdAt.toISOString(),
    paidAt: paidAt ? paidAt.toISOString() : null,
  };
}

/**
 * One page of the filtered orders, and the count and totals of the whole set (one aggregate in SQL);
 * `extra` narrows the set (an acquisition editor's own orders, modules/caibian/scope.ts).
 */
export async function listOrders(db: Db, auth: AuthContext, q: OrderListQuery, extra?: SQL) {
  const where = and(listFilter(auth, q), extra);
  const order = orderOf(q, SORT[q.sort], orders.id);
  // The page is chosen on the orders alone, then joined: where the planner misjudges a filter it
  // would join every match to its manuscript and author before sorting them.
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [rows, summary] = await Promise.all([
    rowsOf(db, inArray(orders.id, page)).orderBy(...order),
    // The kept totals answer most filters in a few rows; the others count the filtered orders.
    // `extra` narrows the set past what the kept totals know (an acquisition editor's own orders).
    extra ? liveTotals(db, where) : keptTotals(db, auth, q).then((kept) => kept ?? liveTotals(db, where)),
  ]);
  return {
    ...pageOf(
      rows.map((r) => present(r, auth)),
      summary.count,
      q,
    ),
    summary,
  };
}

/** The count and sums of the filtered orders, counted (one aggregate in SQL). */
async function liveTotals(db: Db, where: SQL | undefined) {
  const [summary] = await db
    .select({
      count: sql<number>`count(*)::int`,
      // Sums of integers are bigint; as float8 they arrive as numbers (exact below 2^53 fen).
      amountFen: sql<number>`coalesce(sum(${orders.amountFen}), 0)::float8`.mapWith(Number),
      paidFen: sql<number>`coalesce(sum(${orders.paidFen}), 0)::float8`.mapWith(Number),
    })
    .from(orders)
    .where(where);
  return summary ?? { count: 0, amountFen: 0, paidFen: 0 };
}

/** One order of the person's press and journals (404 otherwise), with its history and payments. */
export async function orderDetail(db: Db, auth: AuthContext, id: number) {
  const [row] = await rowsOf(db, and(eq(orders.id, id), listFilter(auth, {} as Filters)));
  if (!row) throw errors.notFound();
  const [events, paid] = await Promise.all([
    db
      .select({
        id: orderEvents.id,
        kind: orderEvents.kind,
        fromPayStatus: orderEvents.fromPayStatus,
        toPayStatus: orderEvents.toPayStatus,
        amountFen: orderEvents.amountFen,
        actorType: orderEvents.actorType,
        actorName: sql<string>`coalesce(case when "order_events"."actor_type" = 'staff'
          then (select u.name from ${users} u where u.id = "order_events"."actor_id")
          else (select a.name from ${authors} a where a.id = "order_events"."actor_id") end, '')`,
        note: orderEvents.note,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id)),
    db
      .select({
        id: payments.id,
        method: payments.method,
        amountFen: payments.amountFen,
        remitter: payments.remitter,
        paidOn: payments.paidOn,
        voucherNote: payments.voucherNote,
        voucherId: storedFiles.id,
        voucherName: storedFiles.name,
        confirmedByName: sql<string>`coalesce(${users.name}, '')`,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.confirmedBy))
      .leftJoin(storedFiles, voucherJoin)
      .where(eq(payments.orderId, id))
      .orderBy(asc(payments.id)),
  ]);
  return {
    ...present(row, auth),
    events: events.map((e) => ({
      ...e,
      actorType: e.actorType as 'author' | 'staff',
      createdAt: e.createdAt.toISOString(),
    })),
    payments: paid.map(({ voucherId, voucherName, ...p }) => ({
      ...p,
      voucher: voucherId === null ? null : { id: voucherId, name: voucherName ?? '' },
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** The open invoice as the export shows it: its number once issued, else its status; empty without one. */
function invoiceText(r: ExportRow, lang: Lang): string {
  if (r.invoiceNumber) return r.invoiceNumber;
  if (r.invoiceStatus === null) return '';
  const label = INVOICE_STATUS[r.invoiceStatus];
  return label ? pick(label, lang) : String(r.invoiceStatus);
}

function columnsOf(lang: Lang): XlsxColumn<ExportRow>[] {
  const c = (zh: string, en: string, value: XlsxColumn<ExportRow>['value'], width?: number) => ({
    title: { zh, en },
    value,
    width,
  });
  return [
    c('订单号', 'Order no.', (r) => r.orderNum),
    c('稿件编号', 'Article no.', (r) => r.articleNo),
    c('标题', 'Title', (r) => r.title, 48),
    c('期刊', 'Journal', (r) => r.journalName),
    c('作者', 'Author', (r) => r.authorName),
    c('手机号', 'Phone', (r) => r.authorPhone),
    c('费用类型', 'Fee type', (r) => {
      const label = FEE_TYPE[r.feeType];
      return label ? pick(label, lang) : String(r.feeType);
    }),
    c('金额（元）', 'Amount (yuan)', (r) => fenToYuan(r.amountFen)),
    c('已付（元）', 'Paid (yuan)', (r) => fenToYuan(r.paidFen)),
    c('支付状态', 'Payment', (r) => pick(orderPayStatusLabel(r.payStatus), lang)),
    c('优惠方式', 'Discount type', (r) => {
      const label = discountTypeLabel(r.discountType);
      return label ? pick(label, lang) : '';
    }),
    c('发票', 'Invoice', (r) => invoiceText(r, lang), 24),
    c('下单时间', 'Ordered', (r) => chinaTime(r.createdAt)),
    c('支付时间', 'Paid at', (r) => chinaTime(r.paidAt)),
  ];
}

/** The filtered set in the list's order, read by keyset in batches (`keysetBatches`). */
function batches(db: Db, auth: AuthContext, q: ExportQuery): AsyncGenerator<ExportRow[]> {
  const column = SORT[q.sort];
  const dir = q.order === 'asc' ? asc : desc;
  return keysetBatches<ExportRow>({
    column,
    id: orders.id,
    order: q.order,
    read: (after, limit) =>
      db
        .select({ ...rowColumns, createdKey: timeKey(orders.createdAt) })
        .from(orders)
        .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
        .innerJoin(journals, eq(journals.id, orders.journalId))
        .innerJoin(authors, eq(authors.id, orders.authorId))
        .leftJoinLateral(openInvoice, sql`true`)
        .where(and(listFilter(auth, q), after))
        .orderBy(dir(column), dir(orders.id))
        .limit(limit),
    keyOf: (last) =>
      q.sort === 'createdAt' ? asTime(last.createdKey) : q.sort === 'amount' ? last.amountFen : last.orderNum,
  });
}

export function exportOrders(db: Db, auth: AuthContext, q: ExportQuery, reply: FastifyReply, lang: Lang) {
  return streamXlsx(
    reply,
    lang,
    'orders',
    { zh: '订单', en: 'Orders' },
    columnsOf(lang),
    batches(db, auth, q),
  );
}
