import * as calls from '@jb/contract/api/system';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { ServerKeys } from '../../platform/crypto.ts';

/** The server's public key: the route of the declared call, the one the wire lets through unsigned. */
export function systemRoutes(keys: ServerKeys): FastifyPluginAsync {
  return async (app) => {
    // handle() registers the declared access only; this plugin's routes also skip the signature check.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, unsigned: true };
    });
    handle(app, calls.publicKey, async () => ({ publicKey: keys.publicKeySpki }));
  };
}
