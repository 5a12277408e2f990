import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { crossrefDeposits } from '../../db/schema/index.ts';
import type { JobHandler } from '../../platform/jobs/jobs.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { issueDepositXml } from './crossref.ts';
import { DepositError, type DepositProvider } from './depositProvider.ts';
import { askResultLater, type ResultDeps } from './depositResult.ts';

/** A deposit still pending changes; one that ended (or was ended as stale) is left. */
async function update(db: Db, id: number, set: PgUpdateSetSource<typeof crossrefDeposits>) {
  await db
    .update(crossrefDeposits)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(crossrefDeposits.id, id), eq(crossrefDeposits.state, 'pending')));
}

/**
 * The job of one Crossref deposit: the issue's XML made now (its batch id the row's), sent. Received:
 * `submitted`, and its processing result asked later (depositResult.ts). A refused login or
 * submission ends it `failed` at once; any other failure is kept as the last error and the job
 * retried (the queue's backoff), `failed` after the last try.
 */
export function crossrefDepositJob(
  deps: {
    db: Db;
    provider: DepositProvider | null;
    publicUrl: string;
  } & Pick<ResultDeps, 'jobs' | 'delayMs'>,
): JobHandler<{ depositId: number }> {
  return async (job) => {
    const [row] = await deps.db
      .select()
      .from(crossrefDeposits)
      .where(eq(crossrefDeposits.id, job.data.depositId));
    if (row?.state !== 'pending') return;
    if (!deps.provider) {
      await update(deps.db, row.id, { state: 'off' });
      return;
    }
    await update(deps.db, row.id, { attempts: sql`${crossrefDeposits.attempts} + 1` });
    const last = job.retryCount >= QUEUES.crossrefDeposit.retryLimit;
    try {
      const { xml } = await issueDepositXml(deps.db, row.issueId, {
        publicUrl: deps.publicUrl,
        depositorId: row.requestedBy,
        batchId: row.batchId,
      });
      await deps.provider.deposit({ batchId: row.batchId, xml });
    } catch (err) {
      const retry = !(err instanceof DepositError) || err.retry;
      const lastError = (err as Error).message.slice(0, 500);
      await update(deps.db, row.id, retry && !last ? { lastError } : { state: 'failed', lastError });
      if (retry && !last) throw err;
      return;
    }
    await update(deps.db, row.id, { state: 'submitted', submittedAt: new Date(), lastError: null });
    await askResultLater(deps, row.id, 0);
  };
}
