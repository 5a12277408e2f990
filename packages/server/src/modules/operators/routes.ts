import { operatorListQuery, operatorSaveBody, operatorUpdateBody } from '@jb/contract/schemas/operators';
import { idVersionBody } from '@jb/contract/schemas/presses';
import { staffPage, staffSaveResult } from '@jb/contract/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { createOperator, listOperators, setOperatorStatus, updateOperator } from './service.ts';

const area = 'operation.administration';
const edit = { permission: `${area}.edit` };
const tags = ['operators'];

export function operatorRoutes(db: Db, sms: SmsSender): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/operator/list',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Platform operators',
          querystring: operatorListQuery,
          response: { 200: envelope(staffPage) },
        },
      },
      async (req) => ok(await listOperators(db, requireAuth(req.auth), req.query, req.lang), req.lang),
    );
    app.post(
      '/sys/operator/save',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add a platform operator; the initial password goes by SMS',
          body: operatorSaveBody,
          response: { 200: envelope(staffSaveResult) },
        },
      },
      async (req) => ok(await createOperator(db, sms, req.body), req.lang),
    );
    app.put(
      '/sys/operator/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Edit a platform operator',
          body: operatorUpdateBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await updateOperator(db, req.body);
        return ok(null, req.lang);
      },
    );
    for (const [path, status] of [
      ['/sys/operator/disable', 0],
      ['/sys/operator/enable', 1],
    ] as const) {
      app.post(
        path,
        {
          config: { access: edit },
          schema: {
            tags,
            summary: status ? 'Enable an operator' : 'Disable an operator',
            body: idVersionBody,
            response: { 200: emptyEnvelope },
          },
        },
        async (req) => {
          requireAuth(req.auth);
          await setOperatorStatus(db, req.body.id, req.body.version, status);
          return ok(null, req.lang);
        },
      );
    }
  };
}
