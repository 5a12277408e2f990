import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, openTestDatabase, type TestApp } from '../../../test/testApp.ts';
import { JOB_TEST_TIMEOUT_MS, until } from '../../../test/until.ts';
import { orders, remindersSent } from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';

const DAY = 86_400_000;

/**
 * The daily reminder job as a server runs it: starting the workers schedules it for 08:00 China
 * time, and a job on its queue sends the reminders due. (On a shared PostgreSQL test database the
 * run also reminds other files' items that are due: their slots are then taken, never sent twice.)
 */
describe(`the daily reminders job (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await openTestDatabase();
    // Unscheduled first, so that the schedule seen below is the one these workers made.
    await database.sql.executeSql('delete from pgboss.schedule where name = $1', [QUEUES.reminders.name]);
    t = await createTestApp({
      database,
      config: { JOB_POLL_SECONDS: 0.5 },
      runJobs: [QUEUES.reminders.name],
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  it('is scheduled daily at 08:00 Asia/Shanghai once the workers start', async () => {
    const r = await t.database.sql.executeSql('select cron, timezone from pgboss.schedule where name = $1', [
      QUEUES.reminders.name,
    ]);
    expect(r.rows).toEqual([{ cron: '0 8 * * *', timezone: 'Asia/Shanghai' }]);
  });

  it('sends the reminders due when a job on its queue runs', { timeout: JOB_TEST_TIMEOUT_MS }, async () => {
    const w = await pressWorld(t.db);
    const m = await manuscriptAtZero(t.db, w);
    // The prepaid fee ordered four days ago: past the press's three reminder days.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 4 * DAY) })
      .where(eq(orders.id, m.orderId));
    const jobId = await t.app.jobs.send(null, QUEUES.reminders, {});
    await until('the reminders job to complete', async () => {
      const r = await t.database.sql.executeSql('select state from pgboss.job where id = $1', [jobId]);
      return r.rows[0]?.state === 'completed';
    });
    const sent = await t.db.select().from(remindersSent).where(eq(remindersSent.manuscriptId, m.id));
    expect(sent.map((s) => [s.kind, s.slot])).toEqual([['unpaidPrepaid', 'd3']]);
    expect(sent[0]!.outboxId).not.toBeNull();
  });
});
