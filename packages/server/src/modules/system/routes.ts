import * as calls from '@jb/contract/api/system';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { ServerKeys } from '../../platform/crypto.ts';

/** The server's public key: the one call declared `unsigned`, so the wire lets it through. */
export function systemRoutes(keys: ServerKeys): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.publicKey, async () => ({ publicKey: keys.publicKeySpki }));
  };
}
