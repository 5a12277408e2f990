import type { afterEmploymentQuery, HomeList, HomeStage } from '@jb/contract/schemas/articleHome';
import { actPermission, PRODUCTION_GROUPS } from '@jb/contract/stageGroups';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { countedByStatus } from '../manuscripts/counts.ts';
import { countScope, listManuscripts } from '../manuscripts/staffQueries.ts';
import { emptyPage, listQuery, sumAt } from './homeParts.ts';

type AfterQuery = z.infer<typeof afterEmploymentQuery>;

/**
 * After acceptance (docs/production.md "Stage groups"): per production group the person works (holds
 * its lead action's permission), the manuscripts at the group's statuses in their journals, and the
 * list of one group or all. A status two groups act on (100, 210) counts in both cards, once in the
 * list.
 */
export async function afterEmploymentList(db: Db, auth: AuthContext, q: AfterQuery): Promise<HomeList> {
  const groups = PRODUCTION_GROUPS.filter(
    (g) => auth.permissions.has(actPermission(g)) && (!q.group || g.key === q.group),
  );
  if (groups.length === 0) return { stages: [], ...emptyPage(q) };
  const statuses = [...new Set(groups.flatMap((g) => g.statuses))];
  const counts = await countedByStatus(db, countScope(auth), statuses, q.journalId);
  const stages: HomeStage[] = groups.map((g) => ({
    group: g.key,
    status: null,
    waiting: sumAt(g.statuses, (s) => counts.get(s)),
    allocated: null,
    overdue: null,
  }));
  const counted = sumAt(statuses, (s) => counts.get(s));
  const list = await listManuscripts(
    db,
    auth,
    listQuery(q),
    inArray(manuscripts.status, statuses),
    q.keyword ? undefined : counted,
  );
  return { stages, ...list };
}
