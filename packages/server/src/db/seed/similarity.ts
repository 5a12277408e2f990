import { createHash } from 'node:crypto';
import { Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  manuscript,
  render,
  resubmission,
  ZH_TOPICS,
} from '../../modules/similarity/engine/testing/corpus.ts';
import { docx } from '../../modules/similarity/engine/testing/zip.ts';
import { similarityCheckJob } from '../../modules/similarity/job.ts';
import { requestCheck } from '../../modules/similarity/request.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { txExecutor } from '../../platform/jobs/executeSql.ts';
import { Jobs, silentLog } from '../../platform/jobs/jobs.ts';
import type { Db, Tx } from '../client.ts';
import { manuscriptFiles, manuscripts, storedFiles } from '../schema/index.ts';

/** Stages after the check: their manuscripts were checked on the way, so they are in the index. */
const PASSED = [Status.RE_REVIEW_ALLOCATION, Status.RE_REVIEW, Status.FINAL_REVIEW, Status.ACCEPTED];
const EARLIER = 6;

/**
 * The duplicate check of the demo. The manuscripts at the check (20) and a few that passed it get
 * papers of their own, written by the check's corpus generator (the demo's one sample .docx would
 * match itself everywhere): papers on the same topic share its terms, as real ones do, and the
 * first manuscript at the check is a resubmission of an earlier one, reordered under a new title.
 * Their checks are queued as on entering the stage (the earlier ones first, so they are indexed
 * when the others compare) and run at once.
 */
export async function seedSimilarity(tx: Tx, store: BlobStore, pressId: number): Promise<void> {
  const jobs = new Jobs(txExecutor(tx as unknown as Db), silentLog);
  const pick = (statuses: number[], limit: number) =>
    tx
      .select({ id: manuscripts.id, title: manuscripts.title })
      .from(manuscripts)
      .where(and(eq(manuscripts.pressId, pressId), inArray(manuscripts.status, statuses)))
      .orderBy(asc(manuscripts.id))
      .limit(limit);
  const earlier = await pick(PASSED, EARLIER);
  const atCheck = await pick([Status.SIMILARITY_CHECK], 50);
  const papers = new Map<number, ReturnType<typeof manuscript>>();
  for (const [i, m] of [...earlier, ...atCheck].entries()) {
    const topic = ZH_TOPICS[i % ZH_TOPICS.length]!;
    const paper = { ...manuscript(7_000 + i, 'zh', topic, 14), title: m.title };
    papers.set(m.id, paper);
  }
  const source = earlier[0];
  const copy = atCheck[0];
  if (source && copy) papers.set(copy.id, resubmission(8_000, papers.get(source.id)!, copy.title));

  const reports: number[] = [];
  for (const m of [...earlier, ...atCheck]) {
    const bytes = docx(render(papers.get(m.id)!).split('\n\n'));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await store.putBytes(
      sha256,
      bytes,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const [file] = await tx
      .select({ fileId: manuscriptFiles.fileId })
      .from(manuscriptFiles)
      .where(and(eq(manuscriptFiles.manuscriptId, m.id), eq(manuscriptFiles.role, 'manuscript')))
      .orderBy(desc(manuscriptFiles.revision), desc(manuscriptFiles.id))
      .limit(1);
    if (!file) continue;
    await tx
      .update(storedFiles)
      .set({ sha256, sizeBytes: bytes.length, type: 'docx' })
      .where(eq(storedFiles.id, file.fileId));
    const { reportId } = await requestCheck(tx, jobs, { manuscriptId: m.id, requestedBy: null });
    if (reportId !== null) reports.push(reportId);
  }
  // Run here, once, in the seed's transaction: a server started on the demo data (every e2e journey
  // starts one) finds the reports done instead of spending its first seconds comparing papers.
  const check = similarityCheckJob({ db: tx as unknown as Db, store });
  for (const reportId of reports) await check({ id: `seed-${reportId}`, data: { reportId }, retryCount: 0 });
  // The decisions at the check of the manuscripts checked on the way were taken with their reports.
  await tx.execute(sql`update manuscript_audits a set similarity_report_id = r.id
    from (select distinct on (manuscript_id) id, manuscript_id from similarity_reports
      where state = 'done' order by manuscript_id, id desc) r
    join manuscripts m on m.id = r.manuscript_id and m.press_id = ${pressId}
    where a.manuscript_id = r.manuscript_id and a.status = ${Status.SIMILARITY_CHECK}`);
}
