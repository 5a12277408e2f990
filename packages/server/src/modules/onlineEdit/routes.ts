import * as calls from '@jb/contract/api/onlineEdit';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { correctDuringLayout, onlineEditDetail, onlineEditList } from './service.ts';

/** Online editing (/editorialReview/onlineEdit): corrections of the metadata during layout. */
export function onlineEditRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.onlineEditList, ({ auth, query }) => onlineEditList(db, auth, query));
    handle(app, calls.onlineEditDetailCall, ({ auth, query }) => onlineEditDetail(db, auth, query.id));
    handle(app, calls.onlineEditUpdate, ({ auth, body }) => correctDuringLayout(db, auth, body));
  };
}
