import { FEEDBACK_REPLY_MESSAGE, FeedbackStatus } from '@jb/contract/enums/feedback';
import type { feedbackCloseBody, feedbackReplyBody } from '@jb/contract/schemas/feedback';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { updateAtVersion } from '../../platform/versioned.ts';
import { postMessage } from '../messages/deliver.ts';

const QUOTE = 100;

/** The reply as its sender reads it in their inbox: the answer, then what they wrote. */
export function replyMessage(reply: string, original: string): string {
  const quoted = original.length > QUOTE ? `${original.slice(0, QUOTE)}…` : original;
  return `${reply}\n\n——\n您的反馈：${quoted}`;
}

/** A feedback of the caller's press (the platform: any), or 404. */
async function feedbackInScope(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), pressCondition(auth, feedback.pressId)));
  if (!row) throw errors.notFound();
  return row;
}

/**
 * Replies to open feedback at the version seen (409 otherwise), and in the same transaction sends
 * the reply to the sender as a system message: a staff member's inbox or the author's 我的消息.
 */
export async function replyFeedback(db: Db, auth: AuthContext, body: z.infer<typeof feedbackReplyBody>) {
  const row = await feedbackInScope(db, auth, body.id);
  await db.transaction(async (tx) => {
    await updateAtVersion(
      tx,
      feedback,
      { id: body.id, version: body.version },
      { status: FeedbackStatus.REPLIED, reply: body.reply, repliedBy: auth.userId, repliedAt: new Date() },
      eq(feedback.status, FeedbackStatus.OPEN),
    );
    const to =
      row.senderUserId !== null
        ? { recipientId: row.senderUserId }
        : { recipientAuthorId: row.senderAuthorId! };
    await postMessage(tx, {
      pressId: row.pressId,
      ...to,
      kind: 'feedback',
      title: FEEDBACK_REPLY_MESSAGE.title.zh,
      content: replyMessage(body.reply, row.content),
      senderId: auth.userId,
    });
  });
}

/** Closes open or replied feedback at the version seen (409 otherwise). */
export async function closeFeedback(db: Db, auth: AuthContext, body: z.infer<typeof feedbackCloseBody>) {
  await feedbackInScope(db, auth, body.id);
  await updateAtVersion(
    db,
    feedback,
    body,
    { status: FeedbackStatus.CLOSED, closedAt: new Date() },
    inArray(feedback.status, [FeedbackStatus.OPEN, FeedbackStatus.REPLIED]),
  );
}
