import { z } from 'zod';
import { defineCall } from './define.ts';

/**
 * The one unsigned call (SPEC §7): a client needs this key before it can sign anything, so the
 * server registers it outside the signature check.
 */
export const publicKey = defineCall({
  method: 'GET',
  path: '/sys/common/publicKey',
  access: 'public',
  unsigned: true,
  tags: ['system'],
  summary: 'The server public key (base64 SPKI DER, RSA-OAEP-SHA256)',
  response: z.object({ publicKey: z.string() }),
});
