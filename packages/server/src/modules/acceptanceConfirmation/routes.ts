import * as calls from '@jb/contract/api/acceptanceConfirmation';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { listConfirmations } from './list.ts';
import { confirmationOf, recordConfirmation } from './record.ts';

/** 录用确认 (/caibian/toConfirm) and the acceptance screen's read of it. */
export function acceptanceConfirmationRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.confirmList, ({ auth, query }) => listConfirmations(db, auth, query));
    handle(app, calls.confirmRecord, ({ auth, body }) => recordConfirmation(db, auth, body));
    handle(app, calls.acceptanceConfirmationOf, ({ auth, query }) => confirmationOf(db, auth, query.id));
  };
}
