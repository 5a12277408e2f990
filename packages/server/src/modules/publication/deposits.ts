import type { CrossrefDepositRow, CrossrefDeposits } from '@jb/contract/schemas/crossrefDeposits';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { articlePublications, crossrefDeposits, journals, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { pendingClash } from './archiveCheck.ts';
import { publishedIssue } from './articles.ts';
import { batchIdOf } from './crossref.ts';

/** What the deposit calls need: the database, the job queue and whether sending is configured. */
export interface DepositDeps {
  db: Db;
  jobs: Jobs;
  sending: boolean;
}

interface DepositIssue {
  id: number;
  journalId: number;
  year: number;
  number: number;
}

/**
 * Writes a deposit of a published issue and, when sending is on, queues its job in the same
 * transaction; off, the row says so and nothing is sent. A second pending deposit of the issue
 * fails the partial unique index (the caller decides what that means).
 */
export async function queueDeposit(
  tx: Tx,
  deps: Omit<DepositDeps, 'db'>,
  issue: DepositIssue,
  requestedBy: number,
): Promise<number> {
  const [journal] = await tx
    .select({ code: journals.code, pressId: journals.pressId })
    .from(journals)
    .where(eq(journals.id, issue.journalId));
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(articlePublications)
    .where(eq(articlePublications.issueId, issue.id));
  const [row] = await tx
    .insert(crossrefDeposits)
    .values({
      issueId: issue.id,
      pressId: journal!.pressId,
      batchId: batchIdOf(journal!.code, issue, new Date()),
      state: deps.sending ? 'pending' : 'off',
      doiCount: count?.n ?? 0,
      requestedBy,
    })
    .returning({ id: crossrefDeposits.id });
  if (deps.sending) await deps.jobs.send(tx, QUEUES.crossrefDeposit, { depositId: row!.id });
  return row!.id;
}

async function depositsOf(db: Db, issueId: number, id?: number): Promise<CrossrefDepositRow[]> {
  const rows = await db
    .select({
      id: crossrefDeposits.id,
      issueId: crossrefDeposits.issueId,
      batchId: crossrefDeposits.batchId,
      state: crossrefDeposits.state,
      attempts: crossrefDeposits.attempts,
      lastError: crossrefDeposits.lastError,
      submittedAt: crossrefDeposits.submittedAt,
      doiCount: crossrefDeposits.doiCount,
      successCount: crossrefDeposits.successCount,
      failureCount: crossrefDeposits.failureCount,
      resultNote: crossrefDeposits.resultNote,
      resultChecks: crossrefDeposits.resultChecks,
      resultCheckedAt: crossrefDeposits.resultCheckedAt,
      requestedByName: users.name,
      createdAt: crossrefDeposits.createdAt,
      updatedAt: crossrefDeposits.updatedAt,
    })
    .from(crossrefDeposits)
    .innerJoin(users, eq(users.id, crossrefDeposits.requestedBy))
    .where(
      and(eq(crossrefDeposits.issueId, issueId), id === undefined ? undefined : eq(crossrefDeposits.id, id)),
    )
    .orderBy(desc(crossrefDeposits.id));
  return rows.map((r) => ({
    ...r,
    state: r.state as CrossrefDepositRow['state'],
    submittedAt: r.submittedAt?.toISOString() ?? null,
    resultCheckedAt: r.resultCheckedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A published issue's deposits (another press's issue: 404), newest first. */
export async function listDeposits(
  deps: DepositDeps,
  auth: AuthContext,
  issueId: number,
): Promise<CrossrefDeposits> {
  await publishedIssue(deps.db, auth, issueId);
  const history = await depositsOf(deps.db, issueId);
  return { sending: deps.sending, newest: history[0] ?? null, history };
}

/**
 * A pending deposit not touched for this long can no longer end by its job (every try and its wait
 * are past): a resend ends it as failed instead of being refused for ever.
 */
const STALE_MS = 2 * 60 * 60 * 1000;

/** Sends a published issue's deposit again: refused while sending is off or a deposit is pending. */
export async function resendDeposit(deps: DepositDeps, auth: AuthContext, issueId: number) {
  const issue = await publishedIssue(deps.db, auth, issueId);
  const [published] = await deps.db
    .select({ id: articlePublications.manuscriptId })
    .from(articlePublications)
    .where(eq(articlePublications.issueId, issue.id))
    .limit(1);
  if (!published) throw errors.field('issueId', 'publication.notPublished');
  if (!deps.sending) throw errors.field('issueId', 'crossref.off');
  await deps.db
    .update(crossrefDeposits)
    .set({ state: 'failed', lastError: 'no answer from the job', updatedAt: new Date() })
    .where(
      and(
        eq(crossrefDeposits.issueId, issue.id),
        eq(crossrefDeposits.state, 'pending'),
        lt(crossrefDeposits.updatedAt, new Date(Date.now() - STALE_MS)),
      ),
    );
  const id = await deps.db
    .transaction((tx) => queueDeposit(tx, deps, issue, auth.userId))
    .catch((e) => {
      if (pendingClash(e)) throw errors.field('issueId', 'crossref.pending');
      throw e;
    });
  return (await depositsOf(deps.db, issue.id, id))[0]!;
}
