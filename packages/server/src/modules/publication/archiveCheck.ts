import { ErrorCode } from '@jb/contract/errors';
import type { Lang } from '@jb/contract/i18n';
import type { ArchiveCheckRow } from '@jb/contract/schemas/publication';
import { Status } from '@jb/contract/workflow';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  archiveChecks,
  articlePublications,
  issueFilms,
  issuePlacements,
  manuscriptFiles,
  manuscripts,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { JobHandler } from '../../platform/jobs/jobs.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { moveIssue } from '../issueProduction/moves.ts';
import { PROOF_ROLE } from '../typesetting/effects.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { publishedIssue } from './articles.ts';

type Finding = ArchiveCheckRow['findings'][number];

const present = (r: {
  id: number;
  issueId: number;
  state: string;
  findings: { manuscriptId: number | null; articleNo: string; problem: string }[];
  requestedByName: string;
  requestedAt: Date;
  finishedAt: Date | null;
}): ArchiveCheckRow => ({
  ...r,
  state: r.state as ArchiveCheckRow['state'],
  findings: r.findings as Finding[],
  requestedAt: r.requestedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

async function checksOf(db: Db, issueId: number, id?: number) {
  const rows = await db
    .select({
      id: archiveChecks.id,
      issueId: archiveChecks.issueId,
      state: archiveChecks.state,
      findings: archiveChecks.findings,
      requestedByName: users.name,
      requestedAt: archiveChecks.requestedAt,
      finishedAt: archiveChecks.finishedAt,
    })
    .from(archiveChecks)
    .innerJoin(users, eq(users.id, archiveChecks.requestedBy))
    .where(and(eq(archiveChecks.issueId, issueId), id === undefined ? undefined : eq(archiveChecks.id, id)))
    .orderBy(desc(archiveChecks.id));
  return rows.map(present);
}

/** A published issue's archive checks, newest first. */
export async function listArchiveChecks(db: Db, auth: AuthContext, issueId: number) {
  await publishedIssue(db, auth, issueId);
  return checksOf(db, issueId);
}

/** Whether a unique violation (23505) is the pending-check index's: an earlier check still runs. */
export const pendingClash = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

/**
 * Starts an archive check of a published issue (SPEC §5): refused with ARCHIVE_CHECK_PENDING while
 * an earlier check of the issue is pending, two requests at once included (the partial unique
 * index decides). The check runs as a job, queued in the same transaction.
 */
export async function requestArchiveCheck(deps: WorkflowDeps, auth: AuthContext, issueId: number) {
  const issue = await publishedIssue(deps.db, auth, issueId);
  const atPublished = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .where(and(eq(issuePlacements.issueId, issue.id), eq(manuscripts.status, Status.PUBLISHED)));
  if ((atPublished[0]?.n ?? 0) === 0) throw errors.field('issueId', 'publication.notPublished');
  await failCheck(
    deps.db,
    and(eq(archiveChecks.issueId, issue.id), lt(archiveChecks.requestedAt, new Date(Date.now() - STALE_MS))),
  );
  const id = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(archiveChecks)
        .values({ issueId: issue.id, requestedBy: auth.userId })
        .returning({ id: archiveChecks.id });
      await deps.notifier.jobs.send(tx, QUEUES.archiveCheck, { checkId: row!.id });
      return row!.id;
    })
    .catch((e) => {
      if (pendingClash(e)) throw refuse(ErrorCode.ARCHIVE_CHECK_PENDING);
      throw e;
    });
  return (await checksOf(deps.db, issue.id, id))[0]!;
}

/** What is missing for the archive: each article's DOI and final PDF (the last proof), the issue's film. */
export async function findMissing(db: Db, store: BlobStore, issueId: number): Promise<Finding[]> {
  const articles = await db
    .select({ id: manuscripts.id, articleNo: manuscripts.articleNo, doi: articlePublications.doi })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .leftJoin(articlePublications, eq(articlePublications.manuscriptId, manuscripts.id))
    .where(eq(issuePlacements.issueId, issueId))
    .orderBy(issuePlacements.position);
  const finals = await db
    .selectDistinctOn([manuscriptFiles.manuscriptId], {
      manuscriptId: manuscriptFiles.manuscriptId,
      sha256: storedFiles.sha256,
    })
    .from(manuscriptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .where(
      and(
        eq(manuscriptFiles.role, PROOF_ROLE),
        inArray(
          manuscriptFiles.manuscriptId,
          articles.map((a) => a.id),
        ),
      ),
    )
    .orderBy(manuscriptFiles.manuscriptId, desc(manuscriptFiles.revision), desc(manuscriptFiles.id));
  const findings: Finding[] = [];
  for (const a of articles) {
    const at = { manuscriptId: a.id, articleNo: a.articleNo };
    if (!a.doi) findings.push({ ...at, problem: 'noDoi' });
    const final = finals.find((f) => f.manuscriptId === a.id);
    if (!final) findings.push({ ...at, problem: 'noFinalPdf' });
    else if (!(await store.has(final.sha256))) findings.push({ ...at, problem: 'finalPdfLost' });
  }
  // The film is the newest output package and every alteration after it (the replaced pages).
  const films = await db
    .select({ id: issueFilms.id, kind: issueFilms.kind, sha256: storedFiles.sha256 })
    .from(issueFilms)
    .innerJoin(storedFiles, eq(storedFiles.id, issueFilms.fileId))
    .where(eq(issueFilms.issueId, issueId))
    .orderBy(desc(issueFilms.id));
  const output = films.findIndex((f) => f.kind === 'output');
  const issueLevel = { manuscriptId: null, articleNo: '' };
  if (output < 0) findings.push({ ...issueLevel, problem: 'noFilm' });
  else {
    const lost = await Promise.all(films.slice(0, output + 1).map(async (f) => !(await store.has(f.sha256))));
    if (lost.some(Boolean)) findings.push({ ...issueLevel, problem: 'filmLost' });
  }
  return findings;
}

const INTERNAL: Finding[] = [{ manuscriptId: null, articleNo: '', problem: 'internal' }];

/** Ends a pending check as failed for a reason of its own (the check could not run). */
async function failCheck(db: Db, where: SQL | undefined) {
  await db
    .update(archiveChecks)
    .set({ state: 'failed', findings: INTERNAL, finishedAt: new Date() })
    .where(and(eq(archiveChecks.state, 'pending'), where));
}

/**
 * A pending check older than this can no longer end by its job (its tries and their run times are
 * all past): the next request ends it as failed instead of being refused for ever.
 */
const STALE_MS = 30 * 60 * 1000;

/**
 * The job of one archive check: what is missing, then passed or failed (a check already ended is
 * left). A check whose job fails on its last try ends failed as `internal`, so the issue is not
 * held by a pending check for ever.
 */
export function archiveCheckJob(deps: { db: Db; store: BlobStore }): JobHandler<{ checkId: number }> {
  return async (job) => {
    const [check] = await deps.db.select().from(archiveChecks).where(eq(archiveChecks.id, job.data.checkId));
    if (check?.state !== 'pending') return;
    let findings: Finding[];
    try {
      findings = await findMissing(deps.db, deps.store, check.issueId);
    } catch (err) {
      if (job.retryCount >= QUEUES.archiveCheck.retryLimit)
        await failCheck(deps.db, eq(archiveChecks.id, check.id));
      throw err;
    }
    await deps.db
      .update(archiveChecks)
      .set({ state: findings.length === 0 ? 'passed' : 'failed', findings, finishedAt: new Date() })
      .where(and(eq(archiveChecks.id, check.id), eq(archiveChecks.state, 'pending')));
  };
}

/** Archive (240): a published issue whose newest archive check, made after its publication, passed. */
export function archiveIssue(deps: WorkflowDeps, auth: AuthContext, lang: Lang, issueId: number) {
  return moveIssue(deps, auth, lang, {
    issueId,
    action: 'archive',
    record: async (tx, issue) => {
      const [newest] = await tx
        .select({ state: archiveChecks.state, requestedAt: archiveChecks.requestedAt })
        .from(archiveChecks)
        .where(eq(archiveChecks.issueId, issue.id))
        .orderBy(desc(archiveChecks.id))
        .limit(1);
      const [published] = await tx
        .select({ at: sql<Date>`max(${articlePublications.createdAt})` })
        .from(articlePublications)
        .where(eq(articlePublications.issueId, issue.id));
      const after = newest && published?.at ? newest.requestedAt >= new Date(published.at) : false;
      if (newest?.state !== 'passed' || !after) throw errors.field('issueId', 'archive.notChecked');
    },
  });
}
