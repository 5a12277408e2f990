import { z } from 'zod';
import { defineCall } from './define.ts';

/**
 * An online payment provider's notification that a payment was made (server to server). It carries
 * the provider's own signature instead of ours; the provider is named in the query.
 */
export const paymentNotify = defineCall({
  method: 'POST',
  path: '/sys/pay/notify',
  access: 'public',
  callback: true,
  tags: ['finance'],
  summary: 'A payment provider notifies a payment (signed by the provider; taken once per transaction)',
  query: z.object({ provider: z.string().regex(/^[a-z]{1,20}$/, { error: 'invalid' }) }),
  body: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)),
  response: z.object({ result: z.enum(['paid', 'duplicate', 'abnormal']) }),
});
