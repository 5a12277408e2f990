import PgBoss from 'pg-boss';
import type { SqlExecutor } from './executeSql.ts';
import { ALL_QUEUES, DEAD_LETTER_QUEUE, type QueueSpec } from './queues.ts';

/** pg-boss's options that every instance of the product uses (maintenance every 15 s, decision 0005). */
export function bossOptions(
  sql: SqlExecutor,
  run: boolean,
  maintenanceIntervalSeconds = 15,
): PgBoss.ConstructorOptions {
  return {
    db: sql as PgBoss.Db,
    migrate: !run,
    supervise: run,
    schedule: run,
    maintenanceIntervalSeconds,
  };
}

function queueOptions(spec: QueueSpec): PgBoss.Queue {
  return {
    name: spec.name,
    policy: spec.policy,
    retryLimit: spec.retryLimit,
    retryDelay: spec.retryDelay,
    retryBackoff: spec.retryBackoff,
    expireInSeconds: spec.expireInSeconds,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}

/** Creates or updates a queue to its declared options. */
export async function ensureQueue(boss: PgBoss, spec: QueueSpec): Promise<void> {
  if (await boss.getQueue(spec.name)) await boss.updateQueue(spec.name, queueOptions(spec));
  else await boss.createQueue(spec.name, queueOptions(spec));
}

/** The job store (pg-boss's schema) and the product's queues; part of migrating the database. */
export async function installJobs(sql: SqlExecutor): Promise<void> {
  const boss = new PgBoss(bossOptions(sql, false));
  boss.on('error', () => undefined);
  await boss.start();
  try {
    if (!(await boss.getQueue(DEAD_LETTER_QUEUE)))
      await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
    for (const spec of ALL_QUEUES) await ensureQueue(boss, spec);
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}
