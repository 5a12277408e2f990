import type { authorMessageQuery } from '@jb/contract/schemas/authorMessages';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { offsetOf, pageOf } from '../../platform/list.ts';

/** 我的消息 on the author site: an author reads only their own messages (`recipientAuthorId`). */

async function unreadOf(db: Db, authorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientAuthorId, authorId), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

export async function listAuthorMessages(db: Db, authorId: number, q: z.infer<typeof authorMessageQuery>) {
  const where = and(
    eq(messages.recipientAuthorId, authorId),
    q.unreadOnly === 'true' ? isNull(messages.readAt) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: messages.id,
        kind: messages.kind,
        title: messages.title,
        content: messages.content,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(where)
      .orderBy(q.order === 'asc' ? messages.id : desc(messages.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(messages).where(where),
    unreadOf(db, authorId),
  ]);
  const list = rows.map(({ readAt, createdAt, ...r }) => ({
    ...r,
    read: readAt !== null,
    createdAt: createdAt.toISOString(),
  }));
  return { ...pageOf(list, total?.n ?? 0, q), unread };
}

/** Marks the author's own messages read (the named ones, or all); others' ids change nothing. */
export async function markAuthorMessagesRead(db: Db, authorId: number, ids: number[] | undefined) {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.recipientAuthorId, authorId),
        isNull(messages.readAt),
        ids ? inArray(messages.id, ids.length ? ids : [0]) : undefined,
      ),
    );
  return { unread: await unreadOf(db, authorId) };
}
