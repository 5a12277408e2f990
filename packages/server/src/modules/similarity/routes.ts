import * as calls from '@jb/contract/api/similarity';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { contentDisposition } from '../../platform/files/disposition.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { reportAnswer } from './present.ts';
import { renderReportPdf, reportPdfFacts, reportPdfName } from './reportPdf.ts';
import { manuscriptInScope, requestCheck } from './request.ts';
import { readSettings, saveSettings } from './settings.ts';

/** The duplicate check's calls (contract api/similarity.ts); the job itself is job.ts. */
export function similarityRoutes(deps: { db: Db; jobs: Jobs }): FastifyPluginAsync {
  const { db, jobs } = deps;
  return async (app) => {
    handle(app, calls.similarityRun, async ({ auth, body }) => {
      const m = await manuscriptInScope(db, auth, body.manuscriptId);
      await db.transaction((tx) => requestCheck(tx, jobs, { manuscriptId: m.id, requestedBy: auth.userId }));
      return reportAnswer(db, auth, m);
    });
    handle(app, calls.similarityReportRead, async ({ auth, query }) =>
      reportAnswer(db, auth, await manuscriptInScope(db, auth, query.manuscriptId)),
    );
    handle(app, calls.similarityReportPdf, async ({ auth, query, reply }) => {
      const m = await manuscriptInScope(db, auth, query.manuscriptId);
      const facts = await reportPdfFacts(db, auth, m, query.reportId);
      const pdf = await renderReportPdf(facts);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(reportPdfName(facts.articleNo)))
        .send(pdf);
    });
    handle(app, calls.similaritySettingsRead, ({ auth, query }) => readSettings(db, auth, query.journalId));
    handle(app, calls.similaritySettingsSave, ({ auth, body }) => saveSettings(db, auth, body));
  };
}
