import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import type { Jobs } from './jobs/jobs.ts';
import { writeOutbox } from './outbox/write.ts';

/**
 * Sends a text with a code or a password: written to the outbox in the caller's transaction
 * (`secret`: masked on screens outside demo mode), delivered by the outbox job.
 */
export interface SmsSender {
  send(tx: Db | Tx, phone: string, purpose: string, content: string, about?: SmsAbout): Promise<void>;
}

/** Whom and what a text is about, so the press's outbox lists it (a withdrawal's code: the manuscript). */
export interface SmsAbout {
  pressId?: number | null;
  authorId?: number | null;
  manuscriptId?: number | null;
}

export function outboxSms(jobs: Jobs): SmsSender {
  return {
    async send(tx, phone, purpose, content, about = {}) {
      await writeOutbox(tx, jobs, {
        ...about,
        channel: 'sms',
        event: purpose,
        recipient: phone,
        body: content,
        secret: true,
      });
    },
  };
}

/** Delivers one text; resolves with the provider's answer, rejects with its refusal. */
export interface SmsProvider {
  send(phone: string, content: string, purpose: string): Promise<string>;
}

/**
 * The built-in provider (no gateway configured, and the demo): the text goes to the server's log,
 * where whoever runs the demo reads the code.
 */
export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(phone, content, purpose) {
      log.info({ phone, purpose, content }, 'SMS written to the outbox');
      return 'logged by the built-in provider';
    },
  };
}
