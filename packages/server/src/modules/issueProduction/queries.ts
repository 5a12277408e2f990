import { ISSUE_LEVEL_ACTIONS, type IssueLevelAction } from '@jb/contract/productionRows';
import {
  PRODUCTION_STAGES,
  type ProductionIssueRow,
  type printingCompleteQuery,
  type productionIssuesQuery,
} from '@jb/contract/schemas/issueProduction';
import { IssueStatus } from '@jb/contract/schemas/issues';
import { TRANSITIONS } from '@jb/contract/transitions';
import { Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  issueFilms,
  issuePlacements,
  issuePrintings,
  journalIssues,
  manuscripts,
  productionProcesses,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { offsetOf, type PageParams, pageOf } from '../../platform/list.ts';
import { requireJournal } from '../../platform/tenancy.ts';

const ALL_STAGES: readonly number[] = Object.values(PRODUCTION_STAGES).flat();

/** Articles out (published or archived): their issue is published, and no other issue's are. */
const OUT: readonly number[] = [Status.PUBLISHED, Status.ARCHIVED];

/**
 * What the issue's own status must be for an article of it to stand at one of these statuses: an
 * issue is published with all its articles, and nothing is placed in a published one. Undefined
 * when the statuses straddle publication.
 */
export function issueStatusFor(statuses: readonly number[]): SQL | undefined {
  const out = statuses.filter((s) => OUT.includes(s)).length;
  if (out === statuses.length) return sql`${journalIssues.status} = ${IssueStatus.PUBLISHED}`;
  if (out === 0) return sql`${journalIssues.status} <> ${IssueStatus.PUBLISHED}`;
  return undefined;
}

/**
 * An issue with an article at one of these statuses: one probe of the placements' (issue, status)
 * index, whose status the database copies from the manuscript (migration 0051). The issue's own
 * status settles it first where it can (an issue is published with all its articles, and nothing
 * is placed in a published one), so a tab before publication probes none of the published issues.
 */
export const hasArticleAt = (statuses: readonly number[]): SQL => {
  const issue = issueStatusFor(statuses);
  return sql`(${issue ? sql`${issue} and ` : sql``}exists (select 1 from ${issuePlacements} p
  where p.issue_id = ${journalIssues.id} and p.status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})))`;
};

/** An article of the issue follows a production process with the mailing step switched on. */
export const mailsFirst = sql`exists (select 1 from ${issuePlacements} p
  join ${manuscripts} m on m.id = p.manuscript_id
  join ${productionProcesses} pp on pp.id = m.production_process_id
  where p.issue_id = ${journalIssues.id} and exists (select 1 from jsonb_array_elements(pp.steps) s
    where s->>'key' = 'mailing' and (s->>'enabled')::boolean))`;

/** The years of a journal with issues matching `which` (a year picker), newest first. */
export async function issueYears(
  db: Db,
  auth: AuthContext,
  journalId: number,
  which: SQL,
): Promise<number[]> {
  await requireJournal(db, auth, journalId);
  const rows = await db
    .selectDistinct({ year: journalIssues.year })
    .from(journalIssues)
    .where(and(eq(journalIssues.journalId, journalId), which))
    .orderBy(desc(journalIssues.year));
  return rows.map((r) => r.year);
}

/** The years of a journal with issues in production (the year picker), newest first. */
export function productionYears(db: Db, auth: AuthContext, journalId: number): Promise<number[]> {
  return issueYears(db, auth, journalId, hasArticleAt(ALL_STAGES));
}

/**
 * What the caller may do to an issue whose articles are at `statuses` (all at one, for any move):
 * record the completion once; start the mailing once printed, where the process mails first.
 */
function actionsOf(
  auth: AuthContext,
  statuses: { status: number; count: number }[],
  printingComplete: boolean,
  mails: boolean,
): IssueLevelAction[] {
  if (statuses.length !== 1) return [];
  const at = statuses[0]!.status;
  return ISSUE_LEVEL_ACTIONS.filter((action) => {
    const row = TRANSITIONS.find((t) => t.action === action)!;
    if (!(row.from as readonly number[]).includes(at) || !auth.permissions.has(row.permission)) return false;
    if (action === 'completePrinting') return !printingComplete;
    if (action === 'startMailing') return printingComplete && mails;
    return true;
  });
}

/** A page of a journal's issues matching `where`, by year and number (newest first unless asked). */
export async function issuePage(db: Db, where: SQL | undefined, q: PageParams) {
  const dir = q.order === 'asc' ? asc : desc;
  const [issues, [count]] = await Promise.all([
    db
      .select({
        id: journalIssues.id,
        year: journalIssues.year,
        volume: journalIssues.volume,
        number: journalIssues.number,
        plannedDate: journalIssues.plannedDate,
      })
      .from(journalIssues)
      .where(where)
      .orderBy(dir(journalIssues.year), dir(journalIssues.number), dir(journalIssues.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(journalIssues).where(where),
  ]);
  return { issues, total: count?.n ?? 0 };
}

export type IssueRecords = Omit<ProductionIssueRow, 'actions'>;

/**
 * Each issue's production records, in the order given: its articles per status, the status they
 * are all at, its newest film and its printing.
 */
export async function issueRecords(
  db: Db,
  issues: readonly Pick<ProductionIssueRow, 'id' | 'year' | 'volume' | 'number' | 'plannedDate'>[],
): Promise<IssueRecords[]> {
  const ids = issues.map((i) => i.id);
  if (ids.length === 0) return [];
  const [statusRows, films, printings] = await Promise.all([
    db
      .select({
        issueId: issuePlacements.issueId,
        status: issuePlacements.status,
        count: sql<number>`count(*)::int`,
      })
      .from(issuePlacements)
      .where(inArray(issuePlacements.issueId, ids))
      .groupBy(issuePlacements.issueId, issuePlacements.status)
      .orderBy(issuePlacements.status),
    db
      .selectDistinctOn([issueFilms.issueId], {
        issueId: issueFilms.issueId,
        id: issueFilms.id,
        kind: issueFilms.kind,
        fileId: issueFilms.fileId,
        fileName: storedFiles.name,
        sizeBytes: storedFiles.sizeBytes,
        entries: issueFilms.entries,
        uploadedByName: users.name,
        uploadedAt: issueFilms.uploadedAt,
      })
      .from(issueFilms)
      .innerJoin(storedFiles, eq(storedFiles.id, issueFilms.fileId))
      .innerJoin(users, eq(users.id, issueFilms.uploadedBy))
      .where(inArray(issueFilms.issueId, ids))
      .orderBy(issueFilms.issueId, desc(issueFilms.id)),
    db.select().from(issuePrintings).where(inArray(issuePrintings.issueId, ids)),
  ]);
  return issues.map((issue) => {
    const statuses = statusRows
      .filter((r) => r.issueId === issue.id)
      .map((r) => ({ status: r.status, count: r.count }));
    const film = films.find((f) => f.issueId === issue.id);
    const printing = printings.find((p) => p.issueId === issue.id);
    return {
      ...issue,
      articles: statuses.reduce((n, s) => n + s.count, 0),
      statuses,
      status: statuses.length === 1 ? statuses[0]!.status : null,
      film: film
        ? {
            id: film.id,
            kind: film.kind as 'output' | 'alteration',
            fileId: film.fileId,
            fileName: film.fileName,
            sizeBytes: film.sizeBytes,
            entries: film.entries.length,
            wholeIssue: film.entries.length === 1 && film.entries[0]!.manuscriptId === null,
            uploadedByName: film.uploadedByName,
            uploadedAt: film.uploadedAt.toISOString(),
          }
        : null,
      printing: printing
        ? {
            printingHouse: printing.printingHouse,
            runSize: printing.runSize,
            startedAt: printing.startedAt.toISOString(),
            copiesDelivered: printing.copiesDelivered,
            completedOn: printing.completedOn,
          }
        : null,
    };
  });
}

/** A journal's issues at film output, confirmation, to press or printing: newest first, with their records. */
export async function productionIssues(db: Db, auth: AuthContext, q: z.infer<typeof productionIssuesQuery>) {
  await requireJournal(db, auth, q.journalId);
  const { issues, total } = await issuePage(
    db,
    and(
      eq(journalIssues.journalId, q.journalId),
      q.year === undefined ? undefined : eq(journalIssues.year, q.year),
      hasArticleAt(q.stage ? PRODUCTION_STAGES[q.stage] : ALL_STAGES),
    ),
    q,
  );
  const rows = await issueRecords(db, issues);
  const ids = rows.map((r) => r.id);
  const mailing = ids.length
    ? await db
        .select({ id: journalIssues.id })
        .from(journalIssues)
        .where(and(inArray(journalIssues.id, ids), mailsFirst))
    : [];
  const list: ProductionIssueRow[] = rows.map((r) => ({
    ...r,
    actions: actionsOf(
      auth,
      r.statuses,
      Boolean(r.printing?.completedOn),
      mailing.some((m) => m.id === r.id),
    ),
  }));
  return pageOf(list, total, q);
}

/** A journal's issues whose printing is complete (queryPrintingCompleteList), newest completion first. */
export async function printingComplete(db: Db, auth: AuthContext, q: z.infer<typeof printingCompleteQuery>) {
  await requireJournal(db, auth, q.journalId);
  const where = and(eq(journalIssues.journalId, q.journalId), isNotNull(issuePrintings.completedOn));
  const articles = sql<number>`(select count(*)::int from ${issuePlacements} p where p.issue_id = ${journalIssues.id})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: journalIssues.id,
        year: journalIssues.year,
        volume: journalIssues.volume,
        number: journalIssues.number,
        articles,
        printingHouse: issuePrintings.printingHouse,
        runSize: issuePrintings.runSize,
        copiesDelivered: sql<number>`${issuePrintings.copiesDelivered}`,
        completedOn: sql<string>`${issuePrintings.completedOn}`,
      })
      .from(issuePrintings)
      .innerJoin(journalIssues, eq(journalIssues.id, issuePrintings.issueId))
      .where(where)
      .orderBy(desc(issuePrintings.completedOn), desc(journalIssues.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(issuePrintings)
      .innerJoin(journalIssues, eq(journalIssues.id, issuePrintings.issueId))
      .where(where),
  ]);
  return pageOf(rows, count?.n ?? 0, q);
}
