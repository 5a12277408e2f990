import * as calls from '@jb/contract/api/annexAudit';
import { authorAnnexSupplement } from '@jb/contract/api/authorSite';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import {
  annexCounts,
  annexDetail,
  annexList,
  annexLog,
  annexVerdict,
  askSupplement,
  readKinds,
  saveKinds,
  sendSupplement,
} from './service.ts';

/** The annex audit's calls (contract api/annexAudit.ts) and the author's supplement. */
export function annexAuditRoutes(deps: WorkflowDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.annexStatusList, ({ auth, query }) => annexCounts(db, auth, query.journalId));
    handle(app, calls.annexAuditList, ({ auth, query }) => annexList(db, auth, query));
    handle(app, calls.annexAuditDetail, ({ auth, query }) => annexDetail(db, auth, query.id));
    handle(app, calls.annexAuditPage, ({ auth, query }) => annexLog(db, auth, query));
    handle(app, calls.annexPass, ({ auth, body }) => annexVerdict(deps, auth, 'pass', body));
    handle(app, calls.annexIgnore, ({ auth, body }) => annexVerdict(deps, auth, 'ignore', body));
    handle(app, calls.supplementAnnex, ({ auth, body }) => askSupplement(deps, auth, body));
    handle(app, calls.annexKindsRead, ({ auth, query }) => readKinds(db, auth, query.journalId));
    handle(app, calls.annexKindsSave, ({ auth, body }) => saveKinds(db, auth, body));
    handle(app, authorAnnexSupplement, ({ author, body }) => sendSupplement(db, author, body));
  };
}
