import { FeeType } from '@jb/contract/enums/order';
import type { remittanceListQuery } from '@jb/contract/schemas/staffManuscripts';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, journals, manuscripts, orders, payments } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { staff } from '../workflow/actor.ts';
import { actionsOf } from '../workflow/availableActions.ts';

type Query = z.infer<typeof remittanceListQuery>;
const SORT = { createdAt: orders.createdAt, amountFen: orders.amountFen };

/** Prepaid-fee orders of the press for finance, with the remittance that settled each, if any. */
export async function listRemittances(db: Db, auth: AuthContext, q: Query) {
  const keyword = q.keyword ? containsPattern(q.keyword) : null;
  const where = and(
    pressCondition(auth, orders.pressId),
    assignedCondition(auth, orders.journalId),
    eq(orders.feeType, FeeType.PREPAID),
    q.payStatus === undefined ? undefined : eq(orders.payStatus, q.payStatus),
    keyword
      ? or(
          ilike(orders.orderNum, keyword),
          ilike(manuscripts.articleNo, keyword),
          ilike(manuscripts.title, keyword),
          ilike(authors.name, keyword),
        )
      : undefined,
  );
  const remittance = (column: typeof payments.remitter | typeof payments.paidOn) =>
    sql<string | null>`(select ${column} from ${payments} where ${payments.orderId} = ${orders.id}
      order by ${payments.id} desc limit 1)`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNum: orders.orderNum,
        feeType: orders.feeType,
        amountFen: orders.amountFen,
        paidFen: orders.paidFen,
        payStatus: orders.payStatus,
        createdAt: orders.createdAt,
        manuscriptId: manuscripts.id,
        manuscriptVersion: manuscripts.version,
        articleNo: manuscripts.articleNo,
        title: manuscripts.title,
        manuscriptStatus: manuscripts.status,
        journalName: journals.name,
        authorName: authors.name,
        remitter: remittance(payments.remitter),
        paidOn: remittance(payments.paidOn),
      })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .innerJoin(journals, eq(journals.id, orders.journalId))
      .innerJoin(authors, eq(authors.id, orders.authorId))
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], orders.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .innerJoin(authors, eq(authors.id, orders.authorId))
      .where(where),
  ]);
  const actions = await actionsOf(
    db,
    staff(auth),
    rows.map((r) => r.manuscriptId),
  );
  const list = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    actions: (actions.get(r.manuscriptId) ?? []).filter((a) => a === 'confirmRemittance'),
  }));
  return pageOf(list, count?.n ?? 0, q);
}
