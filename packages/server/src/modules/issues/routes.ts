import * as calls from '@jb/contract/api/issues';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { exportIssues } from './export.ts';
import { addIssue, generateYear, issueEvents, listIssues, updateIssue } from './service.ts';

/** Issues (periods) of a journal, their audit records and export (periodicalManage). */
export function issueRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.issueList, ({ auth, query }) => listIssues(db, auth, query.journalId, query.year));
    handle(app, calls.issueAdd, ({ auth, body }) => addIssue(db, auth, body));
    handle(app, calls.issueUpdate, ({ auth, body }) => updateIssue(db, auth, body));
    handle(app, calls.issueGenerate, ({ auth, body }) => generateYear(db, auth, body));
    handle(app, calls.issueRecords, ({ auth, query }) => issueEvents(db, auth, query.issueId));
    handle(app, calls.issueExport, ({ auth, query, lang, reply }) =>
      exportIssues(db, auth, query, lang, reply),
    );
  };
}
