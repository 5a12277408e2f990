import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { QUEUES } from '../jobs/queues.ts';

/** The reason kept on a row whose job ended failed without saying why. */
export const JOB_FAILED = 'delivery job failed';

/**
 * Outbox rows still `queued` whose delivery job has ended failed: a run that outlived the queue's
 * time (`expireInSeconds`) is failed by pg-boss itself, without the handler's catch that records
 * the error on the row, so the row would stay queued for ever. Marks them `failed` with the job's
 * reason ("job failed by timeout in active state") and the runs the job had; an administrator's
 * retry (/manage/jobs) or resend delivers them later. Looks in pg-boss's archive too (failed jobs
 * move there after 12 hours). Answers how many rows it marked. Run by the daily job.
 */
export async function sweepDeadDeliveries(db: Db): Promise<number> {
  const failedJobs = (table: 'job' | 'archive') => sql`
    select (data->>'id')::int as id, retry_count,
      coalesce(output->>'message', output->'value'->>'message', ${JOB_FAILED}) as reason
    from ${sql.raw(`pgboss.${table}`)}
    where name = ${QUEUES.deliver.name} and state = 'failed'`;
  const r = (await db.execute(sql`
    update outbox o
    set state = 'failed', last_error = d.reason, attempts = greatest(o.attempts, d.retry_count + 1),
      updated_at = now()
    from (${failedJobs('job')} union all ${failedJobs('archive')}) d
    where o.id = d.id and o.state = 'queued'
    returning o.id`)) as unknown as { rows: { id: number }[] };
  return r.rows.length;
}
