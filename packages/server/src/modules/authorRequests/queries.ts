import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import {
  authors,
  journals,
  manuscripts,
  type revisionRequests,
  type withdrawalRequests,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { staffName } from '../orders/applications.ts';

/**
 * What the lists of an author's requests about a manuscript share (撤稿 withdrawals, 修改申请 revision
 * applications; refunds name their requester the same way): who asked, the person's scope, and the
 * request read with its manuscript, journal and author.
 */

type RequestTable = typeof withdrawalRequests | typeof revisionRequests;

/** Who asked: the staff member who recorded it for the author, or the author (by the requester's id). */
export const requesterName = (
  type: AnyColumn,
  id: AnyColumn,
) => sql<string>`coalesce(case when ${type} = 'staff'
  then ${staffName(id)} else (select a.name from ${authors} a where a.id = ${id}) end, '')`;

/** The manuscript, journal and author columns every request row shows. */
export const manuscriptColumns = {
  manuscriptId: manuscripts.id,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  manuscriptStatus: manuscripts.status,
  manuscriptVersion: manuscripts.version,
  journalName: journals.name,
  authorName: authors.name,
};

/** The requests the person sees: their press, their journals (as every manuscript list scopes them). */
export function requestScope(auth: AuthContext, t: RequestTable, ...more: (SQL | undefined)[]) {
  return and(pressCondition(auth, t.pressId), assignedCondition(auth, t.journalId), ...more);
}

/** A page of a request list: its order and window. */
export interface RequestPage {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** The requests with their manuscript, journal and author, as `columns` picks (a page of them, or all). */
export function requestRows<C extends SelectedFields>(
  db: Db,
  t: RequestTable,
  columns: C,
  where: SQL | undefined,
  page?: RequestPage,
): Promise<SelectResultFields<C>[]> {
  const found = db
    .select(columns as SelectedFields)
    .from(t as typeof withdrawalRequests)
    .innerJoin(manuscripts, eq(manuscripts.id, t.manuscriptId))
    .innerJoin(journals, eq(journals.id, t.journalId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(where)
    .$dynamic();
  const rows = page
    ? found
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : found;
  return rows as unknown as Promise<SelectResultFields<C>[]>;
}

/** How many requests `where` finds (the keyword reads the manuscript and its author). */
export async function requestCount(db: Db, t: RequestTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t as typeof withdrawalRequests)
    .innerJoin(manuscripts, eq(manuscripts.id, t.manuscriptId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(where);
  return Number(row?.n ?? 0);
}
