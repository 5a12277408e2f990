import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { AUTHOR_BLACKLISTED } from '@jb/contract/schemas/authors';
import type { manuscriptListQuery } from '@jb/contract/schemas/staffManuscripts';
import { type AnyColumn, and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  authors,
  journalColumns,
  journalSubjects,
  journals,
  manuscriptAudits,
  manuscriptEvents,
  manuscriptFiles,
  manuscripts,
  productionProcesses,
  reviewProcesses,
  subjects,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDaysCondition } from '../../platform/chinaDays.ts';
import { errors } from '../../platform/errors.ts';
import { COUNT_CAP, containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { latestPrepaid, manuscriptPayStatus, ordersOf } from '../orders/queries.ts';
import { vouchersOfOrders } from '../orders/vouchers.ts';
import { staff } from '../workflow/actor.ts';
import { actionsOf } from '../workflow/availableActions.ts';
import { countedTotal } from './counts.ts';
import { bylineOf, filesOf } from './detailParts.ts';

type ListQuery = z.infer<typeof manuscriptListQuery>;

export const SORT = {
  submittedAt: manuscripts.submittedAt,
  articleNo: manuscripts.articleNo,
  status: manuscripts.status,
};

/** Manuscripts the person may see: their press, their assigned journals. */
export function visible(auth: AuthContext): (SQL | undefined)[] {
  return [pressCondition(auth, manuscripts.pressId), assignedCondition(auth, manuscripts.journalId)];
}

export const rowColumns = {
  id: manuscripts.id,
  version: manuscripts.version,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  journalId: manuscripts.journalId,
  journalName: journals.name,
  columnName: journalColumns.name,
  authorName: authors.name,
  authorBlacklisted: sql<boolean>`${authors.blacklistType} = ${AUTHOR_BLACKLISTED}`,
  status: manuscripts.status,
  submittedAt: manuscripts.submittedAt,
  foundationFlag: manuscripts.foundationFlag,
  foundationStatus: manuscripts.foundationStatus,
  natureArticleType: manuscripts.natureArticleType,
  schedulingType: manuscripts.schedulingType,
  annexStatus: manuscripts.annexStatus,
  supplementStatus: manuscripts.supplementStatus,
  ignoreStatus: manuscripts.ignoreStatus,
  orderStatus: manuscripts.orderStatus,
  ingoreName: sql<string | null>`(select u.name from ${users} u where u.id = "manuscripts"."ignored_by")`,
  auditUser: sql<string | null>`(select u.name from ${users} u where u.id = "manuscripts"."audit_user_id")`,
  auditSign: manuscripts.auditSign,
  otherStatus: manuscripts.otherStatus,
  auditScheduleStatus: manuscripts.auditScheduleStatus,
  revisionNum: sql<number>`(select coalesce(max(f.revision), 0)::int from ${manuscriptFiles} f
    where f.manuscript_id = "manuscripts"."id" and f.role = 'manuscript')`,
  meetingSign: manuscripts.meetingSign,
};

/** Adds what the list and detail show beside the row itself: orders and the caller's actions. */
async function withOrdersAndActions<R extends { id: number; submittedAt: Date; meetingSign: number | null }>(
  db: Db,
  auth: AuthContext,
  rows: R[],
) {
  const ids = rows.map((r) => r.id);
  const [orderMap, actions] = await Promise.all([ordersOf(db, ids), actionsOf(db, staff(auth), ids)]);
  return rows.map(({ meetingSign, ...r }) => {
    const own = orderMap.get(r.id) ?? [];
    return {
      ...r,
      submittedAt: r.submittedAt.toISOString(),
      orders: own,
      payStatus: manuscriptPayStatus(own),
      employmentAmount: own.find((o) => o.feeType === FeeType.ACCEPTANCE)?.amountFen ?? null,
      dto: { meetingSign },
      actions: actions.get(r.id) ?? [],
    };
  });
}

/**
 * A keyword in the title or number (found through the character-pair index, then confirmed by
 * ILIKE), or in the author's name or phone (the same on the authors).
 */
export function keywordCondition(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return or(
    and(
      sql`${manuscripts.searchGrams} @> jb_grams(${keyword})`,
      or(ilike(manuscripts.title, pattern), ilike(manuscripts.articleNo, pattern)),
    ),
    // `= any(array(…))`: the matching authors are found once (an InitPlan), and the manuscripts of
    // them through the author index, OR-ed with the pairs index (an IN subquery here scans the table).
    sql`${manuscripts.authorId} = any(array(select a.id from ${authors} a where a.search_grams @> jb_grams(${keyword})
      and (a.name ilike ${pattern} or a.phone ilike ${pattern})))`,
  )!;
}

/** The manuscript reading of payStatus, from its newest prepaid order (as the row shows it). */
function payStatusCondition(reading: '0' | '1' | '3'): SQL {
  const prepaid = latestPrepaid('pay_status');
  if (reading === '0') return sql`${prepaid} = ${OrderPayStatus.UNPAID}`;
  if (reading === '1') return sql`${prepaid} = ${OrderPayStatus.PAID}`;
  return sql`coalesce(${prepaid} not in (${OrderPayStatus.UNPAID}, ${OrderPayStatus.PAID}), true)`;
}

/** The list's filters: the person's scope, status, journal, blacklisting, keyword. */
export function listFilter(auth: AuthContext, q: Omit<ListQuery, 'page' | 'pageSize'>) {
  const where = and(
    ...visible(auth),
    q.status === undefined ? undefined : eq(manuscripts.status, q.status),
    q.journalId ? eq(manuscripts.journalId, q.journalId) : undefined,
    q.columnId ? eq(manuscripts.columnId, q.columnId) : undefined,
    chinaDaysCondition(manuscripts.submittedAt, q.submittedFrom, q.submittedTo),
    q.foundationFlag === undefined ? undefined : eq(manuscripts.foundationFlag, Number(q.foundationFlag)),
    q.foundationStatus === undefined
      ? undefined
      : and(eq(manuscripts.foundationFlag, 1), eq(manuscripts.foundationStatus, Number(q.foundationStatus))),
    q.payStatus === undefined ? undefined : payStatusCondition(q.payStatus),
    q.blacklisted === undefined
      ? undefined
      : sql`(${authors.blacklistType} = ${AUTHOR_BLACKLISTED}) = ${q.blacklisted === 'true'}`,
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
  return where;
}

/** The person's press and journals over the columns of whichever count table answers. */
export const countScope =
  (auth: AuthContext) =>
  (t: { pressId: AnyColumn; journalId: AnyColumn }): SQL | undefined =>
    and(pressCondition(auth, t.pressId), assignedCondition(auth, t.journalId));

/**
 * The list's total: exact from the kept counts for filters of status, journal, column and days
 * (no count(*) over a million rows); counted up to 10,000 for the others (a keyword, the fund
 * flag or its audit, blacklisting), with `capped` beyond.
 */
async function totalOf(
  db: Db,
  auth: AuthContext,
  q: ListQuery,
  extra: SQL | undefined,
): Promise<{ n: number; capped: boolean }> {
  if (
    !extra &&
    !q.keyword &&
    q.blacklisted === undefined &&
    q.foundationFlag === undefined &&
    q.foundationStatus === undefined &&
    q.payStatus === undefined
  ) {
    const n = await countedTotal(db, {
      scope: countScope(auth),
      status: q.status,
      journalId: q.journalId,
      columnId: q.columnId,
      from: q.submittedFrom,
      to: q.submittedTo,
    });
    return { n, capped: false };
  }
  // The author's row is read only when a filter looks at it (blacklisting; the keyword finds authors itself).
  let rows = db.select({ one: sql`1` }).from(manuscripts).$dynamic();
  if (q.blacklisted !== undefined) rows = rows.innerJoin(authors, eq(authors.id, manuscripts.authorId));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    rows
      .where(and(listFilter(auth, q), extra))
      .limit(COUNT_CAP + 1)
      .as('capped'),
  );
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { n: COUNT_CAP, capped: true } : { n, capped: false };
}

/** The manuscript list; `extra` narrows it further (a stage queue: allocated to me, set aside). */
export async function listManuscripts(
  db: Db,
  auth: AuthContext,
  q: ListQuery,
  extra?: SQL,
  /** The exact total when the caller already counted it (the editors' homes): not counted again. */
  knownTotal?: number,
) {
  const where = and(listFilter(auth, q), extra);
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(manuscripts)
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .innerJoin(journalColumns, eq(journalColumns.id, manuscripts.columnId))
      .innerJoin(authors, eq(authors.id, manuscripts.authorId))
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], manuscripts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    knownTotal === undefined ? totalOf(db, auth, q, extra) : { n: knownTotal, capped: false },
  ]);
  return { ...pageOf(await withOrdersAndActions(db, auth, rows), total.n, q), capped: total.capped };
}

/** One manuscript the person may see (else 404); `extra` narrows it further (an acquisition editor's own). */
export async function manuscriptDetail(db: Db, auth: AuthContext, id: number, extra?: SQL) {
  const [row] = await db
    .select({
      ...rowColumns,
      columnId: manuscripts.columnId,
      subjectId: manuscripts.subjectId,
      keywords: manuscripts.keywords,
      abstract: manuscripts.abstract,
      natureArticleType: manuscripts.natureArticleType,
      subjectName: sql<
        string | null
      >`(select ${subjects.name} from ${subjects} where ${subjects.id} = ${manuscripts.subjectId})`,
      referrerId: manuscripts.referrerId,
      referrerName: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${manuscripts.referrerId})`,
      foundationFlag: manuscripts.foundationFlag,
      fundName: manuscripts.fundName,
      fundNumber: manuscripts.fundNumber,
      fundLevel: manuscripts.fundLevel,
      authorPhone: authors.phone,
      reviewProcessVersion: sql<number>`(select ${reviewProcesses.version} from ${reviewProcesses} where ${reviewProcesses.id} = ${manuscripts.reviewProcessId})`,
      productionProcessVersion: sql<number>`(select ${productionProcesses.version} from ${productionProcesses} where ${productionProcesses.id} = ${manuscripts.productionProcessId})`,
    })
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .innerJoin(journalColumns, eq(journalColumns.id, manuscripts.columnId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(and(eq(manuscripts.id, id), ...visible(auth), extra));
  if (!row) throw errors.notFound();
  const [full] = await withOrdersAndActions(db, auth, [row]);
  const [events, byline, files, journalSubjectRows, vouchers] = await Promise.all([
    timeline(db, id),
    bylineOf(db, id),
    filesOf(db, id),
    db
      .select({ id: subjects.id, name: subjects.name })
      .from(journalSubjects)
      .innerJoin(subjects, eq(subjects.id, journalSubjects.subjectId))
      .where(eq(journalSubjects.journalId, full!.journalId))
      .orderBy(asc(subjects.name)),
    vouchersOfOrders(
      db,
      full!.orders.map((o) => o.id),
    ),
  ]);
  const orders = full!.orders.map((o) => ({ ...o, vouchers: vouchers.get(o.id) ?? [] }));
  return { ...full!, orders, events, authors: byline, files, journalSubjects: journalSubjectRows };
}

/** The manuscript's timeline: every event with who took it and the process versions in force. */
async function timeline(db: Db, manuscriptId: number) {
  // Outer columns spelled out: drizzle writes columns unqualified in a one-table select.
  const rp = sql`(select rp.version from ${reviewProcesses} rp where rp.id = "manuscript_events"."review_process_id")`;
  const pp = sql`(select pp.version from ${productionProcesses} pp where pp.id = "manuscript_events"."production_process_id")`;
  const rows = await db
    .select({
      id: manuscriptEvents.id,
      action: manuscriptEvents.action,
      fromStatus: manuscriptEvents.fromStatus,
      toStatus: manuscriptEvents.toStatus,
      actorType: manuscriptEvents.actorType,
      actorId: manuscriptEvents.actorId,
      actorName: sql<string>`coalesce(case when "manuscript_events"."actor_type" = 'staff'
        then (select u.name from ${users} u where u.id = "manuscript_events"."actor_id")
        else (select a.name from ${authors} a where a.id = "manuscript_events"."actor_id") end, '')`,
      note: manuscriptEvents.note,
      changes: manuscriptEvents.changes,
      reviewProcessVersion: sql<number | null>`${rp}`,
      productionProcessVersion: sql<number | null>`${pp}`,
      similarityReportId: sql<number | null>`(select a.similarity_report_id from ${manuscriptAudits} a
        where a.manuscript_id = ${manuscriptId} and a.event_id = "manuscript_events"."id" limit 1)`,
      createdAt: manuscriptEvents.createdAt,
    })
    .from(manuscriptEvents)
    .where(eq(manuscriptEvents.manuscriptId, manuscriptId))
    .orderBy(asc(manuscriptEvents.id));
  return rows.map((r) => ({
    ...r,
    actorType: r.actorType as 'author' | 'staff' | 'system',
    changes: r.changes as { field: string; from: string; to: string }[] | null,
    createdAt: r.createdAt.toISOString(),
  }));
}
