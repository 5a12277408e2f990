import { Status } from '@jb/contract/workflow';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { applyAction } from '../../modules/workflow/applyAction.ts';
import type { Tx } from '../client.ts';
import { manuscripts } from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { seedDeps } from './manuscripts.ts';

/**
 * A manuscript set aside (忽略, ignoreStatus 1) by the colleague of the demo reviewer it is allocated
 * to at the first review, through the workflow's set-aside action: the lists flag it with their name.
 * The demo reviewer's own work stays as it was.
 */
export async function seedSetAside(tx: Tx, pressId: number, demoReviewerId: number): Promise<void> {
  const [m] = await tx
    .select({ id: manuscripts.id, version: manuscripts.version, auditUserId: manuscripts.auditUserId })
    .from(manuscripts)
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        eq(manuscripts.status, Status.FIRST_REVIEW),
        isNotNull(manuscripts.auditUserId),
        ne(manuscripts.auditUserId, demoReviewerId),
      ),
    )
    .orderBy(asc(manuscripts.id))
    .limit(1);
  if (!m) return;
  await applyAction(seedDeps(tx), { kind: 'staff', auth: seedStaff(pressId, m.auditUserId!) }, 'setAside', {
    id: m.id,
    version: m.version,
    note: '作者申请暂缓审理，待补充材料后再审',
  });
}
