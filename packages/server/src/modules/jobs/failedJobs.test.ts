import { failedJobList, jobRetry } from '@jb/contract/api/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_TEST_TIMEOUT_MS, until } from '../../../test/until.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import type { QueueSpec } from '../../platform/jobs/queues.ts';

/** A queue of this test only, whose handler always throws and which never retries by itself. */
const FAILING: QueueSpec = {
  name: `test-failing-${process.pid}-${Date.now()}`,
  policy: 'standard',
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 30,
  batchSize: 5,
};

async function stateOf(t: TestApp, id: string): Promise<string | undefined> {
  const result = (await t.db.execute(
    sql`select state::text as state from pgboss.job where id = ${id}::uuid`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows[0]?.state;
}

describe(`failed background jobs (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  let operator: Session;
  let runs = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { JOB_POLL_SECONDS: 0.5 } });
    t.app.jobs.handle<{ article: string }>(FAILING, async (job) => {
      runs += 1;
      throw new Error(`SMTP 550: mailbox of ${job.data.article} unavailable`);
    });
    // Only this test's queue: on a shared PostgreSQL database, workers of every queue here would take
    // other files' jobs (the outbox delivery test's refused message, delivered by this app instead).
    await t.app.jobs.start([FAILING.name]);
    const platform = await createUser(t.db, null, { adminType: null });
    operator = await login(t.app, platform.account, platform.password);
  });
  afterAll(() => t.close());

  it('lists a job that failed with its queue, data and error, and retries it once more', async () => {
    const id = (await t.app.jobs.send(null, FAILING, { article: 'JB-2026-001' }))!;
    await until('the job to fail', async () => (await stateOf(t, id)) === 'failed');
    const page = (await callOf(t.app, failedJobList, operator, { query: { queue: FAILING.name } })).json()
      .data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      id,
      queue: FAILING.name,
      data: '{"article":"JB-2026-001"}',
      error: 'SMTP 550: mailbox of JB-2026-001 unavailable',
      retryCount: 0,
      retryLimit: 0,
    });
    expect(page.list[0].completedOn).toBeTruthy();

    const retried = await callOf(t.app, jobRetry, operator, { body: { queue: FAILING.name, id } });
    expect(retried.statusCode, retried.body).toBe(200);
    await until(
      'the retried job to fail again',
      async () => runs >= 2 && (await stateOf(t, id)) === 'failed',
    );
    const again = (await callOf(t.app, failedJobList, operator, { query: { queue: FAILING.name } })).json()
      .data;
    expect(again.list[0]).toMatchObject({ id, retryCount: 1, retryLimit: 1 });

    // Only failed jobs can be retried; an unknown one is not found.
    const missing = await callOf(t.app, jobRetry, operator, {
      body: { queue: FAILING.name, id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is the platform’s only: a press administrator is refused', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    expect((await callOf(t.app, failedJobList, admin, { query: {} })).statusCode).toBe(403);
    expect(
      (
        await callOf(t.app, jobRetry, admin, {
          body: { queue: FAILING.name, id: '00000000-0000-4000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
