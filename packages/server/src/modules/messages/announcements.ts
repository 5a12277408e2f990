import { ANNOUNCEMENT_LIMITS } from '@jb/contract/enums/message';
import { ErrorCode } from '@jb/contract/errors';
import type { announceBody, announcementListQuery } from '@jb/contract/schemas/inbox';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { announcements, messages, presses, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/kv.ts';
import { offsetOf, pageOf } from '../../platform/list.ts';
import { postToStaff } from './deliver.ts';

const HOUR = 3600;

/** At most `perHour` announcements by one person an hour, counted across processes (the shared store). */
async function assertNotTooOften(kv: KvStore, userId: number) {
  const key = `announce:${userId}`;
  const sent = await kv.increment(key, HOUR);
  if (sent > ANNOUNCEMENT_LIMITS.perHour)
    throw refuse(ErrorCode.ANNOUNCEMENTS_TOO_OFTEN, { retryAfterSeconds: Math.max(1, await kv.ttl(key)) });
}

/** The press an announcement goes to: the sender's own; for the platform, the one named or (null) every press. */
async function audienceOf(
  db: Db,
  auth: AuthContext,
  named: number | null | undefined,
): Promise<number | null> {
  if (!auth.platform) {
    if (auth.pressId === null) throw errors.forbidden();
    return auth.pressId;
  }
  if (!named) return null;
  const [press] = await db.select({ id: presses.id }).from(presses).where(eq(presses.id, named));
  if (!press) throw errors.field('pressId', 'invalid');
  return press.id;
}

/**
 * An announcement: its row, and one message to each active staff member of the audience (the
 * sender left out), in one transaction; the row keeps how many it reached.
 */
export async function sendAnnouncement(
  deps: { db: Db; kv: KvStore },
  auth: AuthContext,
  body: z.infer<typeof announceBody>,
) {
  const pressId = await audienceOf(deps.db, auth, body.pressId);
  await assertNotTooOften(deps.kv, auth.userId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ pressId, senderId: auth.userId, title: body.title, content: body.content })
      .returning({ id: announcements.id });
    const id = row!.id;
    const recipientCount = await postToStaff(
      tx,
      { pressId, exceptUserId: auth.userId },
      {
        pressId,
        kind: 'announcement',
        title: body.title,
        content: body.content,
        senderId: auth.userId,
        announcementId: id,
      },
    );
    await tx.update(announcements).set({ recipientCount }).where(eq(announcements.id, id));
    return { id, recipientCount };
  });
}

const sender = alias(users, 'sender');

/**
 * Announcements sent: to the caller's press (whoever sent them), or for platform operators those
 * the platform sent (to every press, or to the press named). Each with how many have read it.
 */
export async function listAnnouncements(db: Db, auth: AuthContext, q: z.infer<typeof announcementListQuery>) {
  const where = auth.platform
    ? and(isNull(sender.pressId), q.pressId ? eq(announcements.pressId, q.pressId) : undefined)
    : auth.pressId === null
      ? sql`false`
      : eq(announcements.pressId, auth.pressId);
  const dir = q.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: announcements.id,
        title: announcements.title,
        content: announcements.content,
        senderName: sender.name,
        pressName: presses.name,
        recipientCount: announcements.recipientCount,
        readCount: sql<number>`(select count(*)::int from ${messages}
          where ${messages.announcementId} = ${announcements.id} and ${messages.readAt} is not null)`,
        createdAt: announcements.createdAt,
      })
      .from(announcements)
      .innerJoin(sender, eq(sender.id, announcements.senderId))
      .leftJoin(presses, eq(presses.id, announcements.pressId))
      .where(where)
      .orderBy(dir(announcements.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(announcements)
      .innerJoin(sender, eq(sender.id, announcements.senderId))
      .where(where),
  ]);
  return pageOf(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    count?.n ?? 0,
    q,
  );
}
