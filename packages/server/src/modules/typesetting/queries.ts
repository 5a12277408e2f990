import { DISPATCH_PERMISSION, PROOF_STATUSES, TYPESETTER_STATUSES } from '@jb/contract/productionRows';
import { IssueStatus } from '@jb/contract/schemas/issues';
import type { TypesettingView, typesettingListQuery } from '@jb/contract/schemas/typesetting';
import { type ManuscriptStatus, Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
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
import { keywordCondition } from '../manuscripts/staffQueries.ts';
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

/**
 * What the caller may see: their press and journals; a typesetter who may not dispatch, only the
 * manuscripts dispatched to them (an outside typesetting house's account sees nothing else).
 */
export function scopeOf(auth: AuthContext): SQL | undefined {
  return and(
    pressCondition(auth, manuscripts.pressId),
    assignedCondition(auth, manuscripts.journalId),
    auth.permissions.has(DISPATCH_PERMISSION)
      ? undefined
      : eq(typesettingDispatches.typesetterId, auth.userId),
  );
}

const typesetter = alias(users, 'typesetter');
const latestProof = sql<number | null>`(select f.file_id from ${manuscriptFiles} f
  where f.manuscript_id = ${manuscripts.id} and f.role = ${PROOF_ROLE} order by f.revision desc, f.id desc limit 1)`;

export const issueLabel = (i: { year: number | null; volume: number | null; number: number | null }) =>
  i.year === null ? '' : `${i.year}年第${i.volume}卷第${i.number}期`;

const SORTS = {
  position: [journalIssues.year, journalIssues.number, issuePlacements.position],
  dueOn: [typesettingDispatches.dueOn],
  articleNo: [manuscripts.articleNo],
} as const;

/** A page of the manuscripts of one view (to dispatch, in typesetting, at a proof) with their actions. */
export async function typesettingList(db: Db, auth: AuthContext, q: z.infer<typeof typesettingListQuery>) {
  if (q.journalId !== undefined) await requireJournal(db, auth, q.journalId);
  const where = and(
    inArray(manuscripts.status, [...VIEW_STATUSES[q.view]]),
    scopeOf(auth),
    q.journalId === undefined ? undefined : eq(manuscripts.journalId, q.journalId),
    q.issueId === undefined ? undefined : eq(issuePlacements.issueId, q.issueId),
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
  const dir = q.order === 'asc' ? asc : desc;
  const base = () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(manuscripts)
      .leftJoin(issuePlacements, eq(issuePlacements.manuscriptId, manuscripts.id))
      .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id));
  const [rows, [count]] = await Promise.all([
    db
      .select({
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
        position: issuePlacements.position,
        typesetterId: typesettingDispatches.typesetterId,
        typesetterName: typesetter.name,
        dueOn: typesettingDispatches.dueOn,
        latestProofFileId: latestProof,
      })
      .from(manuscripts)
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .leftJoin(issuePlacements, eq(issuePlacements.manuscriptId, manuscripts.id))
      .leftJoin(journalIssues, eq(journalIssues.id, issuePlacements.issueId))
      .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
      .leftJoin(typesetter, eq(typesetter.id, typesettingDispatches.typesetterId))
      .where(where)
      .orderBy(...SORTS[q.sort].map((c) => dir(c)), dir(manuscripts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    base().where(where),
  ]);
  const actions = await actionsOf(
    db,
    staff(auth),
    rows.map((r) => r.id),
  );
  const list = rows.map(({ year, volume, number, ...r }) => ({
    ...r,
    issue: year === null || volume === null || number === null ? null : { year, volume, number },
    issueLabel: issueLabel({ year, volume, number }),
    round: roundOf(r.status as ManuscriptStatus),
    latestProofFileId: r.latestProofFileId === null ? null : Number(r.latestProofFileId),
    actions: actions.get(r.id) ?? [],
  }));
  return pageOf(list, count?.n ?? 0, q);
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
  return { ...m, files: files.map((f) => ({ ...f, uploadedAt: f.uploadedAt.toISOString() })) };
}

const countAt = (statuses: readonly ManuscriptStatus[]) =>
  sql<number>`count(*) filter (where ${inArray(manuscripts.status, [...statuses])})::int`;

/**
 * A journal's issues with articles in typesetting, at a proof or finished (periodList), in the
 * caller's scope (a typesetter counts only what was dispatched to them), newest first.
 */
export async function typesettingIssues(db: Db, auth: AuthContext, journalId: number) {
  await requireJournal(db, auth, journalId);
  const working = [...TYPESETTER_STATUSES, ...PROOF_STATUSES];
  const rows = await db
    .select({
      id: journalIssues.id,
      year: journalIssues.year,
      volume: journalIssues.volume,
      number: journalIssues.number,
      inTypesetting: countAt(working),
      complete: countAt(COMPLETE_STATUSES),
    })
    .from(issuePlacements)
    .innerJoin(journalIssues, eq(journalIssues.id, issuePlacements.issueId))
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
    .where(
      and(
        eq(journalIssues.journalId, journalId),
        scopeOf(auth),
        inArray(manuscripts.status, [...working, ...COMPLETE_STATUSES]),
      ),
    )
    .groupBy(journalIssues.id)
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
