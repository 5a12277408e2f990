import * as calls from '@jb/contract/api/publication';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { archiveIssue, listArchiveChecks, requestArchiveCheck } from './archiveCheck.ts';
import { publishedArticles } from './articles.ts';
import { sendCrossref } from './crossref.ts';
import type { DepositProvider } from './depositProvider.ts';
import { listDeposits, resendDeposit } from './deposits.ts';
import { sendFinalFiles } from './finalFiles.ts';
import { publicationIssues, publicationYears } from './issues.ts';
import { publishIssue, startMailing } from './publish.ts';

/** Mailing and publication of whole issues, and the published issue's Crossref deposit. */
export function publicationRoutes(
  deps: WorkflowDeps & { publicUrl: string; store: BlobStore; crossref: DepositProvider | null },
): FastifyPluginAsync {
  const { db } = deps;
  const crossrefSending = deps.crossref !== null;
  const deposits = { db, jobs: deps.notifier.jobs, sending: crossrefSending };
  return async (app) => {
    handle(app, calls.publicationYears, ({ auth, query }) => publicationYears(db, auth, query.journalId));
    handle(app, calls.publicationIssues, ({ auth, query }) => publicationIssues(db, auth, query));
    handle(app, calls.startMailing, ({ auth, body, lang }) => startMailing(deps, auth, lang, body.issueId));
    handle(app, calls.publishIssue, ({ auth, body, lang }) =>
      publishIssue({ ...deps, crossrefSending }, auth, lang, body),
    );
    handle(app, calls.publishedArticles, ({ auth, query }) => publishedArticles(db, auth, query.issueId));
    handle(app, calls.crossrefDepositState, ({ auth, query }) => listDeposits(deposits, auth, query.issueId));
    handle(app, calls.resendCrossrefDeposit, ({ auth, body }) => resendDeposit(deposits, auth, body.issueId));
    handle(app, calls.requestArchiveCheck, ({ auth, body }) => requestArchiveCheck(deps, auth, body.issueId));
    handle(app, calls.archiveChecks, ({ auth, query }) => listArchiveChecks(db, auth, query.issueId));
    handle(app, calls.archiveIssue, ({ auth, body, lang }) => archiveIssue(deps, auth, lang, body.issueId));
    handle(app, calls.finalFiles, ({ auth, query, reply }) =>
      sendFinalFiles(db, deps.store, reply, auth, query.issueId),
    );
    handle(app, calls.crossrefDeposit, ({ auth, query, reply }) =>
      sendCrossref(db, reply, auth, query.issueId, { publicUrl: deps.publicUrl }),
    );
  };
}
