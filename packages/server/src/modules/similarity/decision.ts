import type { Tx } from '../../db/client.ts';
import { errors } from '../../platform/errors.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import type { EffectContext } from '../workflow/effectContext.ts';
import { newestManuscriptFile, newestReport } from './queries.ts';
import type { ReturnNotice } from './returnNotice.ts';

/**
 * A decision at the duplicate check (20) is taken with the newest finished report of the
 * manuscript's newest file (a revision brings a new file: the earlier file's report does not count
 * for it), whose id the audit keeps. Passing needs the newest run of that file finished: an
 * unchecked manuscript, or one whose re-run is still going or failed, does not pass the check. A return or a rejection may be taken without one (a file the check cannot read must still
 * go back to the author, or out). A return taken with a report sends the author's notice with the
 * report's PDF attached, made after the commit by its job, instead of the row's plain notice.
 */
export async function checkDecision(tx: Tx, c: EffectContext): Promise<number | null> {
  const file = await newestManuscriptFile(tx, c.manuscriptId);
  if (file === undefined) {
    if (c.action === 'pass') throw errors.field('action', 'similarity.notDone');
    return null;
  }
  // A pass waits for the newest run of the file (the workflow's guard `checkReportDone` says the
  // same, so this refuses only a run started between the two reads).
  const newest = await newestReport(tx, c.manuscriptId, undefined, undefined, file);
  if (c.action === 'pass' && newest?.report.state !== 'done')
    throw errors.field('action', 'similarity.notDone');
  const done =
    newest?.report.state === 'done'
      ? newest
      : await newestReport(tx, c.manuscriptId, 'done', undefined, file);
  if (!done) return null;
  if (c.action === 'returnForRevision' && c.actor.kind === 'staff') {
    const notice: ReturnNotice = {
      manuscriptId: c.manuscriptId,
      reportId: done.report.id,
      eventId: c.eventId,
      reason: c.note,
      deciderId: c.actor.auth.userId,
      // The author's copy names no other manuscript (the index holds unpublished work of other
      // authors): with no journal in scope every match is shown by its share only.
      scope: [],
    };
    await c.notifier.jobs.send(tx, QUEUES.similarityReturnNotice, notice, {
      singletonKey: `similarityReturn:${c.eventId}`,
    });
    c.noticeByJob = true;
  }
  return done.report.id;
}
