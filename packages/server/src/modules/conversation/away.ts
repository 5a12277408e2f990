import type { Tx } from '../../db/client.ts';
import { postMessage as postSystemMessage } from '../messages/deliver.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { manuscriptVars } from '../notifications/notifier.ts';
import type { Recipient } from '../notifications/notify.ts';
import { authorToTell, type ConversationScope, readsOf, staffToTell, toldSince } from './queries.ts';
import type { Viewer } from './service.ts';

/**
 * The other side is away when they have not opened the thread for AWAY_AFTER_MS (opening it marks
 * it read, and the panel marks it again as messages arrive). An away person is told once per
 * unread stretch: an e-mail (the outbox row; without an address it is kept as skipped with its
 * reason) and a system message in their inbox, and not again until they have read
 * the thread. Who is told: for a staff message, the manuscript's author; for the author's, the
 * staff who wrote in the thread, or else the staff member who last acted on the manuscript.
 */
export const AWAY_AFTER_MS = 10 * 60_000;

/** The editorial office, as an author sees every staff member. */
const OFFICE = '编辑部';
const EXCERPT = 200;

interface Away {
  reader: string;
  who: { userId: number } | { authorId: number };
  to: Recipient;
  /** The screen that opens the conversation (relative; the e-mail prefixes the public address). */
  link: string;
}

type Author = Awaited<ReturnType<typeof authorToTell>>;

async function awayCandidates(
  tx: Tx,
  scope: ConversationScope,
  thread: string,
  v: Viewer,
  a: Author,
): Promise<Away[]> {
  if (v.side === 'staff')
    return [
      {
        reader: `author:${a.id}`,
        who: { authorId: a.id },
        to: { name: a.name, email: a.email, phone: a.phone, authorId: a.id },
        link: `/submit/${scope.journalId}/manuscripts/${scope.id}`,
      },
    ];
  return (await staffToTell(tx, scope.id, thread)).map((u) => ({
    reader: `user:${u.id}`,
    who: { userId: u.id },
    to: { name: u.name, email: u.email, phone: u.phone, userId: u.id },
    link: `/operation/articleDetail?id=${scope.id}`,
  }));
}

export async function tellAway(
  tx: Tx,
  notifier: Notifier,
  scope: ConversationScope,
  thread: string,
  v: Viewer,
  body: string,
  now = new Date(),
): Promise<void> {
  const reads = await readsOf(tx, scope.id, thread);
  const author = await authorToTell(tx, scope.authorId);
  const base = (await manuscriptVars(tx, scope.id, notifier.publicUrl))?.vars ?? {};
  const origin = notifier.publicUrl.replace(/\/$/, '');
  const sender = v.side === 'staff' ? OFFICE : author.name;
  for (const c of await awayCandidates(tx, scope, thread, v, author)) {
    const readAt = reads.find((r) => r.reader === c.reader)?.readAt ?? null;
    if (readAt && now.getTime() - readAt.getTime() < AWAY_AFTER_MS) continue;
    if (await toldSince(tx, c.link, c.who, readAt)) continue;
    await notifier.send(tx, {
      pressId: scope.pressId,
      journalId: scope.journalId,
      event: 'conversationMessage',
      to: c.to,
      manuscriptId: scope.id,
      vars: { ...base, sender, message: body, link: `${origin}${c.link}` },
    });
    await postSystemMessage(tx, {
      pressId: scope.pressId,
      ...('userId' in c.who ? { recipientId: c.who.userId } : { recipientAuthorId: c.who.authorId }),
      kind: 'conversation',
      title: `稿件 ${scope.articleNo} 有新留言`,
      content: `${sender}：${body.length > EXCERPT ? `${body.slice(0, EXCERPT)}…` : body}`,
      link: c.link,
      senderId: v.side === 'staff' ? v.userId : null,
    });
  }
}
