import { z } from 'zod';
import { idVersionQuery } from '../schemas/list.ts';
import {
  permissionNode,
  roleListQuery,
  rolePage,
  roleSaveBody,
  roleUpdateBody,
} from '../schemas/roleAdmin.ts';
import { defineCall } from './define.ts';

/** Roles of the press and the permission tree they are edited on (roleManagement). */
const area = 'organizationalManagement.roleManagement';
const tags = ['roles'] as const;

export const roleList = defineCall({
  method: 'GET',
  path: '/sys/role/list',
  access: { permission: area },
  tags,
  summary: 'Role list',
  query: roleListQuery,
  response: rolePage,
});

export const rolePermissionTree = defineCall({
  method: 'GET',
  path: '/sys/role/permissionTree',
  access: { permission: area },
  tags,
  summary: 'Permissions the caller may grant, grouped as the menus are',
  response: z.array(permissionNode),
});

export const roleSave = defineCall({
  method: 'POST',
  path: '/sys/role/save',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Add a role, or copy one (copyFromId)',
  body: roleSaveBody,
  response: z.object({ id: z.number() }),
});

export const roleUpdate = defineCall({
  method: 'PUT',
  path: '/sys/role/update',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Rename a role and edit its permissions',
  body: roleUpdateBody,
  response: z.null(),
});

export const roleDelete = defineCall({
  method: 'DELETE',
  path: '/sys/role/delete',
  access: { permission: `${area}.delete` },
  tags,
  summary: 'Delete a role nobody holds',
  query: idVersionQuery,
  response: z.null(),
});
