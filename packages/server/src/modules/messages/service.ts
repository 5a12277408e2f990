import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';

export async function unreadCount(db: Db, recipientId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, recipientId), isNull(messages.readAt)));
  return Number(rows[0]?.n ?? 0);
}
