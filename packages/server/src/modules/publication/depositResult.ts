import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crossrefDeposits } from '../../db/schema/index.ts';
import type { JobHandler, Jobs } from '../../platform/jobs/jobs.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { DepositError, type DepositProvider } from './depositProvider.ts';

/** How often a submission's result is asked before the deposit stays `submitted` with a note. */
export const MAX_RESULT_CHECKS = 48;

/** What the result job needs: the database, the queue (to ask again later) and the spacing. */
export interface ResultDeps {
  db: Db;
  jobs: Jobs;
  provider: DepositProvider | null;
  /** The first ask's wait after the submission; the k-th waits k times as long, at most 12 times. */
  delayMs: number;
}

/** Queues the next ask of a submission's result (the first right after Crossref received it). */
export function askResultLater(
  deps: Pick<ResultDeps, 'jobs' | 'delayMs'>,
  depositId: number,
  checks: number,
) {
  const wait = deps.delayMs * Math.min(checks + 1, 12);
  return deps.jobs.send(
    null,
    QUEUES.crossrefResult,
    { depositId },
    { startAfter: new Date(Date.now() + wait) },
  );
}

/**
 * The job asking Crossref how it processed a submitted deposit: `registered` when every record was
 * taken, `rejected` with the failures' messages otherwise; while Crossref has it queued or in process
 * the job asks again later, and after MAX_RESULT_CHECKS the deposit stays submitted with a note (the
 * depositor's e-mail from Crossref still tells). A refused login ends the asking with its reason.
 */
export function crossrefResultJob(deps: ResultDeps): JobHandler<{ depositId: number }> {
  return async (job) => {
    const [row] = await deps.db
      .select()
      .from(crossrefDeposits)
      .where(eq(crossrefDeposits.id, job.data.depositId));
    if (row?.state !== 'submitted' || !deps.provider) return;
    const stillSubmitted = and(eq(crossrefDeposits.id, row.id), eq(crossrefDeposits.state, 'submitted'));
    const asked = { resultChecks: sql`${crossrefDeposits.resultChecks} + 1`, resultCheckedAt: new Date() };
    let result: Awaited<ReturnType<DepositProvider['result']>>;
    try {
      result = await deps.provider.result(row.batchId);
    } catch (err) {
      if (err instanceof DepositError && !err.retry) {
        const lastError = `result not available: ${err.message}`.slice(0, 500);
        await deps.db
          .update(crossrefDeposits)
          .set({ ...asked, lastError })
          .where(stillSubmitted);
        return;
      }
      throw err;
    }
    if (!result.done) {
      const checks = row.resultChecks + 1;
      const lastError =
        checks >= MAX_RESULT_CHECKS
          ? `Crossref gave no processing result after ${checks} asks (last: ${result.status})`
          : null;
      await deps.db
        .update(crossrefDeposits)
        .set({ ...asked, lastError })
        .where(stillSubmitted);
      if (checks < MAX_RESULT_CHECKS) await askResultLater(deps, row.id, checks);
      return;
    }
    await deps.db
      .update(crossrefDeposits)
      .set({
        ...asked,
        state: result.failure === 0 ? 'registered' : 'rejected',
        successCount: result.success,
        failureCount: result.failure,
        resultNote: result.messages.join('\n').slice(0, 2000) || null,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(stillSubmitted);
  };
}
