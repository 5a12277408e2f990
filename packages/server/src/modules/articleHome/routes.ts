import * as calls from '@jb/contract/api/articleHome';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { afterEmploymentList } from './afterEmployment.ts';
import { businessAuditList } from './businessAudit.ts';
import { allotList, auditList } from './service.ts';

/** The editors' homes: each stage's count of the person's work and the list behind it. */
export function articleHomeRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.queryArticleAuditList, ({ auth, query }) => auditList(db, auth, query));
    handle(app, calls.queryArticleAllotList, ({ auth, query }) => allotList(db, auth, query));
    handle(app, calls.queryArticleAfterEmploymentList, ({ auth, query }) =>
      afterEmploymentList(db, auth, query),
    );
    handle(app, calls.queryArticleBusinessAuditList, ({ auth, query }) => businessAuditList(db, auth, query));
  };
}
