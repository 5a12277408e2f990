import { NO_MANUSCRIPT_FILE } from '@jb/contract/schemas/similarity';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';
import {
  insertReport,
  isFileOf,
  lockManuscriptRuns,
  manuscriptOf,
  newestManuscriptFile,
  newestReport,
  type ReportRow,
} from './queries.ts';
import { journalSettings } from './settings.ts';

export type CheckedManuscript = NonNullable<Awaited<ReturnType<typeof manuscriptOf>>>;

/**
 * A queued or running report older than this lost its job (the queue gave up on a crashed worker
 * without the handler marking it): a new run may start. Longer than a run's every attempt
 * (QUEUES.similarity: 3 x 10 minutes plus the retry delays).
 */
export const STALE_AFTER_MS = 40 * 60_000;

/** A run is under way: queued or running, and not stale. */
export function isOpen(report: Pick<ReportRow, 'state' | 'createdAt'>, now = Date.now()): boolean {
  return (
    (report.state === 'queued' || report.state === 'running') &&
    now - report.createdAt.getTime() < STALE_AFTER_MS
  );
}

/** A manuscript of the caller's scope (press and assigned journals); anything else is 404. */
export async function manuscriptInScope(db: Db, auth: AuthContext, id: number): Promise<CheckedManuscript> {
  const m = await manuscriptOf(db, id);
  if (!m) throw errors.notFound();
  assertSamePress(auth, m.pressId);
  await requireJournal(db, auth, m.journalId);
  return m;
}

export interface CheckRequest {
  manuscriptId: number;
  /** A file of the manuscript; by default its newest manuscript file. */
  fileId?: number;
  /** The staff member who asked (users.id); null: the workflow, as the manuscript entered the check. */
  requestedBy: number | null;
  /**
   * Only when the file has no report yet, or its newest one failed (entering the check again after
   * an undo or a rejection sent back does not check the same file twice); a manuscript without a
   * manuscript file is left for the editor to see, not refused.
   */
  unlessChecked?: boolean;
}

/**
 * Queues a duplicate check in the caller's transaction: the report (queued, with the journal's
 * settings in force) and its job are written together, or neither is. While a run of the
 * manuscript is under way, that run is the answer and nothing new is queued.
 */
export async function requestCheck(
  tx: Tx,
  jobs: Jobs,
  req: CheckRequest,
): Promise<{ reportId: number | null; queued: boolean }> {
  await lockManuscriptRuns(tx, req.manuscriptId);
  const m = await manuscriptOf(tx, req.manuscriptId);
  if (!m) throw errors.notFound();
  const newest = await newestReport(tx, m.id);
  if (newest && isOpen(newest.report)) return { reportId: newest.report.id, queued: false };
  let fileId = req.fileId;
  if (fileId === undefined) fileId = await newestManuscriptFile(tx, m.id);
  else if (!(await isFileOf(tx, m.id, fileId))) throw errors.field('fileId', 'invalid');
  if (fileId === undefined) {
    if (req.unlessChecked) return { reportId: null, queued: false };
    throw errors.validation([{ path: 'manuscriptId', ...NO_MANUSCRIPT_FILE }]);
  }
  if (req.unlessChecked && newest?.report.fileId === fileId && newest.report.state === 'done')
    return { reportId: newest.report.id, queued: false };
  const { settings } = await journalSettings(tx, m.journalId);
  const reportId = await insertReport(tx, {
    manuscriptId: m.id,
    fileId,
    requestedBy: req.requestedBy,
    settings,
  });
  await jobs.send(tx, QUEUES.similarity, { reportId }, { singletonKey: `similarity:${reportId}` });
  return { reportId, queued: true };
}
