import type { MessageKind } from '@jb/contract/enums/message';
import type { inboxQuery } from '@jb/contract/schemas/inbox';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { messages, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { cappedCount, iso, offsetOf, pageOf } from '../../platform/list.ts';

type Query = z.infer<typeof inboxQuery>;

/**
 * The signed-in person's own messages: unread first, then newest (or oldest) by id, the order of
 * the inbox index (recipient, unread, id). Nobody reads another person's inbox, administrators
 * included.
 */
export async function listInbox(db: Db, auth: AuthContext, q: Query) {
  const where = and(
    eq(messages.recipientId, auth.userId),
    q.read === undefined
      ? undefined
      : q.read === 'true'
        ? isNotNull(messages.readAt)
        : isNull(messages.readAt),
    q.kind ? eq(messages.kind, q.kind) : undefined,
  );
  // `desc nulls last`, as the inbox index is declared, so that the index gives the order.
  const byId = q.order === 'asc' ? asc(messages.id) : sql`${messages.id} desc nulls last`;
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: messages.id,
        kind: messages.kind,
        title: messages.title,
        content: messages.content,
        link: messages.link,
        senderName: users.name,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(where)
      .orderBy(sql`(${messages.readAt} is null) desc`, byId)
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    cappedCount(db, messages, where),
  ]);
  const page = pageOf(
    rows.map((r) => ({
      ...r,
      kind: r.kind as MessageKind,
      read: r.readAt !== null,
      readAt: iso(r.readAt),
      createdAt: r.createdAt.toISOString(),
    })),
    counted.total,
    q,
  );
  return { ...page, capped: counted.capped };
}

/** Marks one of one's messages read (kept at its first reading) or unread again; another's is 404. */
export async function setRead(db: Db, auth: AuthContext, id: number, read: boolean) {
  const rows = await db
    .update(messages)
    .set({ readAt: read ? sql`coalesce(${messages.readAt}, now())` : null })
    .where(and(eq(messages.id, id), eq(messages.recipientId, auth.userId)))
    .returning({ id: messages.id });
  if (!rows.length) throw errors.notFound();
}

/** Marks every unread message of one's own read; answers how many there were. */
export async function markAllRead(db: Db, auth: AuthContext) {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.recipientId, auth.userId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return { marked: rows.length };
}
