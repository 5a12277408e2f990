import * as calls from '@jb/contract/api/fundAudit';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { decideFund } from './decide.ts';
import { fundAuditDetailOf } from './detail.ts';
import { listFundAudits } from './list.ts';

/** The fund audit (contract api/fundAudit.ts): the list, one manuscript's fund, the decision. */
export function fundAuditRoutes(deps: WorkflowDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.fundAuditList, ({ auth, query }) => listFundAudits(db, auth, query));
    handle(app, calls.fundAuditDetailCall, ({ auth, query }) => fundAuditDetailOf(db, auth, query.id));
    handle(app, calls.fundAuditDecide, ({ auth, body }) => decideFund(deps, auth, body));
  };
}
