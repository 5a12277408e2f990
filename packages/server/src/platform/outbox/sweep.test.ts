import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_TEST_TIMEOUT_MS, until } from '../../../test/until.ts';
import { outbox } from '../../db/schema/index.ts';
import { Jobs, silentLog } from '../jobs/jobs.ts';
import { QUEUES } from '../jobs/queues.ts';
import { sweepDeadDeliveries } from './sweep.ts';
import { writeOutbox } from './write.ts';

/**
 * A delivery whose last run hung past the queue's time: pg-boss fails the job by timeout, without
 * the handler recording anything on the row; the sweep (run daily) marks the row failed with why.
 */
describe(`outbox rows of delivery jobs that died (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const jobOf = async (rowId: number) => {
    const r = (await t.db.execute(
      sql`select id::text as id, state::text as state, output from pgboss.job
        where name = ${QUEUES.deliver.name} and data->>'id' = ${String(rowId)}`,
    )) as unknown as { rows: { id: string; state: string; output: unknown }[] };
    return r.rows[0]!;
  };

  it('marks a row failed with the timeout once its job has timed out on its last try', async () => {
    const press = await createPress(t.db);
    // Written, and its job taken by a worker that then hung on the last try (as pg-boss records it),
    // in one transaction so that no other worker on a shared database takes the job first.
    const id = await t.db.transaction(async (tx) => {
      const rowId = await writeOutbox(tx, t.app.jobs, {
        pressId: press.id,
        channel: 'email',
        event: 'submissionReceived',
        recipient: 'hung@example.com',
        subject: '稿件已收到',
        body: '正文',
      });
      await tx.execute(sql`update pgboss.job
        set state = 'active', started_on = now() - interval '1 hour', retry_count = retry_limit
        where name = ${QUEUES.deliver.name} and data->>'id' = ${String(rowId)}`);
      return rowId;
    });
    // pg-boss's maintenance fails it by timeout (no handler runs: the row is not touched).
    const maintenance = new Jobs(t.database.sql, silentLog, { maintenanceIntervalSeconds: 1 });
    await maintenance.start([]);
    try {
      await until(
        'the maintenance to fail the job by timeout',
        async () => (await jobOf(id)).state === 'failed',
      );
    } finally {
      await maintenance.stop();
    }
    const rowOf = async () => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    expect((await rowOf()).state).toBe('queued');

    expect(await sweepDeadDeliveries(t.db)).toBeGreaterThanOrEqual(1);
    const row = await rowOf();
    expect(row).toMatchObject({
      state: 'failed',
      lastError: 'job failed by timeout in active state',
      // Five runs: the first and the queue's four retries.
      attempts: QUEUES.deliver.retryLimit + 1,
    });
    // Done once: a second sweep leaves it as it is.
    await sweepDeadDeliveries(t.db);
    expect((await rowOf()).updatedAt).toEqual(row.updatedAt);
  });
});
