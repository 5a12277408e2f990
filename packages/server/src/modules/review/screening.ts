import type { ScreeningStatus } from '@jb/contract/schemas/review';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { countedByStatus } from '../manuscripts/counts.ts';
import { countScope } from '../manuscripts/staffQueries.ts';
import { processScope, type ScopeInput } from '../processes/scope.ts';
import { currentReviewProcess } from '../processes/service.ts';

/**
 * Whether screening is switched on in the review process a journal (or the press default) has in
 * force, and how many manuscripts of that scope the person may see wait at screening allocation (15).
 */
export async function screeningStatus(db: Db, auth: AuthContext, q: ScopeInput): Promise<ScreeningStatus> {
  const scope = await processScope(db, auth, q);
  const process = await currentReviewProcess(db, scope.pressId, scope.journalId);
  const counts = await countedByStatus(
    db,
    (t) => and(eq(t.pressId, scope.pressId), countScope(auth)(t)),
    [Status.SCREENING_ALLOCATION],
    scope.journalId ?? undefined,
  );
  return {
    journalId: scope.journalId,
    enabled: process.stages.some((s) => s.key === 'screening' && s.enabled),
    waiting: counts.get(Status.SCREENING_ALLOCATION) ?? 0,
    processVersion: process.version,
    inherited: process.inherited,
  };
}
