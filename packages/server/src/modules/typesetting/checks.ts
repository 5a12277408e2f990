import { ErrorCode } from '@jb/contract/errors';
import type { checkListQuery, checkMarkBody } from '@jb/contract/schemas/proofCheck';
import { type ManuscriptStatus, proofStatuses, Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  issuePlacements,
  journalIssues,
  journals,
  manuscriptFiles,
  manuscripts,
  proofMarks,
  typesettingDispatches,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { refuse } from '../../platform/errors.ts';
import { offsetOf, pageOf } from '../../platform/list.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { updateAtVersion } from '../../platform/versioned.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';
import { PROOF_ROLE } from './effects.ts';
import { bad, inScope, lockMark, marksWhere, roundFileOf } from './marks.ts';
import { ROW_FIELDS, scopeOf, typesetter, withIssue } from './queries.ts';

/**
 * The editor's check of a round (核对, docs/production.md): once the typesetter handed in revision k
 * the manuscript is at proof k+1 (or at film output after the last round), and round k's marks are
 * checked against the new PDF, each fixed or not fixed. A mark not fixed is carried into round k+1
 * as an open mark linked to it; at film output there is no round left to carry it into.
 */

/** Proof 2..8 check the round before; film output checks the last round. */
const CHECK_STATUSES: readonly ManuscriptStatus[] = [
  ...Array.from({ length: 7 }, (_, i) => proofStatuses(i + 2)[0]),
  Status.FILM_OUTPUT,
];

const lastRevision = (manuscriptId: SQL | number) => sql<number | null>`(select max(f.revision)
  from ${manuscriptFiles} f where f.manuscript_id = ${manuscriptId} and f.role = ${PROOF_ROLE})`;

/** The round whose marks a manuscript at this status checks (null: none). */
const checkedRound = sql<number>`(case ${manuscripts.status} ${sql.join(
  CHECK_STATUSES.slice(0, -1).map((s, i) => sql`when ${s} then ${i + 1}`),
  sql` `,
)} when ${Status.FILM_OUTPUT} then ${lastRevision(sql`${manuscripts.id}`)} end)`;

const tally = (filter: SQL) => sql<number>`(select count(*)::int from ${proofMarks} pm
  where pm.manuscript_id = ${manuscripts.id} and pm.round = ${checkedRound} and ${filter})`;
const roundFile = (offset: number) => sql<number | null>`(select f.file_id from ${manuscriptFiles} f
  where f.manuscript_id = ${manuscripts.id} and f.role = ${PROOF_ROLE}
  and f.revision = ${checkedRound} - ${offset} order by f.id desc limit 1)`;

const unchecked = tally(sql`pm.checked_at is null`);
const SORTS = {
  position: [journalIssues.year, journalIssues.number, issuePlacements.position],
  articleNo: [manuscripts.articleNo],
  unchecked: [unchecked],
} as const;

/** The manuscripts with marks of the round before not yet checked, in the caller's scope. */
export async function checkList(db: Db, auth: AuthContext, q: z.infer<typeof checkListQuery>) {
  if (q.journalId !== undefined) await requireJournal(db, auth, q.journalId);
  const where = and(
    inArray(manuscripts.status, [...CHECK_STATUSES]),
    scopeOf(auth),
    q.journalId === undefined ? undefined : eq(manuscripts.journalId, q.journalId),
    q.issueId === undefined ? undefined : eq(issuePlacements.issueId, q.issueId),
    q.keyword ? keywordCondition(q.keyword) : undefined,
    sql`exists (select 1 from ${proofMarks} pm where pm.manuscript_id = ${manuscripts.id}
      and pm.round = ${checkedRound} and pm.checked_at is null)`,
  );
  const dir = q.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...ROW_FIELDS,
        round: checkedRound,
        oldFileId: roundFile(1),
        newFileId: roundFile(0),
        marks: tally(sql`true`),
        unchecked,
        resolved: tally(sql`pm.resolved_at is not null`),
        notFixed: tally(sql`pm.check_result = 'notFixed'`),
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
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(manuscripts)
      .leftJoin(issuePlacements, eq(issuePlacements.manuscriptId, manuscripts.id))
      .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
      .where(where),
  ]);
  const list = rows.map(withIssue).map((r) => ({
    ...r,
    round: Number(r.round),
    oldFileId: r.oldFileId === null ? null : Number(r.oldFileId),
    newFileId: r.newFileId === null ? null : Number(r.newFileId),
  }));
  return pageOf(list, count?.n ?? 0, q);
}

/**
 * Whether round `round`'s marks may be checked now, and whether a mark found not fixed is carried
 * into an open round: at proof k+1 it is; at film output after the last round there is none.
 */
async function checkWindow(tx: Tx, manuscriptId: number, status: number, round: number) {
  if (round < 8 && status === proofStatuses(round + 1)[0]) return { carry: true };
  if (status === Status.FILM_OUTPUT) {
    const [last] = await tx.select({ k: lastRevision(manuscriptId) }).from(sql`(select 1) one`);
    if (last && Number(last.k) === round) return { carry: false };
  }
  throw bad('id', 'typesetting.checkClosed');
}

/**
 * Records the editor's finding on a mark (at the version seen). Not fixed at proof k+1: the mark is
 * carried into round k+1 on the PDF read there (same page, areas and kind; the check's note says
 * what is still wrong), or its carried mark's note follows the new finding. Fixed after all: the
 * carried mark goes (the round is still open, so nobody has worked on it).
 */
export async function checkMark(db: Db, auth: AuthContext, body: z.infer<typeof checkMarkBody>) {
  return db.transaction(async (tx) => {
    const mark = await lockMark(tx, body.id);
    const subject = await inScope(tx, auth, mark.manuscriptId);
    const { carry } = await checkWindow(tx, mark.manuscriptId, subject.facts.status, mark.round);
    await updateAtVersion(tx, proofMarks, body, {
      checkResult: body.fixed ? 'fixed' : 'notFixed',
      checkNote: body.note,
      checkedBy: auth.userId,
      checkedAt: new Date(),
    });
    const [existing] = await tx
      .select({ id: proofMarks.id })
      .from(proofMarks)
      .where(eq(proofMarks.carriedFrom, mark.id))
      .for('update');
    let carriedId: number | null = null;
    if (body.fixed && existing) await tx.delete(proofMarks).where(eq(proofMarks.id, existing.id));
    else if (!body.fixed && existing) {
      await tx
        .update(proofMarks)
        .set({ note: body.note, version: sql`${proofMarks.version} + 1` })
        .where(eq(proofMarks.id, existing.id));
      carriedId = existing.id;
    } else if (!body.fixed && carry) {
      const round = mark.round + 1;
      const [made] = await tx
        .insert(proofMarks)
        .values({
          manuscriptId: mark.manuscriptId,
          round,
          fileId: await roundFileOf(tx, mark.manuscriptId, round),
          page: mark.page,
          kind: mark.kind,
          rects: mark.rects,
          quote: mark.quote,
          note: body.note,
          createdBy: auth.userId,
          carriedFrom: mark.id,
        })
        .returning({ id: proofMarks.id });
      carriedId = made!.id;
    }
    const who = { userId: auth.userId };
    const [row] = await marksWhere(tx, who, eq(proofMarks.id, mark.id));
    const carried = carriedId === null ? null : (await marksWhere(tx, who, eq(proofMarks.id, carriedId)))[0]!;
    return { mark: row!, carried };
  });
}

/**
 * Of these manuscripts, those at film output whose last round still has marks not checked (the film
 * is output from the last revision, so every mark of its round must be found fixed or not first).
 */
export async function uncheckedAtFilm(db: Db | Tx, manuscriptIds: readonly number[]): Promise<number[]> {
  if (manuscriptIds.length === 0) return [];
  const rows = await db
    .select({ id: manuscripts.id })
    .from(manuscripts)
    .where(
      and(
        inArray(manuscripts.id, [...manuscriptIds]),
        eq(manuscripts.status, Status.FILM_OUTPUT),
        sql`exists (select 1 from ${proofMarks} pm where pm.manuscript_id = ${manuscripts.id}
          and pm.round = ${lastRevision(sql`${manuscripts.id}`)} and pm.checked_at is null)`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Refuses closing proof round k+1 while round k's marks are not all checked: a mark found not fixed
 * is carried into round k+1 only while that round is open, so closing it first would drop it.
 */
export async function assertRoundBeforeChecked(db: Db, auth: AuthContext, manuscriptId: number) {
  const { facts } = await inScope(db, auth, manuscriptId);
  const round = [2, 3, 4, 5, 6, 7, 8].find((k) => proofStatuses(k)[0] === facts.status);
  if (round === undefined) return; // proof 1 has no round before; other statuses: the table refuses
  const [open] = await db
    .select({ id: proofMarks.id })
    .from(proofMarks)
    .where(
      and(
        eq(proofMarks.manuscriptId, manuscriptId),
        eq(proofMarks.round, round - 1),
        isNull(proofMarks.checkedAt),
      ),
    )
    .limit(1);
  if (open)
    throw refuse(ErrorCode.WORKFLOW_REFUSED, { reason: 'roundBeforeUnchecked', status: facts.status });
}
