import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { smsOutbox } from '../db/schema/index.ts';

/**
 * SMS goes to the outbox table in the caller's transaction. Without a provider (the default and the
 * demo) the message is written to the log so that whoever runs the demo can read the code.
 */
export interface SmsSender {
  send(tx: Db | Tx, phone: string, purpose: string, content: string): Promise<void>;
}

export function createOutboxSms(log: FastifyBaseLogger): SmsSender {
  return {
    async send(tx, phone, purpose, content) {
      await tx.insert(smsOutbox).values({ phone, purpose, content });
      log.info({ phone, purpose, content }, 'SMS written to the outbox');
    },
  };
}
