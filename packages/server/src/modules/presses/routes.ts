import * as calls from '@jb/contract/api/presses';
import { PressStatus } from '@jb/contract/schemas/presses';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { createPress, listPresses, pressDetail, setPressStatus, updatePress } from './service.ts';

/** Presses (corporate management): the routes of the declared calls. */
export function pressRoutes(db: Db, sms: SmsSender): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.pressList, ({ auth, query }) => listPresses(db, auth, query));
    handle(app, calls.pressDetail, ({ auth, query }) => pressDetail(db, auth, query.id));
    handle(app, calls.pressSave, ({ query, body }) => createPress(db, sms, query, body));
    handle(app, calls.pressUpdate, ({ body }) => updatePress(db, body));
    handle(app, calls.pressDisable, ({ body }) =>
      setPressStatus(db, body.id, body.version, PressStatus.DISABLED),
    );
    handle(app, calls.pressEnable, ({ body }) =>
      setPressStatus(db, body.id, body.version, PressStatus.ACTIVE),
    );
  };
}
