import { and, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { manuscriptEvents, outbox } from '../../db/schema/index.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { keepGeneratedPdf } from '../../platform/files/generatedPdf.ts';
import type { JobHandler } from '../../platform/jobs/jobs.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { lockFor } from '../../platform/locks.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { manuscriptOf } from './queries.ts';
import { renderReportPdf, reportPdfFactsIn, reportPdfName } from './reportPdf.ts';

export const REPORT_FILE_KIND = 'similarityReport';

/** A return for revision at the duplicate check, to be told to the author with the report (decision.ts). */
export interface ReturnNotice {
  manuscriptId: number;
  reportId: number;
  /** The return's event: the notice is sent once for it. */
  eventId: number;
  reason: string;
  deciderId: number;
  /** The journals whose matches the PDF shows in detail (null: the whole press; the author's copy: none). */
  scope: number[] | null;
}

/**
 * The author's `revisionRequested` notice of a return at the duplicate check, with the report as a
 * PDF attached (QUEUES.similarityReturnNotice, queued by the return in its transaction): the PDF as
 * the author may see it (every match by its share only, "another journal on the
 * platform"), kept in the file store and attached to the templated notice. Once per return: a
 * retried job finds the notice sent and stops. When the PDF cannot be made, the job is retried; its
 * last try sends the notice with the reason alone, so a return is never left untold.
 */
export function similarityReturnNoticeJob(deps: {
  db: Db;
  store: BlobStore;
  notifier: Notifier;
  log?: FastifyBaseLogger;
}): JobHandler<ReturnNotice> {
  return async ({ data, retryCount }) => {
    const m = await manuscriptOf(deps.db, data.manuscriptId);
    const [event] = await deps.db
      .select({ at: manuscriptEvents.createdAt })
      .from(manuscriptEvents)
      .where(eq(manuscriptEvents.id, data.eventId));
    if (!m || !event) return;
    const sent = async (db: Db) =>
      (
        await db
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              eq(outbox.manuscriptId, m.id),
              eq(outbox.event, 'revisionRequested'),
              gte(outbox.createdAt, event.at),
            ),
          )
          .limit(1)
      ).length > 0;
    if (await sent(deps.db)) return;
    let report: Awaited<ReturnType<typeof keepReportPdf>> | null = null;
    try {
      report = await keepReportPdf(deps, data, m);
    } catch (error) {
      // The author must learn of the return even when the report cannot be made: the last try
      // sends the notice with the reason and without the PDF (the office can still send it).
      if (retryCount < QUEUES.similarityReturnNotice.retryLimit) throw error;
      deps.log?.warn(
        { err: error, manuscriptId: m.id, reportId: data.reportId },
        'the return notice goes without the report PDF, which could not be made',
      );
    }
    await deps.db.transaction(async (tx) => {
      // One notice per return even if an expired run and its retry overlap: they queue here.
      await lockFor(tx, 'similarityReturn', data.eventId);
      if (await sent(tx as unknown as Db)) return;
      const files = report ? [{ fileId: await report.record(tx), name: report.name }] : [];
      await deps.notifier.toAuthor(tx, m.id, 'revisionRequested', { reason: data.reason, amount: '' }, files);
    });
  };
}

/** The report as the author may see it, kept in the file store; recorded by the caller's transaction. */
async function keepReportPdf(
  deps: { db: Db; store: BlobStore },
  data: ReturnNotice,
  m: NonNullable<Awaited<ReturnType<typeof manuscriptOf>>>,
): Promise<{ name: string; record: (tx: Tx) => Promise<number> }> {
  const facts = await reportPdfFactsIn(deps.db, async () => data.scope, m, data.reportId);
  // The author's copy names no staff member: a check someone ran was the editorial office's.
  const { requestedByName } = facts.report;
  const pdf = await renderReportPdf({
    ...facts,
    report: { ...facts.report, requestedByName: requestedByName && '编辑部 / Editorial office' },
  });
  const name = reportPdfName(facts.articleNo);
  const record = await keepGeneratedPdf(deps.store, pdf, {
    pressId: m.pressId,
    name,
    kind: REPORT_FILE_KIND,
    madeBy: data.deciderId,
  });
  return { name, record };
}
