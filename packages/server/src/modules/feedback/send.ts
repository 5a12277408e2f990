import { FEEDBACK_LIMITS, FeedbackStatus } from '@jb/contract/enums/feedback';
import { ErrorCode } from '@jb/contract/errors';
import type { feedbackSendBody } from '@jb/contract/schemas/feedback';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';
import { errors, refuse } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/kv.ts';
import { storedFileOf } from '../files/storedFileOf.ts';

/** Who sends: a staff member (press null for a platform operator) or an author of a press. */
export type FeedbackSender =
  | { kind: 'staff'; userId: number; pressId: number | null }
  | { kind: 'author'; authorId: number; pressId: number };

const HOUR = 3600;

function senderKey(s: FeedbackSender): string {
  return s.kind === 'staff' ? `feedback:user:${s.userId}` : `feedback:author:${s.authorId}`;
}

/** A file may go with feedback only if the sender uploaded it as a feedback file. */
async function checkFile(db: Db, s: FeedbackSender, fileId: number) {
  // A platform operator (no press) cannot upload, so has no file of their own.
  const file =
    s.pressId === null
      ? null
      : await storedFileOf(db, fileId, {
          pressId: s.pressId,
          kind: 'feedback',
          uploader: { type: s.kind, id: s.kind === 'staff' ? s.userId : s.authorId },
        });
  if (!file) throw errors.field('fileId', 'file.kind');
}

/**
 * At most `perHour` sendings per person in an hour (shared by every process through the kv store);
 * the next one is refused with when to try again.
 */
async function countSending(kv: KvStore, s: FeedbackSender) {
  const key = senderKey(s);
  const n = await kv.increment(key, HOUR);
  if (n <= FEEDBACK_LIMITS.perHour) return;
  const retryAfterSeconds = Math.max(1, await kv.ttl(key));
  throw refuse(ErrorCode.FEEDBACK_TOO_OFTEN, { retryAfterSeconds, limit: FEEDBACK_LIMITS.perHour });
}

export async function sendFeedback(
  deps: { db: Db; kv: KvStore },
  s: FeedbackSender,
  body: z.infer<typeof feedbackSendBody>,
) {
  if (body.fileId) await checkFile(deps.db, s, body.fileId);
  await countSending(deps.kv, s);
  const [row] = await deps.db
    .insert(feedback)
    .values({
      pressId: s.pressId,
      senderKind: s.kind,
      senderUserId: s.kind === 'staff' ? s.userId : null,
      senderAuthorId: s.kind === 'author' ? s.authorId : null,
      type: body.type,
      content: body.content,
      fileId: body.fileId ?? null,
      status: FeedbackStatus.OPEN,
    })
    .returning({ id: feedback.id });
  return { id: row!.id };
}
