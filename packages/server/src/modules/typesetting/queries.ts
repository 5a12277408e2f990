import {
  CHECK_PERMISSION,
  DISPATCH_PERMISSION,
  PROOF_STATUSES,
  PROOFREAD_PERMISSION,
  TYPESETTER_STATUSES,
} from '@jb/contract/productionRows';
import { IssueStatus } from '@jb/contract/schemas/issues';
import type { TypesettingView, typesettingListQuery } from '@jb/contract/schemas/typesetting';
import { type ManuscriptStatus, Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  issuePlacements,
  journalIssues,
  journals,
  manuscriptFiles,
  manuscripts,
  storedFiles,
  typesettingDispatches,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { offsetOf, pageOf } from '../../platform/list.ts';
import { assignedCondition, pressCondition, requireJournal } from '../../platform/tenancy.ts';
import { sourceFileOf } from '../finalDraft/queries.ts';
import { issueStatusFor } from '../issueProduction/queries.ts';
import { countedTotal } from '../manuscripts/counts.ts';
import { countScope, keywordCondition } from '../manuscripts/staffQueries.ts';
import { staff } from '../workflow/actor.ts';
import { actionsOf } from '../workflow/availableActions.ts';
import { PROOF_ROLE, roundOf } from './effects.ts';

/** Past the proofs: film output, confirmation, printing, mailing, published, archived. */
const COMPLETE_STATUSES: readonly ManuscriptStatus[] = [
  Status.FILM_OUTPUT,
  Status.FILM_ALTERATION,
  Status.PROOF_CONFIRMATION,
  Status.TO_PRESS,
  Status.PRINTING,
  Status.MAILING,
  Status.PUBLISHED,
  Status.ARCHIVED,
];

const VIEW_STATUSES: Record<TypesettingView, readonly ManuscriptStatus[]> = {
  toDispatch: [Status.SCHEDULING],
  typesetting: TYPESETTER_STATUSES,
  proofs: PROOF_STATUSES,
  complete: COMPLETE_STATUSES,
};

/** The editors' codes: whoever holds one reads every manuscript of their journals in production. */
const EDITOR_PERMISSIONS = [DISPATCH_PERMISSION, PROOFREAD_PERMISSION, CHECK_PERMISSION];

/**
 * What the caller may see: their press and journals; a typesetter who may neither dispatch nor read
 * or check proofs, only the manuscripts dispatched to them (an outside typesetting house's account
 * sees nothing else).
 */
export function scopeOf(auth: AuthContext): SQL | undefined {
  return and(
    pressCondition(auth, manuscripts.pressId),
    assignedCondition(auth, manuscripts.journalId),
    EDITOR_PERMISSIONS.some((p) => auth.permissions.has(p))
      ? undefined
      : eq(typesettingDispatches.typesetterId, auth.userId),
  );
}

export const typesetter = alias(users, 'typesetter');

/** What every production list row starts from: the manuscript, its journal and issue, its typesetter. */
export const ROW_FIELDS = {
  id: manuscripts.id,
  version: manuscripts.version,
  status: manuscripts.status,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  journalId: manuscripts.journalId,
  journalName: journals.name,
  issueId: issuePlacements.issueId,
  year: journalIssues.year,
  volume: journalIssues.volume,
  number: journalIssues.number,
  typesetterName: typesetter.name,
};

type IssueNumbers = { year: number | null; volume: number | null; number: number | null };

/** A row's issue numbers as the web names it, and its Chinese label. */
export function withIssue<R extends IssueNumbers>({ year, volume, number, ...r }: R) {
  return {
    ...r,
    issue: year === null || volume === null || number === null ? null : { year, volume, number },
    issueLabel: issueLabel({ year, volume, number }),
  };
}
const latestProof = sql<number | null>`(select f.file_id from ${manuscriptFiles} f
  where f.manuscript_id = ${manuscripts.id} and f.role = ${PROOF_ROLE} order by f.revision desc, f.id desc limit 1)`;

export const issueLabel = (i: IssueNumbers) =>
  i.year === null ? '' : `${i.year}年第${i.volume}卷第${i.number}期`;

const SORTS = {
  position: [journalIssues.year, journalIssues.number, issuePlacements.position],
  dueOn: [typesettingDispatches.dueOn],
  articleNo: [manuscripts.articleNo],
} as const;

/** Narrower than a view: some of its statuses (one proof round), or one manuscript (its own page). */
export interface ListNarrowing {
  statuses?: readonly ManuscriptStatus[];
  id?: number;
}

/**
 * A view's total: from the kept counts when only the press, the person's journals, a journal and the
 * statuses narrow it (an editor's view), else counted (a typesetter's own, a keyword, an issue).
 */
async function totalOf(
  db: Db,
  auth: AuthContext,
  q: z.infer<typeof typesettingListQuery>,
  narrow: ListNarrowing,
  statuses: readonly ManuscriptStatus[],
  where: SQL | undefined,
): Promise<number> {
  const editor = EDITOR_PERMISSIONS.some((p) => auth.permissions.has(p));
  if (editor && narrow.id === undefined && q.issueId === undefined && !q.keyword)
    return countedTotal(db, { scope: countScope(auth), statuses: [...statuses], journalId: q.journalId });
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(manuscripts)
    .leftJoin(issuePlacements, eq(issuePlacements.manuscriptId, manuscripts.id))
    .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
    .where(where);
  return row?.n ?? 0;
}

/** A page of the manuscripts of one view (to dispatch, in typesetting, at a proof) with their actions. */
export async function typesettingList(
  db: Db,
  auth: AuthContext,
  q: z.infer<typeof typesettingListQuery>,
  narrow: ListNarrowing = {},
) {
  if (q.journalId !== undefined) await requireJournal(db, auth, q.journalId);
  const statuses = narrow.statuses ?? VIEW_STATUSES[q.view];
  const where = and(
    inArray(manuscripts.status, [...statuses]),
    narrow.id === undefined ? undefined : eq(manuscripts.id, narrow.id),
    scopeOf(auth),
    q.journalId === undefined ? undefined : eq(manuscripts.journalId, q.journalId),
    q.issueId === undefined ? undefined : eq(issuePlacements.issueId, q.issueId),
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
  const dir = q.order === 'asc' ? asc : desc;
  // Every manuscript of these views is placed in an issue (scheduling places it; taking it out goes
  // back to 90), so the rows start from the placements: the issue's order and the placement's copied
  // status let PostgreSQL walk the journal's issues in order and stop at the page.
  const [rows, total] = await Promise.all([
    db
      .select({
        ...ROW_FIELDS,
        position: issuePlacements.position,
        typesetterId: typesettingDispatches.typesetterId,
        dueOn: typesettingDispatches.dueOn,
        latestProofFileId: latestProof,
      })
      .from(issuePlacements)
      .innerJoin(journalIssues, eq(journalIssues.id, issuePlacements.issueId))
      .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
      .leftJoin(typesetter, eq(typesetter.id, typesettingDispatches.typesetterId))
      .where(
        and(
          where,
          inArray(issuePlacements.status, [...statuses]),
          issueStatusFor(statuses),
          q.journalId === undefined ? undefined : eq(journalIssues.journalId, q.journalId),
        ),
      )
      .orderBy(...SORTS[q.sort].map((c) => dir(c)), dir(manuscripts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    totalOf(db, auth, q, narrow, statuses, where),
  ]);
  const actions = await actionsOf(
    db,
    staff(auth),
    rows.map((r) => r.id),
  );
  const list = rows.map(withIssue).map((r) => ({
    ...r,
    round: roundOf(r.status as ManuscriptStatus),
    latestProofFileId: r.latestProofFileId === null ? null : Number(r.latestProofFileId),
    actions: actions.get(r.id) ?? [],
  }));
  return pageOf(list, total, q);
}

/** A manuscript's typesetter, due date and proof PDFs by round (404 outside the caller's scope). */
export async function typesettingProofs(db: Db, auth: AuthContext, id: number) {
  const [m] = await db
    .select({ typesetterName: typesetter.name, dueOn: typesettingDispatches.dueOn })
    .from(manuscripts)
    .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
    .leftJoin(typesetter, eq(typesetter.id, typesettingDispatches.typesetterId))
    .where(and(eq(manuscripts.id, id), scopeOf(auth)));
  if (!m) throw errors.notFound();
  const files = await db
    .select({
      fileId: storedFiles.id,
      name: storedFiles.name,
      round: manuscriptFiles.revision,
      sizeBytes: storedFiles.sizeBytes,
      uploadedAt: manuscriptFiles.createdAt,
    })
    .from(manuscriptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .where(and(eq(manuscriptFiles.manuscriptId, id), eq(manuscriptFiles.role, PROOF_ROLE)))
    .orderBy(asc(manuscriptFiles.revision), asc(manuscriptFiles.id));
  return {
    ...m,
    files: files.map((f) => ({ ...f, uploadedAt: f.uploadedAt.toISOString() })),
    source: await sourceFileOf(db, id),
  };
}

const countAt = (statuses: readonly ManuscriptStatus[]) =>
  sql<number>`count(*) filter (where ${inArray(issuePlacements.status, [...statuses])})::int`;

/**
 * A journal's issues with articles in typesetting, at a proof or finished (periodList), in the
 * caller's scope (a typesetter counts only what was dispatched to them), newest first. The journal
 * is the caller's (requireJournal), so the placements alone answer, with their copied status.
 */
export async function typesettingIssues(db: Db, auth: AuthContext, journalId: number) {
  await requireJournal(db, auth, journalId);
  const working = [...TYPESETTER_STATUSES, ...PROOF_STATUSES];
  const editor = EDITOR_PERMISSIONS.some((p) => auth.permissions.has(p));
  // Per issue of the journal, its placements counted through the (issue, status) index alone (a
  // lateral join: one index range per issue, not every placement of the journal grouped).
  const counts = db
    .select({
      inTypesetting: countAt(working).as('in_typesetting'),
      complete: countAt(COMPLETE_STATUSES).as('complete'),
    })
    .from(issuePlacements)
    .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, issuePlacements.manuscriptId))
    .where(
      and(
        eq(issuePlacements.issueId, journalIssues.id),
        editor ? undefined : eq(typesettingDispatches.typesetterId, auth.userId),
        inArray(issuePlacements.status, [...working, ...COMPLETE_STATUSES]),
      ),
    )
    .as('counts');
  const rows = await db
    .select({
      id: journalIssues.id,
      year: journalIssues.year,
      volume: journalIssues.volume,
      number: journalIssues.number,
      inTypesetting: counts.inTypesetting,
      complete: counts.complete,
    })
    .from(journalIssues)
    .innerJoinLateral(counts, sql`true`)
    .where(
      and(eq(journalIssues.journalId, journalId), or(gt(counts.inTypesetting, 0), gt(counts.complete, 0))),
    )
    .orderBy(desc(journalIssues.year), desc(journalIssues.number));
  return rows.map((r) => ({ ...r, label: issueLabel(r) }));
}

/** A journal's issues not yet published, by name (periodNameList), in order. */
export async function issueNames(db: Db, auth: AuthContext, journalId: number) {
  await requireJournal(db, auth, journalId);
  const rows = await db
    .select({
      id: journalIssues.id,
      year: journalIssues.year,
      volume: journalIssues.volume,
      number: journalIssues.number,
    })
    .from(journalIssues)
    .where(and(eq(journalIssues.journalId, journalId), ne(journalIssues.status, IssueStatus.PUBLISHED)))
    .orderBy(asc(journalIssues.year), asc(journalIssues.number));
  return rows.map((r) => ({ ...r, label: issueLabel(r) }));
}
