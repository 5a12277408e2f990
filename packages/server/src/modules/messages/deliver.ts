import { isScreenLink, type MessageKind } from '@jb/contract/enums/message';
import { cleanText } from '@jb/contract/schemas/plainText';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messages, presses, users } from '../../db/schema/index.ts';

/**
 * Putting system messages into inboxes, for every module that tells a person something (an
 * announcement, a feedback reply, a reminder). Always called inside the caller's transaction, so a
 * message exists exactly when the change that caused it does. The `messages` table announces every
 * write (migration 0004), so unread counts stay exact in every process without anything more here.
 */
export interface MessageDraft {
  /** The press the message belongs to (null: the platform's). */
  pressId: number | null;
  kind: MessageKind;
  title: string;
  content: string;
  /** A screen of the back office to open (`/operation/articleDetail?id=12`). */
  link?: string | null;
  /** The staff member who caused it; null for the system. */
  senderId?: number | null;
  announcementId?: number | null;
}

/** A staff member (`recipientId`) or an author (`recipientAuthorId`). */
export type Recipient = { recipientId: number } | { recipientAuthorId: number };

function row(draft: MessageDraft) {
  const link = draft.link ?? null;
  if (link !== null && !isScreenLink(link)) throw new Error(`not a screen link: ${link}`);
  return {
    pressId: draft.pressId,
    kind: draft.kind,
    title: cleanText(draft.title),
    content: cleanText(draft.content),
    link,
    senderId: draft.senderId ?? null,
    announcementId: draft.announcementId ?? null,
  };
}

/** One message into one inbox; answers its id. */
export async function postMessage(tx: Tx | Db, message: MessageDraft & Recipient): Promise<number> {
  const to =
    'recipientId' in message
      ? { recipientId: message.recipientId }
      : { recipientAuthorId: message.recipientAuthorId };
  const [inserted] = await tx
    .insert(messages)
    .values({ ...row(message), ...to })
    .returning({ id: messages.id });
  return inserted!.id;
}

/** Whose inboxes a message to staff reaches: one press's active staff, or (null) every active press's. */
export interface StaffAudience {
  pressId: number | null;
  /** Left out (the sender of an announcement). */
  exceptUserId?: number;
}

/**
 * One message to every active staff member of the audience, one row each, in one INSERT … SELECT
 * (a press of thousands costs one statement). Answers how many received it.
 */
export async function postToStaff(
  tx: Tx | Db,
  audience: StaffAudience,
  draft: MessageDraft,
): Promise<number> {
  const r = row(draft);
  const where: (SQL | undefined)[] = [
    eq(users.status, 1),
    eq(presses.status, 1),
    audience.pressId === null ? undefined : eq(users.pressId, audience.pressId),
    audience.exceptUserId === undefined ? undefined : ne(users.id, audience.exceptUserId),
  ];
  const inserted = await tx
    .insert(messages)
    .select(
      // drizzle's INSERT … SELECT names every column in table order: the id comes from its sequence.
      tx
        .select({
          id: sql`nextval(pg_get_serial_sequence('messages', 'id'))`.as('id'),
          pressId: users.pressId,
          recipientId: users.id,
          recipientAuthorId: sql`null::int`.as('recipient_author_id'),
          kind: sql`${r.kind}`.as('kind'),
          title: sql`${r.title}`.as('title'),
          content: sql`${r.content}`.as('content'),
          link: sql`${r.link}::text`.as('link'),
          senderId: sql`${r.senderId}::int`.as('sender_id'),
          announcementId: sql`${r.announcementId}::int`.as('announcement_id'),
          readAt: sql`null::timestamptz`.as('read_at'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(users)
        .innerJoin(presses, eq(presses.id, users.pressId))
        .where(and(...where)),
    )
    .returning({ id: messages.id });
  return inserted.length;
}
