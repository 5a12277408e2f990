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

const review = 'organizationalManagement.auditProcess';
const production = 'organizationalManagement.publishProcess';

/** Review processes (auditProcess) and production processes (publishProcess), versioned. */
export function processRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/auditProcess/detail',
      {
        config: { access: { permission: review } },
        schema: {
          tags: ['processes'],
          summary: 'The review process in force for the press or a journal',
          querystring: processScopeQuery,
          response: { 200: envelope(reviewProcess) },
        },
      },
      async (req) => {
        const scope = await processScope(db, requireAuth(req.auth), req.query.journalId, req.query.pressId);
        return ok(await currentReviewProcess(db, scope.pressId, scope.journalId), req.lang);
      },
    );
    app.put(
      '/sys/auditProcess/save',
      {
        config: { access: { permission: `${review}.edit` } },
        schema: {
          tags: ['processes'],
          summary: 'Save a new version of a review process',
          body: reviewProcessBody,
          response: { 200: envelope(reviewProcess) },
        },
      },
      async (req) => {
        const auth = requireAuth(req.auth);
        const scope = await processScope(db, auth, req.body.journalId, req.body.pressId);
        return ok(
          await saveReviewProcess(db, auth.userId, scope.pressId, scope.journalId, req.body.stages),
          req.lang,
        );
      },
    );
    app.get(
      '/sys/auditProcess/versions',
      {
        config: { access: { permission: review } },
        schema: {
          tags: ['processes'],
          summary: 'Versions of a review process',
          querystring: processScopeQuery,
          response: { 200: envelope(z.array(processVersionRow)) },
        },
      },
      async (req) => {
        const scope = await processScope(db, requireAuth(req.auth), req.query.journalId, req.query.pressId);
        return ok(await processVersions(db, reviewProcesses, scope.pressId, scope.journalId), req.lang);
      },
    );
    app.get(
      '/sys/publishProcess/detail',
      {
        config: { access: { permission: production } },
        schema: {
          tags: ['processes'],
          summary: 'The production process in force',
          querystring: processScopeQuery,
          response: { 200: envelope(productionProcess) },
        },
      },
      async (req) => {
        const scope = await processScope(db, requireAuth(req.auth), req.query.journalId, req.query.pressId);
        return ok(await currentProductionProcess(db, scope.pressId, scope.journalId), req.lang);
      },
    );
    app.put(
      '/sys/publishProcess/save',
      {
        config: { access: { permission: `${production}.edit` } },
        schema: {
          tags: ['processes'],
          summary: 'Save a new version of a production process',
          body: productionProcessBody,
          response: { 200: envelope(productionProcess) },
        },
      },
      async (req) => {
        const auth = requireAuth(req.auth);
        const scope = await processScope(db, auth, req.body.journalId, req.body.pressId);
        return ok(
          await saveProductionProcess(db, auth.userId, scope.pressId, scope.journalId, req.body.steps),
          req.lang,
        );
      },
    );
    app.get(
      '/sys/publishProcess/versions',
      {
        config: { access: { permission: production } },
        schema: {
          tags: ['processes'],
          summary: 'Versions of a production process',
          querystring: processScopeQuery,
          response: { 200: envelope(z.array(processVersionRow)) },
        },
      },
      async (req) => {
        const scope = await processScope(db, requireAuth(req.auth), req.query.journalId, req.query.pressId);
        return ok(await processVersions(db, productionProcesses, scope.pressId, scope.journalId), req.lang);
      },
    );
  };
}
