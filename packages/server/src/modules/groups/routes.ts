import {
  groupDetail as groupDetailSchema,
  groupListQuery,
  groupPage,
  groupSaveBody,
  groupUpdateBody,
} from '@jb/contract/schemas/groups';
import { idQuery, idVersionQuery } from '@jb/contract/schemas/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { createGroup, deleteGroup, groupDetail, listGroups, updateGroup } from './service.ts';

const area = 'organizationalManagement.groupsManagement';
const view = { permission: area };
const edit = { permission: `${area}.edit` };
const tags = ['editor groups'];

export function groupRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/group/list',
      {
        config: { access: view },
        schema: {
          tags,
          summary: 'Editor groups',
          querystring: groupListQuery,
          response: { 200: envelope(groupPage) },
        },
      },
      async (req) => ok(await listGroups(db, requireAuth(req.auth), req.query), req.lang),
    );
    app.get(
      '/sys/group/detail',
      {
        config: { access: view },
        schema: {
          tags,
          summary: 'An editor group with its members',
          querystring: idQuery,
          response: { 200: envelope(groupDetailSchema) },
        },
      },
      async (req) => ok(await groupDetail(db, requireAuth(req.auth), req.query.id), req.lang),
    );
    app.post(
      '/sys/group/save',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add an editor group with members, weights and caps',
          body: groupSaveBody.extend({ pressId: z.number().int().positive().optional() }),
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await createGroup(db, requireAuth(req.auth), req.body, req.body.pressId), req.lang),
    );
    app.put(
      '/sys/group/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Edit an editor group and its members',
          body: groupUpdateBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await updateGroup(db, requireAuth(req.auth), req.body);
        return ok(null, req.lang);
      },
    );
    app.delete(
      '/sys/group/delete',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Delete an editor group',
          querystring: idVersionQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await deleteGroup(db, requireAuth(req.auth), req.query.id, req.query.version);
        return ok(null, req.lang);
      },
    );
  };
}
