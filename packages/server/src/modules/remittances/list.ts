import { RemittanceStatus } from '@jb/contract/enums/remittance';
import type {
  RemittanceAction,
  RemittanceRecord,
  remittanceRecordQuery,
} from '@jb/contract/schemas/remittances';
import { and, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  manuscripts,
  orders,
  remittanceMatches,
  remittances,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { isOpen } from './queries.ts';

type Query = z.infer<typeof remittanceRecordQuery>;
const SORT = {
  receivedOn: remittances.receivedOn,
  amount: remittances.amountFen,
  createdAt: remittances.createdAt,
};

/** The press's remittances under the list's filters. */
function recordFilter(auth: AuthContext, q: Query): SQL | undefined {
  const keyword = q.keyword ? containsPattern(q.keyword) : null;
  return and(
    pressCondition(auth, remittances.pressId),
    q.status === undefined ? undefined : eq(remittances.status, q.status),
    q.receivedFrom ? gte(remittances.receivedOn, q.receivedFrom) : undefined,
    q.receivedTo ? lte(remittances.receivedOn, q.receivedTo) : undefined,
    q.minFen === undefined ? undefined : gte(remittances.amountFen, q.minFen),
    q.maxFen === undefined ? undefined : lte(remittances.amountFen, q.maxFen),
    q.statementId ? eq(remittances.statementId, q.statementId) : undefined,
    keyword
      ? or(
          ilike(remittances.remitter, keyword),
          ilike(remittances.account, keyword),
          ilike(remittances.bankRef, keyword),
          ilike(remittances.remark, keyword),
        )
      : undefined,
  );
}

/** What the caller may do to a remittance now. */
function actionsOf(auth: AuthContext, row: Parameters<typeof isOpen>[0]): RemittanceAction[] {
  if (!auth.permissions.has('finance.remittance.confirm')) return [];
  if (row.status === RemittanceStatus.SET_ASIDE) return ['restore'];
  return isOpen(row) ? ['match', 'setAside'] : [];
}

/** The matches of a remittance, oldest first, as one JSON array (a page has 20 rows at most). */
const matchesOf = sql<RemittanceRecord['matches']>`coalesce((select json_agg(json_build_object(
    'id', rm.id, 'orderId', rm.order_id, 'orderNum', o.order_num, 'articleNo', m.article_no,
    'amountFen', rm.amount_fen, 'createdByName', coalesce(u.name, ''),
    'createdAt', to_char(rm.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by rm.id)
  from ${remittanceMatches} rm
  join ${orders} o on o.id = rm.order_id
  join ${manuscripts} m on m.id = o.manuscript_id
  left join ${users} u on u.id = rm.created_by
  where rm.remittance_id = ${remittances.id}), '[]'::json)`;

/** The remittances of 汇款确认, each with its matches and the actions open to the caller. */
export async function listRecords(db: Db, auth: AuthContext, q: Query) {
  const where = recordFilter(auth, q);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: remittances,
        voucherName: storedFiles.name,
        createdByName: sql<string>`coalesce(${users.name}, '')`,
        asideByName: sql<
          string | null
        >`(select a.name from ${users} a where a.id = "remittances"."aside_by")`,
        matches: matchesOf,
      })
      .from(remittances)
      .leftJoin(storedFiles, eq(storedFiles.id, remittances.voucherFileId))
      .leftJoin(users, eq(users.id, remittances.createdBy))
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], remittances.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(remittances).where(where),
  ]);
  const list: RemittanceRecord[] = rows.map(({ row, voucherName, createdByName, asideByName, matches }) => ({
    id: row.id,
    remitter: row.remitter,
    account: row.account,
    amountFen: row.amountFen,
    matchedFen: row.matchedFen,
    receivedOn: row.receivedOn,
    bankRef: row.bankRef,
    remark: row.remark,
    voucher: row.voucherFileId && voucherName ? { id: row.voucherFileId, name: voucherName } : null,
    statementId: row.statementId,
    lineNo: row.lineNo,
    status: row.status,
    note: row.note,
    aside: row.asideAt ? { byName: asideByName ?? '', at: row.asideAt.toISOString() } : null,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    matches,
    actions: actionsOf(auth, row),
  }));
  return pageOf(list, count?.n ?? 0, q);
}
