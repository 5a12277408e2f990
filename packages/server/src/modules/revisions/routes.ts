import * as calls from '@jb/contract/api/revisions';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { applyRevision, authorRevisions } from './authorSide.ts';
import { decideRevision } from './decide.ts';
import { listRevisions, revisionDetailOf } from './list.ts';

/** Revision applications (contract api/revisions.ts): the author's, and the review. */
export function revisionRoutes(deps: WorkflowDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.revisionList, ({ auth, query }) => listRevisions(db, auth, query));
    handle(app, calls.revisionDetailCall, ({ auth, query }) => revisionDetailOf(db, auth, query.id));
    handle(app, calls.revisionAudit, ({ auth, body }) => decideRevision(deps, auth, body));
    handle(app, calls.authorRevisionApply, ({ author, body }) => applyRevision(db, author, body));
    handle(app, calls.authorRevisionList, ({ author, query }) => authorRevisions(db, author, query.id));
  };
}
