import * as calls from '@jb/contract/api/roles';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { createRole, deleteRole, grantable, listRoles, updateRole } from './service.ts';
import { permissionTree } from './tree.ts';

/** Roles of the press and the permission tree they are edited on: the routes of the declared calls. */
export function roleRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.roleList, ({ auth, query }) => listRoles(db, auth, query));
    handle(app, calls.rolePermissionTree, async ({ auth }) => permissionTree(await grantable(db, auth)));
    handle(app, calls.roleSave, ({ auth, body }) => createRole(db, auth, body));
    handle(app, calls.roleUpdate, ({ auth, body }) => updateRole(db, auth, body));
    handle(app, calls.roleDelete, ({ auth, query }) => deleteRole(db, auth, query.id, query.version));
  };
}
