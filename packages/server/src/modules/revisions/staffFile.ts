import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revisionRequests, storedFiles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';

/** A supporting file of a submitted revision application the staff member may see (press, journals); else null. */
export async function revisionFileOf(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(revisionRequests)
    .innerJoin(storedFiles, eq(storedFiles.id, id))
    .where(
      and(
        sql`${id} = any(${revisionRequests.fileIds})`,
        ne(revisionRequests.status, 0),
        pressCondition(auth, revisionRequests.pressId),
        assignedCondition(auth, revisionRequests.journalId),
      ),
    )
    .limit(1);
  return row?.file ?? null;
}
