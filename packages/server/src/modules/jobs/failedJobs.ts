import type { FailedJobRow, failedJobListQuery } from '@jb/contract/schemas/jobs';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errors } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { iso, offsetOf } from '../../platform/list.ts';

type Query = z.infer<typeof failedJobListQuery>;

/** pg-boss's job table (schema `pgboss`, decision 0005); read only here, changed only through pg-boss. */
const JOB = sql.raw('pgboss.job');
const SORT = { completedOn: sql.raw('completed_on'), createdOn: sql.raw('created_on') };

interface JobRecord {
  id: string;
  name: string;
  data: unknown;
  error: string | null;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

const asDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

function shape(r: JobRecord): FailedJobRow {
  return {
    id: r.id,
    queue: r.name,
    data: JSON.stringify(r.data ?? null),
    error: r.error ?? '',
    retryCount: Number(r.retry_count),
    retryLimit: Number(r.retry_limit),
    createdOn: asDate(r.created_on)!.toISOString(),
    startedOn: iso(asDate(r.started_on)),
    completedOn: iso(asDate(r.completed_on)),
  };
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Jobs of every queue that ran out of retries (state `failed`), with the error of their last run:
 * the handler's message (`output.message`) or pg-boss's own (`output.value.message`, a timeout).
 */
export async function listFailedJobs(db: Db, q: Query) {
  const where = sql`state = 'failed'${q.queue ? sql` and name = ${q.queue}` : sql``}`;
  const dir = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
  const [rows, [count]] = await Promise.all([
    rowsOf<JobRecord>(
      db,
      sql`select id::text as id, name, data,
          coalesce(output->>'message', output->'value'->>'message', output::text) as error,
          retry_count, retry_limit, created_on, started_on, completed_on
        from ${JOB} where ${where}
        order by ${SORT[q.sort]} ${dir} nulls last, id ${dir}
        limit ${q.pageSize} offset ${offsetOf(q)}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${JOB} where ${where}`),
  ]);
  return { list: rows.map(shape), total: Number(count?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

/** Runs a failed job once more (pg-boss's retry: state `retry`, one more allowed try); else 404. */
export async function retryFailedJob(db: Db, jobs: Jobs, body: { queue: string; id: string }) {
  const [found] = await rowsOf<{ id: string }>(
    db,
    sql`select id::text as id from ${JOB} where name = ${body.queue} and id = ${body.id}::uuid and state = 'failed'`,
  );
  if (!found) throw errors.notFound();
  await jobs.boss.retry(body.queue, body.id);
}
