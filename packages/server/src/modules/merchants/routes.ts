import * as calls from '@jb/contract/api/merchants';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { createMerchant, deleteMerchant, listMerchants, updateMerchant } from './service.ts';

/** Payee merchants of a press: the routes of the declared calls. */
export function merchantRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.merchantList, ({ auth, query }) => listMerchants(db, auth, query));
    handle(app, calls.merchantSave, ({ auth, body }) => createMerchant(db, auth, body));
    handle(app, calls.merchantUpdate, ({ auth, body }) => updateMerchant(db, auth, body));
    handle(app, calls.merchantDelete, ({ auth, query }) => deleteMerchant(db, auth, query.id, query.version));
  };
}
