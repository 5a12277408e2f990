import type {
  IssueContents,
  SchedulingIssueRow,
  schedulingQueueQuery,
} from '@jb/contract/schemas/scheduling';
import { Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  authors,
  issuePlacements,
  journalColumns,
  journalIssues,
  manuscripts,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';
import { ordersOf } from '../orders/queries.ts';

/** When the acceptance was confirmed: the newest move into accepted (90). */
const acceptedAt = sql<Date | null>`(select max(e.created_at) from manuscript_events e
  where e.manuscript_id = ${manuscripts.id} and e.to_status = ${Status.ACCEPTED})`;

const SORTS = {
  acceptedAt,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
} as const;

/** The accepted manuscripts (90) of a journal, waiting for an issue. */
export async function schedulingQueue(db: Db, auth: AuthContext, q: z.infer<typeof schedulingQueueQuery>) {
  await requireJournal(db, auth, q.journalId);
  const where = and(
    eq(manuscripts.journalId, q.journalId),
    eq(manuscripts.status, Status.ACCEPTED),
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: manuscripts.id,
        version: manuscripts.version,
        articleNo: manuscripts.articleNo,
        title: manuscripts.title,
        columnName: journalColumns.name,
        authorName: authors.name,
        foundationFlag: manuscripts.foundationFlag,
        acceptedAt,
      })
      .from(manuscripts)
      .innerJoin(authors, eq(authors.id, manuscripts.authorId))
      .innerJoin(journalColumns, eq(journalColumns.id, manuscripts.columnId))
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], manuscripts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(manuscripts).where(where),
  ]);
  const list = rows.map((r) => ({
    ...r,
    acceptedAt: r.acceptedAt ? new Date(r.acceptedAt).toISOString() : null,
  }));
  return pageOf(list, count?.n ?? 0, q);
}

const issueColumns = {
  id: journalIssues.id,
  year: journalIssues.year,
  volume: journalIssues.volume,
  number: journalIssues.number,
  plannedDate: journalIssues.plannedDate,
  status: journalIssues.status,
  pageBudget: journalIssues.pageBudget,
  placedPages: sql<number>`coalesce(sum(${issuePlacements.pages}), 0)::int`,
  articles: sql<number>`count(${issuePlacements.manuscriptId})::int`,
};

/** The issues of a journal, newest year first, with what each holds. */
export async function schedulingIssues(
  db: Db,
  auth: AuthContext,
  journalId: number,
): Promise<SchedulingIssueRow[]> {
  await requireJournal(db, auth, journalId);
  return db
    .select(issueColumns)
    .from(journalIssues)
    .leftJoin(issuePlacements, eq(issuePlacements.issueId, journalIssues.id))
    .where(eq(journalIssues.journalId, journalId))
    .groupBy(journalIssues.id)
    .orderBy(desc(journalIssues.year), asc(journalIssues.number));
}

/** An issue of the caller's scope (404 outside it), with what it holds. */
export async function issueInScope(db: Db, auth: AuthContext, issueId: number): Promise<SchedulingIssueRow> {
  const [row] = await db
    .select({ ...issueColumns, journalId: journalIssues.journalId })
    .from(journalIssues)
    .leftJoin(issuePlacements, eq(issuePlacements.issueId, journalIssues.id))
    .where(eq(journalIssues.id, issueId))
    .groupBy(journalIssues.id);
  if (!row) throw errors.notFound();
  await requireJournal(db, auth, row.journalId);
  const { journalId: _journal, ...issue } = row;
  return issue;
}

/**
 * An issue's table of contents in order: each article's page range follows from the planned pages
 * of the articles before it (unknown once one before it has no pages yet).
 */
export async function issueContents(db: Db, auth: AuthContext, issueId: number): Promise<IssueContents> {
  const issue = await issueInScope(db, auth, issueId);
  const rows = await db
    .select({
      id: manuscripts.id,
      version: manuscripts.version,
      status: manuscripts.status,
      position: issuePlacements.position,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      columnName: journalColumns.name,
      authorName: authors.name,
      pages: issuePlacements.pages,
      schedulingType: manuscripts.schedulingType,
    })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .innerJoin(journalColumns, eq(journalColumns.id, manuscripts.columnId))
    .where(eq(issuePlacements.issueId, issueId))
    .orderBy(asc(issuePlacements.position), asc(issuePlacements.manuscriptId));
  const orders = await ordersOf(
    db,
    rows.map((r) => r.id),
  );
  let next: number | null = 1;
  const withPages = rows.map((r) => {
    const firstPage = next !== null && r.pages > 0 ? next : null;
    const lastPage = firstPage === null ? null : firstPage + r.pages - 1;
    next = lastPage === null ? null : lastPage + 1;
    return { ...r, firstPage, lastPage, orders: orders.get(r.id) ?? [] };
  });
  return { issue, rows: withPages };
}
