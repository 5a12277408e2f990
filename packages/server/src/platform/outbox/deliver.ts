import { buffer } from 'node:stream/consumers';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox, storedFiles } from '../../db/schema/index.ts';
import type { BlobStore } from '../files/blobStore.ts';
import type { JobHandler } from '../jobs/jobs.ts';
import { QUEUES } from '../jobs/queues.ts';
import type { Mailer } from '../mail.ts';
import type { SmsProvider } from '../sms.ts';

export interface DeliveryDeps {
  db: Db;
  /** Null without `SMTP_URL`: e-mail stays queued in the outbox (the demo shows it there). */
  mailer: Mailer | null;
  sms: SmsProvider;
  store: BlobStore;
}

/** Shown on a queued e-mail when no SMTP server is configured. */
export const NO_SMTP = 'SMTP_URL not set: kept in the outbox';

type Row = typeof outbox.$inferSelect;

async function attachmentsOf(deps: DeliveryDeps, row: Row) {
  if (row.attachments.length === 0) return [];
  const ids = row.attachments.map((a) => a.fileId);
  const files = await deps.db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
  return Promise.all(
    row.attachments.map(async (a) => {
      const file = files.find((f) => f.id === a.fileId);
      if (!file) throw new Error(`attachment ${a.fileId} not found`);
      return {
        filename: a.name,
        content: await buffer(await deps.store.open(file.sha256)),
        contentType: file.mime,
      };
    }),
  );
}

async function send(deps: DeliveryDeps, row: Row): Promise<string | null> {
  if (row.channel === 'sms') return deps.sms.send(row.recipient, row.body, row.event);
  if (!deps.mailer) return null;
  return deps.mailer.send({
    to: { address: row.recipient, name: row.recipientName },
    subject: row.subject,
    text: row.body,
    html: row.html,
    attachments: await attachmentsOf(deps, row),
  });
}

/**
 * The delivery job of one outbox row. Idempotent: a row already sent (or skipped) is left alone. A
 * refusal is recorded on the row and the job retried (backoff of `QUEUES.deliver`); after the last
 * retry the row is `failed` with the provider's answer.
 */
export function deliverOutbox(deps: DeliveryDeps): JobHandler<{ id: number }> {
  return async (job) => {
    const [row] = await deps.db.select().from(outbox).where(eq(outbox.id, job.data.id));
    // A failed row runs again only when an administrator retries its job (/manage/jobs).
    if (!row || (row.state !== 'queued' && row.state !== 'failed')) return;
    // This run counts, and so do earlier runs that timed out without recording themselves.
    const runs = sql`greatest(${outbox.attempts} + 1, ${job.retryCount + 1})`;
    let answer: string | null;
    try {
      answer = await send(deps, row);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const last = job.retryCount >= QUEUES.deliver.retryLimit;
      await deps.db
        .update(outbox)
        .set({
          attempts: runs,
          lastError: message,
          state: last ? 'failed' : 'queued',
          updatedAt: new Date(),
        })
        .where(eq(outbox.id, row.id));
      throw err;
    }
    if (answer === null) {
      await deps.db
        .update(outbox)
        .set({ providerAnswer: NO_SMTP, updatedAt: new Date() })
        .where(eq(outbox.id, row.id));
      return;
    }
    await deps.db
      .update(outbox)
      .set({
        state: 'sent',
        attempts: runs,
        providerAnswer: answer,
        lastError: null,
        sentAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(outbox.id, row.id));
  };
}
