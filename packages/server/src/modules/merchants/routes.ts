import { idVersionQuery } from '@jb/contract/schemas/list';
import {
  merchantListQuery,
  merchantPage,
  merchantSaveBody,
  merchantUpdateBody,
} from '@jb/contract/schemas/merchants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { createMerchant, deleteMerchant, listMerchants, updateMerchant } from './service.ts';

const area = 'manage.payeeMerchant';
const edit = { permission: `${area}.edit` };
const tags = ['merchants'];

/** Payee merchants of a press (SPEC §7 "Merchant add, edit and delete"). */
export function merchantRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/merchant/list',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Merchant list',
          querystring: merchantListQuery,
          response: { 200: envelope(merchantPage) },
        },
      },
      async (req) => ok(await listMerchants(db, requireAuth(req.auth), req.query), req.lang),
    );
    app.post(
      '/sys/merchant/save',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add a merchant',
          body: merchantSaveBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await createMerchant(db, requireAuth(req.auth), req.body), req.lang),
    );
    app.put(
      '/sys/merchant/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Edit a merchant',
          body: merchantUpdateBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await updateMerchant(db, requireAuth(req.auth), req.body);
        return ok(null, req.lang);
      },
    );
    app.delete(
      '/sys/merchant/delete',
      {
        config: { access: { permission: `${area}.delete` } },
        schema: {
          tags,
          summary: 'Delete a merchant no journal or unpaid order uses',
          querystring: idVersionQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await deleteMerchant(db, requireAuth(req.auth), req.query.id, req.query.version);
        return ok(null, req.lang);
      },
    );
  };
}
