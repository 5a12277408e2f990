import type { Db, Tx } from '../../db/client.ts';
import { type OutboxAttachment, outbox } from '../../db/schema/index.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { QUEUES } from '../jobs/queues.ts';

export interface OutboxItem {
  pressId?: number | null;
  channel: 'email' | 'sms';
  event: string;
  /** The e-mail address or phone; empty: the row is kept as `skipped` with `skipReason`. */
  recipient: string;
  recipientName?: string;
  userId?: number | null;
  authorId?: number | null;
  manuscriptId?: number | null;
  subject?: string;
  body: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
  /** Carries a verification code: masked on screens outside demo mode. */
  secret?: boolean;
  /** Written as `failed` without a delivery (a template that could not be rendered). */
  error?: string;
  resendOf?: number;
}

/** Why a row was not sent without trying (shown on the outbox screen). */
export const NO_ADDRESS = 'no address';

/**
 * Writes one message to the outbox and its delivery job, both in the caller's transaction: the
 * message exists exactly when the change that caused it does.
 */
export async function writeOutbox(tx: Db | Tx, jobs: Jobs, item: OutboxItem): Promise<number> {
  const recipient = item.recipient.trim();
  const state = item.error ? 'failed' : recipient ? 'queued' : 'skipped';
  const [row] = await tx
    .insert(outbox)
    .values({
      pressId: item.pressId ?? null,
      channel: item.channel,
      event: item.event,
      recipient,
      recipientName: item.recipientName ?? '',
      userId: item.userId ?? null,
      authorId: item.authorId ?? null,
      manuscriptId: item.manuscriptId ?? null,
      subject: item.subject ?? '',
      body: item.body,
      html: item.html ?? null,
      attachments: item.attachments ?? [],
      secret: item.secret ?? false,
      state,
      lastError: item.error ?? (recipient ? null : NO_ADDRESS),
      resendOf: item.resendOf ?? null,
    })
    .returning({ id: outbox.id });
  const id = row!.id;
  if (state === 'queued') await jobs.send(tx, QUEUES.deliver, { id }, { singletonKey: `outbox:${id}` });
  return id;
}
