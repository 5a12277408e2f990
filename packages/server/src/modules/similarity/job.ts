import { buffer } from 'node:stream/consumers';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { JobHandler } from '../../platform/jobs/jobs.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { analyseText } from './engine/analyse.ts';
import { comparePair } from './engine/compare.ts';
import { ExtractionError, extractText } from './engine/extract.ts';
import { bandKeys, minhashSignature } from './engine/fingerprint.ts';
import { buildReport, type CandidateComparison, type SimilarityReport } from './engine/report.ts';
import { ENGINE_VERSION, type SimilaritySettings } from './engine/types.ts';
import {
  candidatesOf,
  claimReport,
  documentOfFile,
  documentsByIds,
  failReport,
  finishReport,
  indexDocument,
  manuscriptOf,
  type ReportRow,
  setProgress,
  storedFile,
} from './queries.ts';

/** Candidates read from the band index; the best of each other manuscript is compared. */
const CANDIDATE_ROWS = 60;
/** Manuscripts compared in full (the most shared band keys first). */
export const MAX_COMPARED = 20;
/** Matches kept in the report. */
export const TOP_MATCHES = 10;

/** What a finished report keeps (similarity_reports.result). */
export interface StoredResult {
  /** The checked file's document: the text the query offsets refer to. */
  documentId: number;
  compared: number;
  /** The engine's report; a candidate's id is its document id. */
  report: SimilarityReport;
}

export interface CheckDeps {
  db: Db;
  store: BlobStore;
  log?: FastifyBaseLogger;
}

/** The file's text: kept from an earlier run of this engine version, or read from the store. */
async function textOf(deps: CheckDeps, fileId: number): Promise<string> {
  const kept = await documentOfFile(deps.db, fileId);
  if (kept && kept.engineVersion === ENGINE_VERSION) return kept.text;
  const file = await storedFile(deps.db, fileId);
  if (!file) throw new Error(`stored file ${fileId} not found`);
  const bytes = await buffer(await deps.store.open(file.sha256));
  return extractText(bytes, file.name);
}

async function run(deps: CheckDeps, report: ReportRow): Promise<void> {
  const { db } = deps;
  const m = await manuscriptOf(db, report.manuscriptId);
  if (!m) throw new Error(`manuscript ${report.manuscriptId} not found`);
  const settings = report.settings as SimilaritySettings;

  const text = await textOf(deps, report.fileId);
  await setProgress(db, report.id, 10);

  const query = analyseText(text);
  const bands = bandKeys(minhashSignature(query.shingles.map((s) => s.hash)));
  const documentId = await indexDocument(
    db,
    {
      pressId: m.pressId,
      journalId: m.journalId,
      manuscriptId: m.id,
      fileId: report.fileId,
      authorId: m.authorId,
      engineVersion: ENGINE_VERSION,
      text,
    },
    bands,
  );
  await setProgress(db, report.id, 30);

  const rows = await candidatesOf(db, {
    bands,
    manuscriptId: m.id,
    engineVersion: ENGINE_VERSION,
    limit: CANDIDATE_ROWS,
  });
  // One document per other manuscript (its best-matching version); rows come most shared first.
  const best = new Map<number, number>();
  for (const r of rows) if (!best.has(r.manuscriptId)) best.set(r.manuscriptId, r.documentId);
  const ids = [...best.values()].slice(0, MAX_COMPARED);
  const docs = new Map((await documentsByIds(db, ids)).map((d) => [d.id, d]));
  await setProgress(db, report.id, 60);

  const comparisons: CandidateComparison[] = [];
  for (const [i, id] of ids.entries()) {
    const doc = docs.get(id);
    if (!doc) continue;
    // CPU work on the server's thread: let waiting requests through between two comparisons.
    await yieldToRequests();
    comparisons.push({
      candidateId: String(id),
      sameAuthor: doc.authorId === m.authorId,
      comparison: comparePair(query, analyseText(doc.text), settings),
    });
    await setProgress(db, report.id, 60 + Math.floor((35 * (i + 1)) / ids.length));
  }

  const built = buildReport(query, comparisons, settings, TOP_MATCHES);
  const result: StoredResult = { documentId, compared: comparisons.length, report: built };
  await finishReport(db, report.id, result, Math.round(built.overall * 10));
}

/**
 * The job of one duplicate-check report (QUEUES.similarity). A file that cannot be checked ends
 * the report as failed with the reason (no retry: the file will not change); any other error is
 * retried, and after the last retry the report fails as `internal`. A report already done or
 * failed is left alone.
 */
export function similarityCheckJob(deps: CheckDeps): JobHandler<{ reportId: number }> {
  return async (job) => {
    const report = await claimReport(deps.db, job.data.reportId);
    if (!report) return;
    try {
      await run(deps, report);
    } catch (err) {
      if (err instanceof ExtractionError) {
        deps.log?.info(
          { reportId: report.id, reason: err.reason, err },
          'duplicate check: file not checkable',
        );
        await failReport(deps.db, report.id, err.reason);
        return;
      }
      if (job.retryCount >= QUEUES.similarity.retryLimit) await failReport(deps.db, report.id, 'internal');
      throw err;
    }
  };
}
