import * as calls from '@jb/contract/api/groups';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { createGroup, deleteGroup, groupDetail, listGroups, updateGroup } from './service.ts';

/** Editor groups (groupsManagement): the routes of the declared calls. */
export function groupRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.groupList, ({ auth, query }) => listGroups(db, auth, query));
    handle(app, calls.groupDetail, ({ auth, query }) => groupDetail(db, auth, query.id));
    handle(app, calls.groupSave, ({ auth, body }) => createGroup(db, auth, body, body.pressId));
    handle(app, calls.groupUpdate, ({ auth, body }) => updateGroup(db, auth, body));
    handle(app, calls.groupDelete, ({ auth, query }) => deleteGroup(db, auth, query.id, query.version));
  };
}
