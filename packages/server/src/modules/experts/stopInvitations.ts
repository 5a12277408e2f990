import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { expertInvitations } from '../../db/schema/index.ts';

/**
 * A manuscript that leaves the review for good (withdrawn): every invitation still open (invited,
 * accepted, an alternate waiting) is cancelled, so no expert is asked, reminded or promoted again.
 * A submitted review stays as it was.
 */
export async function stopInvitations(tx: Tx, manuscriptId: number): Promise<number> {
  const stopped = await tx
    .update(expertInvitations)
    .set({ state: 'cancelled', version: sql`${expertInvitations.version} + 1` })
    .where(
      and(
        eq(expertInvitations.manuscriptId, manuscriptId),
        inArray(expertInvitations.state, ['invited', 'accepted', 'waiting']),
      ),
    )
    .returning({ id: expertInvitations.id });
  return stopped.length;
}
