import * as calls from '@jb/contract/api/home';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { homeSummary } from './service.ts';

/** The home screen's summary: the route of the declared call. */
export function homeRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.homeSummary, ({ auth, lang }) => homeSummary(db, auth, lang));
  };
}
