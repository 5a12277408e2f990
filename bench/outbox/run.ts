/**
 * Outbox delivery throughput (issue 11: ≥ 200 e-mails/s to a local SMTP server with two processes).
 * Queues N e-mails the way the product does (an outbox row and its delivery job, `writeOutbox`, in
 * transactions of 200), then starts P delivery processes (bench/outbox/worker.ts: the server's own
 * handler, queue options and SMTP mailer) and measures from their start until every row is `sent`
 * and every message has arrived at the SMTP server running in this process.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/outbox/run.ts [--count 4000] [--processes 2]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, count, eq, gte } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { outbox } from '../../packages/server/src/db/schema/index.ts';
import { Jobs, silentLog } from '../../packages/server/src/platform/jobs/jobs.ts';
import { writeOutbox } from '../../packages/server/src/platform/outbox/write.ts';
import { DEFAULT_DATABASE_URL } from '../lib/config.ts';
import { writeResult } from '../lib/report.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '4000' },
    processes: { type: 'string', default: '2' },
    poll: { type: 'string', default: '2' },
  },
});
const total = Number(values.count);
const processes = Number(values.processes);
const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

const database = openDatabase({ url, poolSize: 4 });
await database.migrate();
const jobs = new Jobs(database.sql, silentLog);
const queuedAt = Date.now();
let firstId = 0;
for (let done = 0; done < total; done += 200) {
  await database.db.transaction(async (tx) => {
    for (let i = done; i < Math.min(total, done + 200); i++) {
      const id = await writeOutbox(tx, jobs, {
        channel: 'email',
        event: 'submissionReceived',
        recipient: `author${i}@bench.test`,
        recipientName: `作者${i}`,
        subject: `【测试学报】稿件 BENCH-${i} 已收到`,
        body: `作者${i}，您好：\n\n您的稿件已投稿成功。\n\n测试学报 编辑部`,
        html: `<p>作者${i}，您好：</p><p>您的稿件已投稿成功。</p>`,
      });
      if (!firstId) firstId = id;
    }
  });
}
const queueSeconds = (Date.now() - queuedAt) / 1000;
console.log(`queued ${total} e-mails in ${queueSeconds.toFixed(1)} s`);

const workers: ChildProcess[] = [];
const ready = Promise.all(
  Array.from({ length: processes }, () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'worker.ts'), url, smtpUrl, values.poll!],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    workers.push(child);
    return new Promise<void>((resolve) =>
      child.stdout?.on('data', (d) => String(d).includes('ready') && resolve()),
    );
  }),
);
const started = Date.now();
await ready;
const readyAfter = (Date.now() - started) / 1000;
const sentCount = async () =>
  Number(
    (
      await database.db
        .select({ n: count() })
        .from(outbox)
        .where(and(gte(outbox.id, firstId), eq(outbox.state, 'sent')))
    )[0]!.n,
  );
let sent = 0;
while (sent < total || received < total) {
  await new Promise((r) => setTimeout(r, 200));
  sent = await sentCount();
}
const seconds = (Date.now() - started) / 1000;
const deliverySeconds = seconds - readyAfter;
const result = {
  total,
  processes,
  pollSeconds: Number(values.poll),
  queueSeconds,
  workersReadySeconds: readyAfter,
  secondsIncludingStart: seconds,
  deliverySeconds,
  emailsPerSecond: Math.round(total / deliverySeconds),
  emailsPerSecondIncludingStart: Math.round(total / seconds),
};
console.log(result);
console.log(writeResult('outbox', result));
for (const w of workers) w.kill('SIGTERM');
await database.close();
smtp.close();
