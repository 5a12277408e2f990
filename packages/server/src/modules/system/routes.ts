import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerKeys } from '../../platform/crypto.ts';
import { envelope, ok } from '../../platform/http.ts';

export function systemRoutes(keys: ServerKeys): FastifyPluginAsyncZod {
  return async (app) => {
    /** The one unsigned call: the client needs this key before it can sign anything. */
    app.get(
      '/sys/common/publicKey',
      {
        config: { access: 'public', unsigned: true },
        schema: {
          tags: ['system'],
          summary: 'The server public key (base64 SPKI DER, RSA-OAEP-SHA256)',
          response: { 200: envelope(z.object({ publicKey: z.string() })) },
        },
      },
      async (request) => ok({ publicKey: keys.publicKeySpki }, request.lang),
    );
  };
}
