import * as calls from '@jb/contract/api/processes';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { processScope } from './scope.ts';
import {
  currentProductionProcess,
  currentReviewProcess,
  productionProcessVersions,
  reviewProcessVersions,
  saveProductionProcess,
  saveReviewProcess,
} from './service.ts';

/**
 * The routes of the two kinds of versioned process, each with detail, save and versions: review
 * processes (auditProcess) and production processes (publishProcess).
 */
export function processRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.reviewProcessDetail, async ({ auth, query }) => {
      const scope = await processScope(db, auth, query);
      return currentReviewProcess(db, scope.pressId, scope.journalId);
    });
    handle(app, calls.reviewProcessSave, async ({ auth, body }) => {
      const scope = await processScope(db, auth, body);
      return saveReviewProcess(db, auth.userId, scope.pressId, scope.journalId, body.stages, body.fundAudit);
    });
    handle(app, calls.reviewProcessVersions, async ({ auth, query }) => {
      const scope = await processScope(db, auth, query);
      return reviewProcessVersions(db, scope.pressId, scope.journalId);
    });
    handle(app, calls.productionProcessDetail, async ({ auth, query }) => {
      const scope = await processScope(db, auth, query);
      return currentProductionProcess(db, scope.pressId, scope.journalId);
    });
    handle(app, calls.productionProcessSave, async ({ auth, body }) => {
      const scope = await processScope(db, auth, body);
      return saveProductionProcess(db, auth.userId, scope.pressId, scope.journalId, body.steps);
    });
    handle(app, calls.productionProcessVersions, async ({ auth, query }) => {
      const scope = await processScope(db, auth, query);
      return productionProcessVersions(db, scope.pressId, scope.journalId);
    });
  };
}
