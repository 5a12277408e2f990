import { RevisionStatus } from '@jb/contract/enums/revision';
import { ErrorCode } from '@jb/contract/errors';
import { mayApplyRevision } from '@jb/contract/revisionRules';
import type { RevisionValues, revisionDecisionBody } from '@jb/contract/schemas/revisions';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { manuscriptEvents, manuscripts, revisionRequests } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';
import { modifyManuscript } from '../manuscripts/modify.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { changedFields, currentValues } from './values.ts';

const r = revisionRequests;
type Request = typeof r.$inferSelect;

/**
 * A pass applies the proposed details through the manuscript's versioned edit (`modifyManuscript`,
 * as 稿件修改 and online editing do): the timeline keeps each field old and new as `revisionPass`,
 * and the online-edit list shows the correction while the manuscript is in layout. Details changed
 * since the application (another edit meanwhile) are refused as a moved manuscript (409).
 */
async function applyChange(tx: Tx, auth: AuthContext, row: Request, note: string) {
  const [m] = await tx.select().from(manuscripts).where(eq(manuscripts.id, row.manuscriptId)).for('update');
  if (!m) throw errors.notFound();
  if (!mayApplyRevision(m.status, m.foundationStatus)) throw errors.field('id', 'revision.status');
  const now = (await currentValues(tx, m.id))!;
  if (changedFields(row.original as RevisionValues, now).length > 0)
    throw refuse(ErrorCode.MANUSCRIPT_MOVED, { status: m.status, version: m.version });
  const proposed = row.proposed as RevisionValues;
  await modifyManuscript(
    tx as unknown as Db,
    auth,
    {
      ...proposed,
      id: m.id,
      version: m.version,
      columnId: m.columnId,
      subjectId: m.subjectId,
      natureArticleType: m.natureArticleType as 0 | 1,
      note,
    },
    { action: 'revisionPass' },
  );
}

/**
 * The review's decision, one transaction: the application locked under the version read (409 when
 * stale, 400 when decided already); a pass changes the details, a failure records the reason on the
 * timeline; the application closes and the author is told by the templated message.
 */
export function decideRevision(
  deps: WorkflowDeps,
  auth: AuthContext,
  b: z.infer<typeof revisionDecisionBody>,
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(r).where(eq(r.id, b.id)).for('update');
    if (!row || row.status === RevisionStatus.DRAFT) throw errors.notFound();
    assertSamePress(auth, row.pressId);
    await requireJournal(tx, auth, row.journalId);
    if (row.version !== b.version) throw errors.staleVersion();
    if (row.status !== RevisionStatus.PENDING) throw errors.field('id', 'revision.decided');
    const pass = b.decision === 'pass';
    const note = b.note ? `${row.reason}；${b.note}` : row.reason;
    if (pass) await applyChange(tx, auth, row, note);
    else {
      const [m] = await tx
        .select({ status: manuscripts.status })
        .from(manuscripts)
        .where(eq(manuscripts.id, row.manuscriptId));
      await tx.insert(manuscriptEvents).values({
        manuscriptId: row.manuscriptId,
        action: 'revisionFail',
        fromStatus: m!.status,
        toStatus: m!.status,
        actorType: 'staff',
        actorId: auth.userId,
        note: b.note,
      });
    }
    const status = pass ? RevisionStatus.PASSED : RevisionStatus.FAILED;
    const [done] = await tx
      .update(r)
      .set({
        status,
        decidedBy: auth.userId,
        decidedAt: new Date(),
        decisionNote: b.note,
        version: sql`${r.version} + 1`,
      })
      .where(eq(r.id, row.id))
      .returning({ version: r.version });
    await deps.notifier.toAuthor(tx, row.manuscriptId, pass ? 'revisionPassed' : 'revisionFailed', {
      reason: b.note,
    });
    return { id: row.id, status, version: done!.version };
  });
}
