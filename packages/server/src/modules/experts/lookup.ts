import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { expertInvitations, users } from '../../db/schema/index.ts';

/** Invitation states in which the expert works on the manuscript (they can read it). */
export const WORKING = ['accepted', 'submitted'] as const;

const columns = {
  id: expertInvitations.id,
  manuscriptId: expertInvitations.manuscriptId,
  expertId: expertInvitations.expertId,
  expertName: users.name,
  invitedBy: expertInvitations.invitedBy,
  state: expertInvitations.state,
  round: expertInvitations.round,
};

/** One invitation as other modules need it (who, by whom, its state), or undefined. */
export async function invitationById(db: Db | Tx, id: number) {
  const [row] = await db
    .select(columns)
    .from(expertInvitations)
    .innerJoin(users, eq(users.id, expertInvitations.expertId))
    .where(eq(expertInvitations.id, id));
  return row;
}
export type InvitationInfo = NonNullable<Awaited<ReturnType<typeof invitationById>>>;

/** The invitations of a manuscript that were sent (not alternates still waiting), oldest first. */
export function sentInvitations(db: Db | Tx, manuscriptId: number): Promise<InvitationInfo[]> {
  return db
    .select(columns)
    .from(expertInvitations)
    .innerJoin(users, eq(users.id, expertInvitations.expertId))
    .where(and(eq(expertInvitations.manuscriptId, manuscriptId), isNotNull(expertInvitations.invitedAt)))
    .orderBy(asc(expertInvitations.id));
}
