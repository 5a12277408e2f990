/**
 * A worker process for the crash test (jobs.test.ts): opens the database given on the command line
 * (a PostgreSQL URL or a PGlite folder), sends one job of the test queue ("sent <id>"), takes it,
 * says "started <id>" and never finishes, until it is killed.
 */
import { openDatabase } from '../../db/client.ts';
import { Jobs, silentLog } from './jobs.ts';
import { CRASH_QUEUE } from './testQueues.ts';

const [target] = process.argv.slice(2);
const database = target?.startsWith('postgres')
  ? openDatabase({ url: target })
  : openDatabase({ dataDir: target });
const jobs = new Jobs(database.sql, silentLog, { pollingIntervalSeconds: 0.5 });
jobs.handle<{ n: number }>(CRASH_QUEUE, async (job) => {
  process.stdout.write(`started ${job.id}\n`);
  await new Promise(() => undefined);
});
await jobs.start();
process.stdout.write(`sent ${await jobs.send(null, CRASH_QUEUE, { n: 1 })}\n`);
