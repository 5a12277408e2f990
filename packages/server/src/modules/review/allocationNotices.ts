import { pick } from '@jb/contract/i18n';
import { actsOn, REVIEW_GROUPS } from '@jb/contract/stageGroups';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../platform/jobs/jobs.ts';
import type { Notifier } from '../notifications/notifier.ts';

/** The people a batch allocation gave manuscripts to, with theirs (QUEUES.allocationNotices). */
export interface AllocationNotices {
  by: number;
  pressId: number;
  /** The review status the manuscripts were allocated at (10, 16, 40, 70). */
  status: number;
  notices: { userId: number; manuscriptIds: number[] }[];
}

/**
 * Tells the people of a batch allocation, after it committed: one notice each, the manuscript's own
 * ('assigned') when they got one, a count with their queue ('assignedMany') when several. All in one
 * transaction, so a retried job never tells anyone twice.
 */
export function allocationNoticesJob(deps: { db: Db; notifier: Notifier }): JobHandler<AllocationNotices> {
  return async ({ data }) => {
    const review = REVIEW_GROUPS.find((g) => g.kind === 'review' && actsOn(g, data.status));
    if (!review) return;
    await deps.db.transaction(async (tx) => {
      for (const { userId, manuscriptIds } of data.notices) {
        if (manuscriptIds.length === 1) {
          await deps.notifier.toStaff(tx, manuscriptIds[0]!, userId, 'assigned', 'system', data.by);
          continue;
        }
        await deps.notifier.tellStaff(tx, {
          pressId: data.pressId,
          journalId: null,
          userId,
          event: 'assignedMany',
          kind: 'system',
          senderId: data.by,
          link: review.screen,
          vars: { count: String(manuscriptIds.length), stage: pick(review.title, 'zh-CN') },
        });
      }
    });
  };
}
