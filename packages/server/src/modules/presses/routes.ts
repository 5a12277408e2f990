import { idQuery } from '@jb/contract/schemas/list';
import {
  idVersionBody,
  pressDetail as pressDetailSchema,
  pressListQuery,
  pressPage,
  pressSaveBody,
  pressSaveQuery,
  pressSaveResult,
  pressUpdateBody,
} from '@jb/contract/schemas/presses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { createPress, listPresses, pressDetail, setPressStatus, updatePress } from './service.ts';

const view = { permission: 'manage.corporateManagement' };
const edit = { permission: 'manage.corporateManagement.edit' };
const disable = { permission: 'manage.corporateManagement.disable' };
const tags = ['presses'];

/** Presses (corporate management): the platform operator's list of tenants. */
export function pressRoutes(db: Db, sms: SmsSender): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/press/list',
      {
        config: { access: view },
        schema: {
          tags,
          summary: 'Press list',
          querystring: pressListQuery,
          response: { 200: envelope(pressPage) },
        },
      },
      async (req) => ok(await listPresses(db, requireAuth(req.auth), req.query), req.lang),
    );
    app.get(
      '/sys/press/detail',
      {
        config: { access: view },
        schema: {
          tags,
          summary: 'Press detail',
          querystring: idQuery,
          response: { 200: envelope(pressDetailSchema) },
        },
      },
      async (req) => ok(await pressDetail(db, requireAuth(req.auth), req.query.id), req.lang),
    );
    app.post(
      '/sys/press/save',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Create a press and its first administrator (userName and phone in the query, SPEC §3)',
          querystring: pressSaveQuery,
          body: pressSaveBody,
          response: { 200: envelope(pressSaveResult) },
        },
      },
      async (req) => ok(await createPress(db, sms, req.query, req.body), req.lang),
    );
    app.put(
      '/sys/press/update',
      {
        config: { access: edit },
        schema: { tags, summary: 'Edit a press', body: pressUpdateBody, response: { 200: emptyEnvelope } },
      },
      async (req) => {
        await updatePress(db, req.body);
        return ok(null, req.lang);
      },
    );
    for (const [path, status, summary] of [
      ['/sys/press/disable', 0, 'Disable a press: its staff are signed out and cannot sign in'],
      ['/sys/press/enable', 1, 'Enable a press again'],
    ] as const) {
      app.post(
        path,
        {
          config: { access: disable },
          schema: { tags, summary, body: idVersionBody, response: { 200: emptyEnvelope } },
        },
        async (req) => {
          await setPressStatus(db, req.body.id, req.body.version, status);
          return ok(null, req.lang);
        },
      );
    }
  };
}
