import { ARCHIVE_PERMISSION, PUBLISH_PERMISSION } from '@jb/contract/productionRows';
import type {
  PublicationIssueRow,
  PublicationRowAction,
  PublicationStage,
  publicationIssuesQuery,
} from '@jb/contract/schemas/publication';
import { Status } from '@jb/contract/workflow';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  archiveChecks,
  articlePublications,
  issuePlacements,
  issuePrintings,
  journalIssues,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { pageOf } from '../../platform/list.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import {
  hasArticleAt,
  type IssueRecords,
  issuePage,
  issueRecords,
  issueYears,
  mailsFirst,
} from '../issueProduction/queries.ts';
import { assertMailed } from '../mailing/batches.ts';

const printed = sql`exists (select 1 from ${issuePrintings} ip
  where ip.issue_id = ${journalIssues.id} and ip.completed_on is not null)`;

/**
 * Which issues each tab lists: ready to publish (at mailing, or printed at printing on a process
 * without the mailing step: publish.ts's rule), published and archived.
 */
const STAGE_WHERE: Record<PublicationStage, SQL> = {
  ready: or(
    hasArticleAt([Status.MAILING]),
    and(hasArticleAt([Status.PRINTING]), printed, sql`not ${mailsFirst}`),
  )!,
  published: hasArticleAt([Status.PUBLISHED]),
  archived: hasArticleAt([Status.ARCHIVED]),
};

/** The years of a journal with issues on the publication screen (its year picker), newest first. */
export function publicationYears(db: Db, auth: AuthContext, journalId: number): Promise<number[]> {
  return issueYears(db, auth, journalId, or(...Object.values(STAGE_WHERE))!);
}

type Check = PublicationIssueRow['check'];

/**
 * The issues (of those given) at mailing whose copies have not all gone out: a recipient's parcel
 * still lacks its tracking number, so publication waits (the mailing module's rule).
 */
async function unmailed(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const atMailing = await db
    .selectDistinct({ id: issuePlacements.issueId })
    .from(issuePlacements)
    .where(and(inArray(issuePlacements.issueId, [...ids]), eq(issuePlacements.status, Status.MAILING)));
  if (atMailing.length === 0) return new Set();
  return db.transaction(async (tx) => {
    const open = new Set<number>();
    for (const { id } of atMailing)
      await assertMailed(tx, id).catch(() => {
        open.add(id);
      });
    return open;
  });
}

/**
 * What the caller may do to an issue: publish one ready (all its articles at one status of the tab),
 * request an archive check of a published one while none is pending, archive it once its newest
 * check, made after the publication, passed (archiveCheck.ts's rule).
 */
function actionsOf(
  auth: AuthContext,
  row: IssueRecords,
  stage: PublicationStage,
  check: Check,
  publishedAt: Date | null,
): PublicationRowAction[] {
  const may = (permission: string) => auth.permissions.has(permission);
  if (row.status === null) return [];
  if (stage === 'ready') return may(PUBLISH_PERMISSION) ? ['publish'] : [];
  if (row.status !== Status.PUBLISHED || !may(ARCHIVE_PERMISSION)) return [];
  const actions: PublicationRowAction[] = [];
  if (check?.state !== 'pending') actions.push('checkArchive');
  const fresh = check && publishedAt ? new Date(check.requestedAt) >= publishedAt : false;
  if (check?.state === 'passed' && fresh) actions.push('archive');
  return actions;
}

/** A journal's issues of one tab of the publication screen, newest first, with their records and actions. */
export async function publicationIssues(
  db: Db,
  auth: AuthContext,
  q: z.infer<typeof publicationIssuesQuery>,
) {
  await requireJournal(db, auth, q.journalId);
  const { issues, total } = await issuePage(
    db,
    and(
      eq(journalIssues.journalId, q.journalId),
      q.year === undefined ? undefined : eq(journalIssues.year, q.year),
      STAGE_WHERE[q.stage],
    ),
    q,
  );
  const ids = issues.map((i) => i.id);
  if (ids.length === 0) return pageOf([], total, q);
  const [records, checks, published, mailingOpen] = await Promise.all([
    issueRecords(db, issues),
    db
      .selectDistinctOn([archiveChecks.issueId], {
        issueId: archiveChecks.issueId,
        id: archiveChecks.id,
        state: archiveChecks.state,
        requestedAt: archiveChecks.requestedAt,
        finishedAt: archiveChecks.finishedAt,
      })
      .from(archiveChecks)
      .where(inArray(archiveChecks.issueId, ids))
      .orderBy(archiveChecks.issueId, desc(archiveChecks.id)),
    db
      .select({
        issueId: articlePublications.issueId,
        on: sql<string>`max(${articlePublications.publishedOn})::text`,
        at: sql<string>`max(${articlePublications.createdAt})`,
      })
      .from(articlePublications)
      .where(inArray(articlePublications.issueId, ids))
      .groupBy(articlePublications.issueId),
    q.stage === 'ready' ? unmailed(db, ids) : new Set<number>(),
  ]);
  const list: PublicationIssueRow[] = records.map((r) => {
    const c = checks.find((x) => x.issueId === r.id);
    const check: Check = c
      ? {
          id: c.id,
          state: c.state as NonNullable<Check>['state'],
          requestedAt: c.requestedAt.toISOString(),
          finishedAt: c.finishedAt?.toISOString() ?? null,
        }
      : null;
    const pub = published.find((x) => x.issueId === r.id);
    const waits = mailingOpen.has(r.id);
    return {
      ...r,
      publishedOn: pub?.on ?? null,
      check,
      mailingOpen: waits,
      actions: waits ? [] : actionsOf(auth, r, q.stage, check, pub ? new Date(pub.at) : null),
    };
  });
  return pageOf(list, total, q);
}
