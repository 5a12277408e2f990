/**
 * One delivery process for bench/outbox/run.ts: the server's outbox handler on the server's job
 * queue, with the server's SMTP mailer pointed at the bench's SMTP server. Prints "ready".
 *
 *   npx tsx bench/outbox/worker.ts <DATABASE_URL> <SMTP_URL>
 */
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { diskStore } from '../../packages/server/src/platform/files/blobStore.ts';
import { Jobs, silentLog } from '../../packages/server/src/platform/jobs/jobs.ts';
import { QUEUES } from '../../packages/server/src/platform/jobs/queues.ts';
import { smtpMailer } from '../../packages/server/src/platform/mail.ts';
import { deliverOutbox } from '../../packages/server/src/platform/outbox/deliver.ts';
import { logSmsProvider } from '../../packages/server/src/platform/sms.ts';

const [url, smtpUrl, poll] = process.argv.slice(2);
if (!url || !smtpUrl) throw new Error('usage: worker.ts <DATABASE_URL> <SMTP_URL> [pollSeconds]');
const database = openDatabase({ url, poolSize: 10 });
const jobs = new Jobs(database.sql, silentLog, { pollingIntervalSeconds: Number(poll ?? 2) });
const mailer = smtpMailer(smtpUrl, 'bench <bench@journal.test>');
jobs.handle(
  QUEUES.deliver,
  deliverOutbox({
    db: database.db,
    mailer,
    sms: logSmsProvider(silentLog),
    store: diskStore('/tmp/jb-bench-files'),
  }),
);
await jobs.start();
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await jobs.stop();
  mailer.close();
  await database.close();
  process.exit(0);
});
