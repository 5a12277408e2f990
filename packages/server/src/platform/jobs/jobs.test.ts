import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName, openTestDatabase } from '../../../test/testApp.ts';
import { JOB_TEST_TIMEOUT_MS, until } from '../../../test/until.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import type { SqlExecutor } from './executeSql.ts';
import { Jobs, silentLog } from './jobs.ts';
import { CRASH_QUEUE, HANG_QUEUE, IMMEDIATE_RETRY_QUEUE, KEY_QUEUE, RETRY_QUEUE } from './testQueues.ts';

/** Jobs of this run only (a PostgreSQL test database keeps earlier runs' jobs). */
const run = `${process.pid}-${Date.now()}`;

async function jobRows(database: Database, queue: string) {
  const r = await database.sql.executeSql(
    `select id, state, retry_count, retry_delay, retry_backoff, output, data from pgboss.job where name = $1 and data->>'run' = $2 order by created_on`,
    [queue, run],
  );
  return r.rows as {
    id: string;
    state: string;
    retry_count: number;
    retry_delay: number;
    retry_backoff: boolean;
    output: { message?: string } | null;
    data: any;
  }[];
}

describe(`job queue (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let database: Database;
  let jobs: Jobs;
  const runs: { n: number; retry: number }[] = [];
  const active = new Map<string, number>();
  let overlap = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = new Jobs(database.sql, silentLog, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
    jobs.handle<{ n: number; run: string }>(RETRY_QUEUE, async (job) => {
      runs.push({ n: job.data.n, retry: job.retryCount });
      if (job.data.n < 0) throw new Error(`refused ${job.data.n}`);
      if (job.data.n === 7 && job.retryCount === 0) throw new Error('first run fails');
    });
    jobs.handle<{ key: string }>(KEY_QUEUE, async (job) => {
      const now = (active.get(job.data.key) ?? 0) + 1;
      active.set(job.data.key, now);
      if (now > 1) overlap++;
      await new Promise((r) => setTimeout(r, 300));
      active.set(job.data.key, (active.get(job.data.key) ?? 1) - 1);
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('retries a failing job with growing delays, then leaves it failed with its error (and in the dead letter)', async () => {
    await jobs.send(null, RETRY_QUEUE, { n: -1, run });
    await until('the job to fail after its retries', async () =>
      (await jobRows(database, RETRY_QUEUE.name)).some((j) => j.state === 'failed'),
    );
    const tries = runs.filter((r) => r.n === -1);
    expect(tries.map((r) => r.retry)).toEqual([0, 1, 2]);
    // Growing delays: the job carries its queue's delay with backoff, which pg-boss doubles per
    // retry. (The waits themselves are not compared: on a busy machine a worker's poll comes late
    // by more than the doubling.)
    const [failed] = (await jobRows(database, RETRY_QUEUE.name)).filter((j) => j.data.n === -1);
    expect(failed).toMatchObject({
      state: 'failed',
      output: { message: 'refused -1' },
      retry_delay: RETRY_QUEUE.retryDelay,
      retry_backoff: true,
    });
    const dead = await database.sql.executeSql(
      `select data from pgboss.job where name = 'dead-letter' and data->>'run' = $1`,
      [run],
    );
    expect(dead.rows.map((r: { data: { n: number } }) => r.data.n)).toEqual([-1]);
  });

  it('succeeds on a retry after a failed first run', async () => {
    await jobs.send(null, RETRY_QUEUE, { n: 7, run });
    await until('the retried job to complete', async () =>
      (await jobRows(database, RETRY_QUEUE.name)).some((j) => j.data.n === 7 && j.state === 'completed'),
    );
    expect(runs.filter((r) => r.n === 7).map((r) => r.retry)).toEqual([0, 1]);
  });

  it('writes a job with the transaction that sends it: a rollback leaves none', async () => {
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, RETRY_QUEUE, { n: 100, run });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, RETRY_QUEUE, { n: 101, run });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await until('the committed job to run', async () => runs.some((r) => r.n === 100));
    const rows = await jobRows(database, RETRY_QUEUE.name);
    expect(rows.some((j) => j.data.n === 101)).toBe(false);
  });

  it('makes one job of two sends with one idempotency key, in or out of a transaction, even once archived', async () => {
    const key = `once-${run}`;
    const first = await jobs.send(null, RETRY_QUEUE, { n: 200, run }, { idempotencyKey: key });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const again = await database.db.transaction((tx) =>
      jobs.send(tx, RETRY_QUEUE, { n: 201, run }, { idempotencyKey: key }),
    );
    expect(again).toBeNull();
    // Another key, or the same key on another queue, is another job.
    const other = await jobs.send(null, RETRY_QUEUE, { n: 202, run }, { idempotencyKey: `other-${run}` });
    expect(other).not.toBeNull();
    expect(other).not.toBe(first);
    await until(
      'both keys’ jobs to run',
      async () => runs.some((r) => r.n === 200) && runs.some((r) => r.n === 202),
    );
    expect(runs.filter((r) => r.n === 201)).toEqual([]);
    const rows = (await jobRows(database, RETRY_QUEUE.name)).filter((j) => j.data.n >= 200 && j.data.n < 300);
    expect(rows.map((j) => j.data.n).sort()).toEqual([200, 202]);

    // pg-boss moves done jobs to its archive after hours: the key still holds there.
    // (pg-boss's own archiving statement, for this one job.)
    const columns =
      'id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter, policy, output';
    await database.sql.executeSql(
      `with moved as (delete from pgboss.job where name = $1 and id = $2 returning *)
       insert into pgboss.archive (${columns}) select ${columns} from moved`,
      [RETRY_QUEUE.name, first],
    );
    expect(await jobs.send(null, RETRY_QUEUE, { n: 203, run }, { idempotencyKey: key })).toBeNull();
  });

  it('never runs one key twice at once', async () => {
    for (let i = 0; i < 6; i++)
      await jobs.send(null, KEY_QUEUE, { key: 'a', run }, { singletonKey: `a-${run}` });
    await jobs.send(null, KEY_QUEUE, { key: 'b', run }, { singletonKey: `b-${run}` });
    await until(
      'the seven jobs to complete',
      async () =>
        (await jobRows(database, KEY_QUEUE.name)).filter((j) => j.state === 'completed').length === 7,
    );
    expect(overlap).toBe(0);
  });
});

/**
 * Writing a job's end may come late (a busy pool, another connection): a retry due at once must still
 * run to its own end. pg-boss's own worker wrote "completed" after the handler had failed the job and
 * without waiting, so its next fetch could take the retry first and the late write then ended the
 * retry as completed (a duplicate check stuck running in CI). Here every such write waits 400 ms.
 */
describe(`job queue: late writes of a job's end (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let database: Database;
  let jobs: Jobs;
  const tries: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const slowEnds: SqlExecutor = {
      async executeSql(text, values) {
        if (text.includes("state = 'completed'")) await new Promise((r) => setTimeout(r, 400));
        return database.sql.executeSql(text, values);
      },
    };
    jobs = new Jobs(slowEnds, silentLog, { pollingIntervalSeconds: 0.5 });
    jobs.handle<{ run: string }>(IMMEDIATE_RETRY_QUEUE, async (job) => {
      if (job.data.run !== run) return;
      tries.push(job.retryCount);
      await new Promise((r) => setTimeout(r, 200));
      throw new Error(`try ${job.retryCount} fails`);
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('runs every retry of a failing job, then leaves it failed', async () => {
    await jobs.send(null, IMMEDIATE_RETRY_QUEUE, { run });
    await until('the job to end', async () =>
      (await jobRows(database, IMMEDIATE_RETRY_QUEUE.name)).some(
        (j) => j.state !== 'active' && j.state !== 'retry' && j.state !== 'created',
      ),
    );
    const [job] = await jobRows(database, IMMEDIATE_RETRY_QUEUE.name);
    expect(job).toMatchObject({ state: 'failed', retry_count: 2, output: { message: 'try 2 fails' } });
    expect(tries).toEqual([0, 1, 2]);
  });
});

/**
 * A handler that never ends (a store or a database call without its own timeout) must not stop its
 * queue: the run is failed when its time is up, the job retried, and the next jobs still run.
 */
describe(`job queue: a hung handler (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let database: Database;
  let jobs: Jobs;
  const done: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = new Jobs(database.sql, silentLog, { pollingIntervalSeconds: 0.5 });
    jobs.handle<{ run: string; label: string }>(HANG_QUEUE, async (job) => {
      if (job.data.run !== run) return;
      if (job.data.label === 'hangs' && job.retryCount === 0) await new Promise(() => undefined);
      done.push(`${job.data.label}:${job.retryCount}`);
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('fails the run past its time, retries it, and keeps running the queue', async () => {
    await jobs.send(null, HANG_QUEUE, { run, label: 'hangs' });
    await jobs.send(null, HANG_QUEUE, { run, label: 'next' });
    await until(
      'both jobs to complete',
      async () =>
        (await jobRows(database, HANG_QUEUE.name)).filter((j) => j.state === 'completed').length === 2,
    );
    expect(done).toContain('hangs:1');
    expect(done).toContain('next:0');
  });
});

/**
 * A worker process killed (SIGKILL) in the middle of a job: the job is not lost, another worker
 * retries it once the run's time (`expireInSeconds`) is up.
 */
describe(`job queue: a worker killed mid-job (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let dataDir = '';
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('retries the job in another worker', async () => {
    const url = process.env.TEST_DATABASE_URL;
    let target = url ?? '';
    if (!url) {
      // PGlite is one process's database: the killed worker's data folder is reopened by the next.
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'jb-crash-'));
      target = dataDir;
      const first = openDatabase({ dataDir });
      await first.migrate();
      await first.close();
    }
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'crashWorker.fixture.ts'), target],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    await until('the worker to send its job', async () => /sent \S+/.test(out));
    const sent = /sent (\S+)/.exec(out)![1]!;
    await until('the worker to start the job', async () => out.includes(`started ${sent}`));
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));

    const database = url ? openDatabase({ url }) : openDatabase({ dataDir });
    // The killed run's time (the queue's expireInSeconds) is up: its start is moved back past it,
    // rather than the queue's time made so short that a slow machine's healthy run would expire too.
    await database.sql.executeSql(
      `update pgboss.job set started_on = now() - interval '1 hour' where id = $1 and state = 'active'`,
      [sent],
    );
    const finished: string[] = [];
    const next = new Jobs(database.sql, silentLog, {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    next.handle(CRASH_QUEUE, async (job) => {
      finished.push(job.id);
    });
    await next.start();
    try {
      await until('the next worker to run the expired job', async () => finished.includes(sent));
      // The handler has run; the queue marks the job completed just after it returns.
      const row = async () =>
        (await database.sql.executeSql('select state, retry_count from pgboss.job where id = $1', [sent]))
          .rows[0] as { state: string; retry_count: number };
      await until('the queue to mark the job done', async () => (await row()).state !== 'active');
      expect(await row()).toMatchObject({ state: 'completed', retry_count: 1 });
    } finally {
      await next.stop();
      await database.close();
    }
  });
});
