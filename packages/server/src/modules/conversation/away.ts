import type { Tx } from '../../db/client.ts';
import { postMessage as postSystemMessage } from '../messages/deliver.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { manuscriptVars } from '../notifications/notifier.ts';
import type { Recipient } from '../notifications/notify.ts';
import {
  authorToTell,
  type ConversationScope,
  lastStaffActor,
  readsOf,
  staffPeople,
  staffToTell,
  toldSince,
} from './queries.ts';
import type { Viewer } from './service.ts';
import { linksOf, partyReader, type ThreadRef } from './threads.ts';

/** The editorial office, as an author (and an expert of an anonymous review) sees every staff member. */
const OFFICE = '编辑部';
const EXCERPT = 200;

interface Away {
  reader: string;
  who: { userId: number } | { authorId: number };
  to: Recipient;
  /** The screen that opens the conversation (relative; the e-mail prefixes the public address). */
  link: string;
}

/** The thread's party, to be told about a staff member's message. */
async function partyCandidate(tx: Tx, scope: ConversationScope, ref: ThreadRef): Promise<Away[]> {
  const link = linksOf(scope, ref).party;
  if (ref.party === 'author') {
    const a = await authorToTell(tx, scope.authorId);
    return [
      {
        reader: partyReader(scope, ref),
        who: { authorId: a.id },
        to: { name: a.name, email: a.email, phone: a.phone, authorId: a.id },
        link,
      },
    ];
  }
  return (await staffPeople(tx, [ref.invitation.expertId])).map((u) => ({
    reader: partyReader(scope, ref),
    who: { userId: u.id },
    to: { name: u.name, email: u.email, phone: u.phone, userId: u.id },
    link,
  }));
}

async function staffCandidates(tx: Tx, scope: ConversationScope, ref: ThreadRef): Promise<Away[]> {
  const fallback = () =>
    ref.party === 'author' ? lastStaffActor(tx, scope.id) : Promise.resolve(ref.invitation.invitedBy);
  return (await staffToTell(tx, scope.id, ref.key, fallback)).map((u) => ({
    reader: `user:${u.id}`,
    who: { userId: u.id },
    to: { name: u.name, email: u.email, phone: u.phone, userId: u.id },
    link: linksOf(scope, ref).staff,
  }));
}

/** How the sender is named to the other side (the office to an author, and to an anonymous review's expert). */
async function senderLabel(tx: Tx, scope: ConversationScope, ref: ThreadRef, v: Viewer) {
  if (v.side === 'author') return (await authorToTell(tx, scope.authorId)).name;
  if (v.side === 'expert') return ref.party === 'expert' ? ref.invitation.expertName : '';
  if (ref.party === 'author' || ref.anonymous) return OFFICE;
  return (await staffPeople(tx, [v.userId]))[0]?.name ?? OFFICE;
}

/**
 * Tells the other side of a message when they are away: they have not opened the thread for
 * `awayMs` (CONVERSATION_AWAY_SECONDS; opening it marks it read, and the panel marks it again as
 * messages arrive). An away person is told once per unread stretch: an e-mail (the outbox row;
 * without an address it is kept as skipped with its reason) and a system message in their inbox,
 * and not again until they have read the thread. Who is told: for a staff message, the thread's
 * party (the author, or the invited expert); for the party's, the staff who wrote in the thread, or
 * else the staff member who last acted on the manuscript (the author thread) or who invited the
 * expert (an expert thread).
 */
export async function tellAway(
  tx: Tx,
  notifier: Notifier,
  scope: ConversationScope,
  ref: ThreadRef,
  v: Viewer,
  body: string,
  awayMs: number,
  now = new Date(),
): Promise<void> {
  const reads = await readsOf(tx, scope.id, ref.key);
  const base = (await manuscriptVars(tx, scope.id, notifier.publicUrl))?.vars ?? {};
  // The expert of an anonymous review learns neither the author's name nor the staff member's.
  const hideSender = ref.party === 'expert' && ref.anonymous && v.side === 'staff';
  const vars = hideSender ? { ...base, author: '' } : base;
  const origin = notifier.publicUrl.replace(/\/$/, '');
  const sender = await senderLabel(tx, scope, ref, v);
  const candidates =
    v.side === 'staff' ? await partyCandidate(tx, scope, ref) : await staffCandidates(tx, scope, ref);
  for (const c of candidates) {
    const readAt = reads.find((r) => r.reader === c.reader)?.readAt ?? null;
    if (readAt && now.getTime() - readAt.getTime() < awayMs) continue;
    if (await toldSince(tx, c.link, c.who, readAt)) continue;
    await notifier.send(tx, {
      pressId: scope.pressId,
      journalId: scope.journalId,
      event: 'conversationMessage',
      to: c.to,
      manuscriptId: scope.id,
      vars: { ...vars, sender, message: body, link: `${origin}${c.link}` },
    });
    await postSystemMessage(tx, {
      pressId: scope.pressId,
      ...('userId' in c.who ? { recipientId: c.who.userId } : { recipientAuthorId: c.who.authorId }),
      kind: 'conversation',
      title: `稿件 ${scope.articleNo} 有新留言`,
      content: `${sender}：${body.length > EXCERPT ? `${body.slice(0, EXCERPT)}…` : body}`,
      link: c.link,
      senderId: hideSender || v.side === 'author' ? null : v.userId,
    });
  }
}
