import { SHIP_PERMISSION } from '@jb/contract/productionRows';
import {
  addressComplete,
  type mailingIssue,
  type mailingIssuesQuery,
  type RecipientRow,
  type TrackingState,
} from '@jb/contract/schemas/mailing';
import { Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  expressCompanies,
  issuePlacements,
  journalIssues,
  mailingBatches,
  mailingRecipients,
  mailingShipments,
  manuscripts,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { iso, offsetOf, pageOf } from '../../platform/list.ts';
import { ref } from '../../platform/sqlRef.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { issueInScope } from '../issueProduction/moves.ts';
import { hasArticleAt } from '../issueProduction/queries.ts';

/** Statuses whose issues show on the mailing screen: at mailing, and after it (to follow parcels). */
const MAILED: readonly number[] = [Status.MAILING, Status.PUBLISHED, Status.ARCHIVED];

/** Written with their tables: a correlated subquery of a single-table select (sqlRef.ts). */
const issueRef = ref(journalIssues.id);
const batchRef = ref(mailingBatches.id);

/** The status every article of the issue is at, or null while they differ (the engine moves issues whole). */
const issueStatus = sql<number | null>`(select case when count(distinct p.status) = 1 then min(p.status) end
  from ${issuePlacements} p where p.issue_id = ${issueRef})`.mapWith((v) => (v === null ? null : Number(v)));

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);
const recipientsOfIssue = sql`from ${mailingRecipients} r where r.issue_id = ${issueRef}`;
const parcelsOfIssue = sql`from ${mailingShipments} s join ${mailingBatches} b on b.id = s.batch_id
  where b.issue_id = ${issueRef}`;

/** A journal's issues with an article at mailing or after, newest first, with their mailing's progress. */
export async function mailingIssues(db: Db, auth: AuthContext, q: z.infer<typeof mailingIssuesQuery>) {
  await requireJournal(db, auth, q.journalId);
  const where = and(eq(journalIssues.journalId, q.journalId), hasArticleAt(MAILED));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: journalIssues.id,
        year: journalIssues.year,
        volume: journalIssues.volume,
        number: journalIssues.number,
        status: issueStatus,
        articles: count(sql`select count(*) from ${issuePlacements} p where p.issue_id = ${issueRef}`),
        recipients: count(sql`select count(*) ${recipientsOfIssue}`),
        copies: count(sql`select coalesce(sum(r.copies), 0) ${recipientsOfIssue}`),
        shipped: count(sql`select count(*) ${parcelsOfIssue}`),
        tracked: count(sql`select count(*) ${parcelsOfIssue} and s.tracking_no is not null`),
        delivered: count(sql`select count(*) ${parcelsOfIssue} and s.tracking_state = 'delivered'`),
      })
      .from(journalIssues)
      .where(where)
      .orderBy(desc(journalIssues.year), desc(journalIssues.number), desc(journalIssues.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(journalIssues, where),
  ]);
  return pageOf(rows, Number(total), q);
}

type Detail = z.input<typeof mailingIssue>;

/** The issue in the caller's scope (another press's or journal's: 404), with the status of its articles. */
async function issueOf(db: Db, auth: AuthContext, issueId: number) {
  const { id, journalId, year, volume, number } = await issueInScope(db, auth, issueId);
  const [row] = await db.select({ status: issueStatus }).from(journalIssues).where(eq(journalIssues.id, id));
  return { id, journalId, year, volume, number, status: row?.status ?? null };
}

/**
 * An issue's mailing: its recipients (authors in contents order, then those added by hand) with
 * their parcels, its batches with their progress, and what the caller may do (change while the
 * issue is at mailing; ask the tracking provider when one is configured).
 */
export async function mailingDetail(
  db: Db,
  auth: AuthContext,
  issueId: number,
  trackingOn: boolean,
): Promise<Detail> {
  const issue = await issueOf(db, auth, issueId);
  const mayShip = auth.permissions.has(SHIP_PERMISSION);
  const open = mayShip && issue.status === Status.MAILING;
  const [recipients, batches] = await Promise.all([
    db
      .select({
        r: mailingRecipients,
        articleNo: manuscripts.articleNo,
        title: manuscripts.title,
        s: mailingShipments,
      })
      .from(mailingRecipients)
      .leftJoin(manuscripts, eq(manuscripts.id, mailingRecipients.manuscriptId))
      .leftJoin(
        issuePlacements,
        and(
          eq(issuePlacements.issueId, mailingRecipients.issueId),
          eq(issuePlacements.manuscriptId, mailingRecipients.manuscriptId),
        ),
      )
      .leftJoin(mailingShipments, eq(mailingShipments.recipientId, mailingRecipients.id))
      .where(eq(mailingRecipients.issueId, issue.id))
      .orderBy(sql`${issuePlacements.position} asc nulls last`, asc(mailingRecipients.id)),
    db
      .select({
        id: mailingBatches.id,
        expressCompanyId: mailingBatches.expressCompanyId,
        expressCompanyName: expressCompanies.name,
        createdAt: mailingBatches.createdAt,
        createdByName: users.name,
        shipments: count(sql`select count(*) from ${mailingShipments} s where s.batch_id = ${batchRef}`),
        tracked: count(
          sql`select count(*) from ${mailingShipments} s where s.batch_id = ${batchRef} and s.tracking_no is not null`,
        ),
        delivered: count(
          sql`select count(*) from ${mailingShipments} s where s.batch_id = ${batchRef} and s.tracking_state = 'delivered'`,
        ),
      })
      .from(mailingBatches)
      .innerJoin(expressCompanies, eq(expressCompanies.id, mailingBatches.expressCompanyId))
      .innerJoin(users, eq(users.id, mailingBatches.createdBy))
      .where(eq(mailingBatches.issueId, issue.id))
      .orderBy(asc(mailingBatches.id)),
  ]);
  return {
    issue,
    recipients: recipients.map(
      ({ r, articleNo, title, s }): RecipientRow => ({
        id: r.id,
        kind: r.kind as RecipientRow['kind'],
        manuscriptId: r.manuscriptId,
        articleNo,
        title,
        name: r.name,
        phone: r.phone,
        province: r.province,
        city: r.city,
        district: r.district,
        address: r.address,
        postcode: r.postcode,
        organization: r.organization,
        copies: r.copies,
        complete: addressComplete(r),
        shipment: s
          ? {
              id: s.id,
              batchId: s.batchId,
              trackingNo: s.trackingNo,
              trackingState: s.trackingState as TrackingState,
              trackingEvent: s.trackingEvent,
              trackedAt: iso(s.trackedAt),
            }
          : null,
        version: r.version,
        actions: open && !s ? ['edit', 'remove'] : [],
      }),
    ),
    batches: batches.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    actions: [
      ...(open ? (['ship'] as const) : []),
      ...(mayShip && trackingOn && batches.some((b) => b.tracked > 0) ? (['refresh'] as const) : []),
    ],
  };
}
