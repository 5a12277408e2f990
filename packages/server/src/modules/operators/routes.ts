import * as calls from '@jb/contract/api/operators';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { createOperator, listOperators, setOperatorStatus, updateOperator } from './service.ts';

/** Platform operators (operation/administration): the routes of the declared calls. */
export function operatorRoutes(db: Db, sms: SmsSender): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.operatorList, ({ auth, query, lang }) => listOperators(db, auth, query, lang));
    handle(app, calls.operatorSave, ({ body }) => createOperator(db, sms, body));
    handle(app, calls.operatorUpdate, ({ body }) => updateOperator(db, body));
    handle(app, calls.operatorDisable, ({ body }) => setOperatorStatus(db, body.id, body.version, 0));
    handle(app, calls.operatorEnable, ({ body }) => setOperatorStatus(db, body.id, body.version, 1));
  };
}
