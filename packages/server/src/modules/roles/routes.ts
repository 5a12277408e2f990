import { idVersionQuery } from '@jb/contract/schemas/list';
import {
  permissionNode,
  roleListQuery,
  rolePage,
  roleSaveBody,
  roleUpdateBody,
} from '@jb/contract/schemas/roleAdmin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { createRole, deleteRole, grantable, listRoles, updateRole } from './service.ts';
import { permissionTree } from './tree.ts';

const area = 'organizationalManagement.roleManagement';
const view = { permission: area };
const edit = { permission: `${area}.edit` };
const tags = ['roles'];

/** Roles of the press and the permission tree they are edited on (roleManagement). */
export function roleRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/role/list',
      {
        config: { access: view },
        schema: {
          tags,
          summary: 'Role list',
          querystring: roleListQuery,
          response: { 200: envelope(rolePage) },
        },
      },
      async (req) => ok(await listRoles(db, requireAuth(req.auth), req.query), req.lang),
    );
    app.get(
      '/sys/role/permissionTree',
      {
        config: { access: view },
        schema: {
          tags,
          summary: 'Permissions the caller may grant, grouped as the menus are',
          response: { 200: envelope(z.array(permissionNode)) },
        },
      },
      async (req) => ok(permissionTree(await grantable(db, requireAuth(req.auth))), req.lang),
    );
    app.post(
      '/sys/role/save',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add a role, or copy one (copyFromId)',
          body: roleSaveBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await createRole(db, requireAuth(req.auth), req.body), req.lang),
    );
    app.put(
      '/sys/role/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Rename a role and edit its permissions',
          body: roleUpdateBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await updateRole(db, requireAuth(req.auth), req.body);
        return ok(null, req.lang);
      },
    );
    app.delete(
      '/sys/role/delete',
      {
        config: { access: { permission: `${area}.delete` } },
        schema: {
          tags,
          summary: 'Delete a role nobody holds',
          querystring: idVersionQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await deleteRole(db, requireAuth(req.auth), req.query.id, req.query.version);
        return ok(null, req.lang);
      },
    );
  };
}
