import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { UnreadCache } from '../../platform/changeCache.ts';

/** Asked on every navigation: one prepared statement per database, planned once per connection. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, sql.placeholder('recipientId')), isNull(messages.readAt)))
    .prepare('unread_count');
}

export async function unreadCount(db: Db, recipientId: number): Promise<number> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ recipientId });
  return Number(rows[0]?.n ?? 0);
}

/**
 * The count, kept in this process until anything changes (decision 0002's cache: every
 * state-changing call and every announced change to `messages`, migration 0004, clears it).
 */
export async function cachedUnreadCount(db: Db, cache: UnreadCache, recipientId: number): Promise<number> {
  const now = Date.now();
  const hit = cache.get(recipientId, now);
  if (hit !== undefined) return hit;
  const ticket = cache.ticket();
  const n = await unreadCount(db, recipientId);
  cache.store(recipientId, n, ticket, now);
  return n;
}
