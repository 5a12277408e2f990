import {
  processScopeQuery,
  processVersionRow,
  productionProcess,
  productionProcessBody,
  reviewProcess,
  reviewProcessBody,
} from '@jb/contract/schemas/processes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { productionProcesses, reviewProcesses } from '../../db/schema/index.ts';
import { requireAuth } from '../../platform/access.ts';
import { envelope, ok } from '../../platform/http.ts';
import { processScope } from './scope.ts';
import {
  currentProductionProcess,
  currentReviewProcess,
  processVersions,
  saveProductionProcess,
  saveReviewProcess,
} from './service.ts';

const tags = ['processes'];

/**
 * The two kinds of versioned process, each with the same three calls (detail, save, versions):
 * review processes (auditProcess) and production processes (publishProcess).
 */
const KINDS = [
  {
    path: '/sys/auditProcess',
    permission: 'organizationalManagement.auditProcess',
    name: 'review process',
    table: reviewProcesses,
    answer: reviewProcess,
    body: reviewProcessBody,
    current: currentReviewProcess,
    save: (
      db: Db,
      actor: number,
      pressId: number,
      journalId: number | null,
      body: z.infer<typeof reviewProcessBody>,
    ) => saveReviewProcess(db, actor, pressId, journalId, body.stages),
  },
  {
    path: '/sys/publishProcess',
    permission: 'organizationalManagement.publishProcess',
    name: 'production process',
    table: productionProcesses,
    answer: productionProcess,
    body: productionProcessBody,
    current: currentProductionProcess,
    save: (
      db: Db,
      actor: number,
      pressId: number,
      journalId: number | null,
      body: z.infer<typeof productionProcessBody>,
    ) => saveProductionProcess(db, actor, pressId, journalId, body.steps),
  },
] as const;

export function processRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of KINDS) {
      app.get(
        `${kind.path}/detail`,
        {
          config: { access: { permission: kind.permission } },
          schema: {
            tags,
            summary: `The ${kind.name} in force for the press or a journal`,
            querystring: processScopeQuery,
            response: { 200: envelope(kind.answer) },
          },
        },
        async (req) => {
          const scope = await processScope(db, requireAuth(req.auth), req.query.journalId, req.query.pressId);
          return ok(await kind.current(db, scope.pressId, scope.journalId), req.lang);
        },
      );
      app.put(
        `${kind.path}/save`,
        {
          config: { access: { permission: `${kind.permission}.edit` } },
          schema: {
            tags,
            summary: `Save a new version of a ${kind.name}`,
            body: kind.body,
            response: { 200: envelope(kind.answer) },
          },
        },
        async (req) => {
          const auth = requireAuth(req.auth);
          const body = req.body as never;
          const { journalId, pressId } = req.body as { journalId: number | null; pressId?: number };
          const scope = await processScope(db, auth, journalId, pressId);
          return ok(await kind.save(db, auth.userId, scope.pressId, scope.journalId, body), req.lang);
        },
      );
      app.get(
        `${kind.path}/versions`,
        {
          config: { access: { permission: kind.permission } },
          schema: {
            tags,
            summary: `Versions of a ${kind.name}`,
            querystring: processScopeQuery,
            response: { 200: envelope(z.array(processVersionRow)) },
          },
        },
        async (req) => {
          const scope = await processScope(db, requireAuth(req.auth), req.query.journalId, req.query.pressId);
          return ok(await processVersions(db, kind.table, scope.pressId, scope.journalId), req.lang);
        },
      );
    }
  };
}
