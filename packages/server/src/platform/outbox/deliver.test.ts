import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser } from '../../../test/factories.ts';
import { type LocalSmtp, startSmtp } from '../../../test/smtp.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_TEST_TIMEOUT_MS, until } from '../../../test/until.ts';
import { outbox, storedFiles } from '../../db/schema/index.ts';
import { diskStore } from '../files/blobStore.ts';
import { QUEUES } from '../jobs/queues.ts';
import { NO_ADDRESS, writeOutbox } from './write.ts';

describe(`outbox delivery over SMTP (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let smtp: LocalSmtp;
  let t: TestApp;
  let dir: string;
  const rowOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  beforeAll(async () => {
    smtp = await startSmtp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'jb-mail-'));
    t = await createTestApp({
      config: { SMTP_URL: smtp.url, MAIL_FROM: '编辑部 <office@journal.test>', JOB_POLL_SECONDS: 0.5 },
      store: diskStore(dir),
      runJobs: [QUEUES.deliver.name],
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('delivers an e-mail with a UTF-8 subject, a Chinese name and an attachment, and marks it sent', async () => {
    const press = await createPress(t.db);
    const pdf = Buffer.from('%PDF-1.4\n% 录用通知\n%%EOF\n');
    const sha = createHash('sha256').update(pdf).digest('hex');
    const store = diskStore(dir);
    await store.putBytes(sha, pdf, 'application/pdf');
    const [file] = await t.db
      .insert(storedFiles)
      .values({
        pressId: press.id,
        sha256: sha,
        sizeBytes: pdf.length,
        type: 'pdf',
        mime: 'application/pdf',
        name: 'letter.pdf',
        kind: 'voucher',
        uploadedByType: 'staff',
        uploadedBy: 1,
      })
      .returning();
    const id = await t.db.transaction((tx) =>
      writeOutbox(tx, t.app.jobs, {
        pressId: press.id,
        channel: 'email',
        event: 'accepted',
        recipient: 'zhang.san@example.com',
        recipientName: '张三',
        subject: '【测试学报】录用通知：基于深度学习的研究',
        body: '张三，您好：\n\n祝贺录用。',
        html: '<p>张三，您好：</p>',
        attachments: [{ fileId: file!.id, name: '录用通知.pdf' }],
      }),
    );
    await until('the message to be sent', async () => (await rowOf(id)).state === 'sent');
    const mail = smtp.received.find((m) => m.subject === '【测试学报】录用通知：基于深度学习的研究');
    expect(mail).toBeDefined();
    const to = Array.isArray(mail!.to) ? mail!.to[0] : mail!.to;
    expect(to?.value[0]).toMatchObject({ address: 'zhang.san@example.com', name: '张三' });
    expect(mail!.from?.value[0]).toMatchObject({ address: 'office@journal.test', name: '编辑部' });
    expect(mail!.text).toContain('祝贺录用');
    expect(mail!.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['录用通知.pdf', pdf.toString()],
    ]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.providerAnswer).toMatch(/^250/);
    expect(row.sentAt).not.toBeNull();
  });

  it('keeps a message without an address as skipped, with the reason, and never tries it', async () => {
    const press = await createPress(t.db);
    const id = await t.db.transaction((tx) =>
      writeOutbox(tx, t.app.jobs, {
        pressId: press.id,
        channel: 'email',
        event: 'accepted',
        recipient: ' ',
        body: 'x',
      }),
    );
    expect(await rowOf(id)).toMatchObject({ state: 'skipped', lastError: NO_ADDRESS, attempts: 0 });
  });

  it('writes nothing when the change that caused the message is rolled back', async () => {
    const recipient = `rollback-${Date.now()}@example.com`;
    await expect(
      t.db.transaction(async (tx) => {
        await writeOutbox(tx, t.app.jobs, { channel: 'email', event: 'accepted', recipient, body: 'x' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow();
    // (The job written with it is rolled back too: platform/jobs/jobs.test.ts.)
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, recipient))).toEqual([]);
  });

  it('retries a refusing server, then marks the message failed with its answer', async () => {
    smtp.refuse = 'Mailbox unavailable';
    // Fast retries for this test: the queue's own delays are minutes in production. The delay goes
    // with the job, not onto the queue (which a shared database keeps for every test file).
    t.app.jobs.retryJobsAfter(0);
    const user = await createUser(t.db, await createPress(t.db));
    const id = await t.db
      .transaction((tx) =>
        writeOutbox(tx, t.app.jobs, {
          channel: 'email',
          event: 'assigned',
          recipient: 'refused@example.com',
          recipientName: user.account,
          userId: user.id,
          subject: '退信测试',
          body: 'x',
        }),
      )
      .finally(() => t.app.jobs.retryJobsAfter(null));
    await until('the refused message to be marked failed', async () => (await rowOf(id)).state === 'failed');
    const row = await rowOf(id);
    expect(row.attempts).toBe(QUEUES.deliver.retryLimit + 1);
    expect(row.lastError).toContain('Mailbox unavailable');
    expect(smtp.received.some((m) => m.subject === '退信测试')).toBe(false);
    smtp.refuse = null;

    // An administrator retries the failed job (/manage/jobs): the message goes out this time. (The
    // job is marked failed just after the handler has written the row's state.)
    const failedJob = () =>
      t.database.sql.executeSql(
        `select id from pgboss.job where name = $1 and state = 'failed' and data->>'id' = $2`,
        [QUEUES.deliver.name, String(id)],
      );
    await until('its job to be marked failed', async () => (await failedJob()).rows.length === 1);
    await t.app.jobs.boss.retry(QUEUES.deliver.name, (await failedJob()).rows[0].id);
    await until('the retried message to be sent', async () => (await rowOf(id)).state === 'sent');
    expect(smtp.received.filter((m) => m.subject === '退信测试')).toHaveLength(1);
  });
});
