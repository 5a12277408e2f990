import * as calls from '@jb/contract/api/unitLevels';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { checkLevels, listLevels, saveLevels } from './service.ts';

/** Unit levels with numeric ranges: the routes of the declared calls. */
export function unitLevelRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.unitLevelList, ({ auth, query }) => listLevels(db, ownPress(auth, query.pressId)));
    handle(app, calls.unitLevelCheck, async ({ body, lang }) => checkLevels(body.levels, lang));
    handle(app, calls.unitLevelSave, ({ auth, body, lang }) =>
      saveLevels(db, ownPress(auth, body.pressId), body.levels, lang),
    );
  };
}
