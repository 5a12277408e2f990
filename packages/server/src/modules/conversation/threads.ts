import {
  AUTHOR_THREAD,
  expertThread,
  invitationOfThread,
  type Thread,
} from '@jb/contract/schemas/conversation';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { settingsOf } from '../experts/invite.ts';
import { type InvitationInfo, invitationById, WORKING } from '../experts/lookup.ts';
import { type ConversationScope, manuscriptScope } from './queries.ts';

/**
 * The thread a call is about, with the party the staff talk to in it: the manuscript's author, or
 * the expert of one invitation (and whether the journal reviews anonymously, which hides the staff's
 * names and the author's from the expert).
 */
export type ThreadRef =
  | { key: typeof AUTHOR_THREAD; party: 'author' }
  | { key: Thread; party: 'expert'; invitation: InvitationInfo; anonymous: boolean };

export const authorThreadRef: ThreadRef = { key: AUTHOR_THREAD, party: 'author' };

/** An expert thread takes messages while the expert works on the manuscript; the author thread always. */
export const isOpen = (ref: ThreadRef) =>
  ref.party === 'author' || (WORKING as readonly string[]).includes(ref.invitation.state);

/** How the other party reads in the thread's places ('author:<id>' or 'expert:<user id>'). */
export const partyReader = (scope: ConversationScope, ref: ThreadRef) =>
  ref.party === 'author' ? `author:${scope.authorId}` : `expert:${ref.invitation.expertId}`;

/** The screens that open the thread: the staff's manuscript detail, and the party's own screen. */
export function linksOf(scope: ConversationScope, ref: ThreadRef) {
  if (ref.party === 'author')
    return {
      staff: `/operation/articleDetail?id=${scope.id}`,
      party: `/submit/${scope.journalCode}/manuscripts/${scope.id}`,
    };
  return {
    staff: `/operation/articleDetail?id=${scope.id}&thread=${ref.key}`,
    party: `/expert?invitation=${ref.invitation.id}`,
  };
}

async function expertRef(db: Db, scope: ConversationScope, invitation: InvitationInfo): Promise<ThreadRef> {
  const { anonymous } = await settingsOf(db, scope.journalId);
  return { key: expertThread(invitation.id), party: 'expert', invitation, anonymous };
}

/** A thread of a manuscript staff may see: an expert thread must be of one of its invitations (else 404). */
export async function staffThreadRef(db: Db, scope: ConversationScope, thread: Thread): Promise<ThreadRef> {
  const invitationId = invitationOfThread(thread);
  if (invitationId === null) return authorThreadRef;
  const invitation = await invitationById(db, invitationId);
  if (!invitation || invitation.manuscriptId !== scope.id) throw errors.notFound();
  return expertRef(db, scope, invitation);
}

/**
 * The expert's own thread, named by their invitation: another's is not found; an invitation they
 * are not working on (not accepted yet, or ended) is refused, as the manuscript is.
 */
export async function expertThreadScope(db: Db, auth: AuthContext, invitationId: number) {
  const invitation = await invitationById(db, invitationId);
  if (!invitation || invitation.expertId !== auth.userId) throw errors.notFound();
  if (!(WORKING as readonly string[]).includes(invitation.state))
    throw errors.field('invitationId', 'invitation.state');
  const scope = await manuscriptScope(db, invitation.manuscriptId);
  return { scope, ref: await expertRef(db, scope, invitation) };
}
