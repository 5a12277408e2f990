import { dueFen, refundableFen } from '@jb/contract/balances';
import { DiscountStatus, FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { ORDER_RULES } from '@jb/contract/schemas/orders';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authors,
  type discounts,
  journals,
  manuscripts,
  orders,
  type refunds,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { visible } from '../manuscripts/staffQueries.ts';
import { keywordCondition } from './list.ts';
import { openRefundFen } from './queries.ts';

/**
 * What the discount and refund lists share: the applications of orders the person sees (their press,
 * and the order's manuscript visible to them, as the order list scopes it), filtered by status,
 * journal and keyword; and the orders of a manuscript found by its number for an application form.
 */

type Applications = typeof discounts | typeof refunds;

export function applicationFilter(
  auth: AuthContext,
  table: Applications,
  q: { status?: number | undefined; journalId?: number | undefined; keyword?: string | undefined },
): SQL | undefined {
  return and(
    pressCondition(auth, table.pressId),
    ...visible(auth),
    q.status === undefined ? undefined : eq(table.status, q.status),
    q.journalId ? eq(orders.journalId, q.journalId) : undefined,
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
}

/** The name of a staff member by a column holding their id (null when none). */
export const staffName = (column: SQL | AnyColumn) =>
  sql<string | null>`(select u.name from ${users} u where u.id = ${column})`;

export const orderJoinColumns = {
  orderId: orders.id,
  orderNum: orders.orderNum,
  feeType: orders.feeType,
  orderAmountFen: orders.amountFen,
  discountFen: orders.discountFen,
  paidFen: orders.paidFen,
  refundedFen: orders.refundedFen,
  payStatus: orders.payStatus,
  abnormalFlag: orders.abnormalFlag,
  manuscriptId: manuscripts.id,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  manuscriptStatus: manuscripts.status,
  journalName: journals.name,
  authorName: authors.name,
};

type Joined = {
  orderId: number;
  orderNum: string;
  feeType: number;
  orderAmountFen: number;
  paidFen: number;
  payStatus: number;
  manuscriptId: number;
  articleNo: string;
  title: string;
  manuscriptStatus: number;
  journalName: string;
  authorName: string;
};

/** The order, manuscript, journal and author parts of a listed application. */
export function orderParts(r: Joined) {
  return {
    order: {
      id: r.orderId,
      orderNum: r.orderNum,
      feeType: r.feeType,
      amountFen: r.orderAmountFen,
      paidFen: r.paidFen,
      payStatus: r.payStatus,
    },
    manuscript: { id: r.manuscriptId, articleNo: r.articleNo, title: r.title, status: r.manuscriptStatus },
    journalName: r.journalName,
    authorName: r.authorName,
  };
}

/** Some fields of a row, by name. */
export function pick<T, K extends keyof T>(row: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}

/** The orders of a manuscript of the person's scope, found by its number (none when it is not theirs). */
async function ordersByArticleNo(db: Db, auth: AuthContext, articleNo: string) {
  return db
    .select({
      id: orders.id,
      orderNum: orders.orderNum,
      feeType: orders.feeType,
      amountFen: orders.amountFen,
      discountFen: orders.discountFen,
      paidFen: orders.paidFen,
      refundedFen: orders.refundedFen,
      payStatus: orders.payStatus,
      discountsStatus: orders.discountsStatus,
      openRefundFen: openRefundFen(),
      version: orders.version,
      title: manuscripts.title,
      authorName: authors.name,
    })
    .from(orders)
    .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
    .innerJoin(authors, eq(authors.id, orders.authorId))
    .where(and(eq(manuscripts.articleNo, articleNo), pressCondition(auth, orders.pressId), ...visible(auth)))
    .orderBy(orders.id);
}

/** The unpaid orders with something still due, for a discount application. */
export async function discountOptions(db: Db, auth: AuthContext, articleNo: string) {
  const rows = await ordersByArticleNo(db, auth, articleNo);
  if (rows.length === 0) throw errors.validation([{ path: 'articleNo', ...ORDER_RULES.notFound }]);
  return rows
    .filter((o) => o.feeType !== FeeType.PREPAID && o.payStatus === OrderPayStatus.UNPAID && dueFen(o) > 0)
    .map((o) => ({
      id: o.id,
      orderNum: o.orderNum,
      feeType: o.feeType,
      amountFen: o.amountFen,
      dueFen: dueFen(o),
      version: o.version,
      title: o.title,
      authorName: o.authorName,
      underReview: o.discountsStatus === DiscountStatus.REVIEW,
    }));
}

/** The paid orders with money that may still be asked back, for a refund request. */
export async function refundOptions(db: Db, auth: AuthContext, articleNo: string) {
  const rows = await ordersByArticleNo(db, auth, articleNo);
  if (rows.length === 0) throw errors.validation([{ path: 'articleNo', ...ORDER_RULES.notFound }]);
  return rows
    .filter((o) => o.payStatus === OrderPayStatus.PAID && refundableFen(o, o.openRefundFen) > 0)
    .map((o) => ({
      id: o.id,
      orderNum: o.orderNum,
      feeType: o.feeType,
      amountFen: o.amountFen,
      paidFen: o.paidFen,
      refundableFen: refundableFen(o, o.openRefundFen),
      version: o.version,
      title: o.title,
      authorName: o.authorName,
    }));
}
