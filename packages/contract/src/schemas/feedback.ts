import { z } from 'zod';
import { FEEDBACK_LIMITS, FEEDBACK_SENDER_KINDS } from '../enums/feedback.ts';
import { idSchema } from './common.ts';
import { idVersionQuery, optionalId, pageOf, pageQuery, sortParam, textFilter, timeFilter } from './list.ts';
import { plainText } from './plainText.ts';

const feedbackType = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(4, { error: 'invalid' });
const feedbackStatus = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(3, { error: 'invalid' });

/** Staff and authors send feedback alike: a type, the text, and optionally one uploaded file (kind `feedback`). */
export const feedbackSendBody = z.object({
  type: z.number({ error: 'required' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(4, {
    error: 'invalid',
  }),
  content: plainText(FEEDBACK_LIMITS.contentMax),
  fileId: idSchema.nullish(),
});

/** /manage/userFeel: feedback of the caller's press (the platform: of every press and its own). */
export const feedbackListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'status', 'type'] as const, 'createdAt'),
  status: feedbackStatus.optional(),
  type: feedbackType.optional(),
  senderKind: z.enum(FEEDBACK_SENDER_KINDS, { error: 'invalid' }).optional(),
  /** The text, the reply, or the sender's name or phone. */
  keyword: textFilter,
  from: timeFilter,
  to: timeFilter,
  /** Platform operators: one press's feedback only. */
  pressId: optionalId,
});

export const feedbackRow = z.object({
  id: z.number(),
  version: z.number(),
  type: z.number(),
  status: z.number(),
  senderKind: z.enum(FEEDBACK_SENDER_KINDS),
  senderName: z.string(),
  senderPhone: z.string(),
  /** null: sent by a platform operator. */
  pressName: z.string().nullable(),
  /** The text cut to a line for the list (the detail has it whole). */
  excerpt: z.string(),
  hasFile: z.boolean(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
  /** What the caller may do now: reply (open or replied again) and close. */
  actions: z.array(z.enum(['reply', 'close'])),
});
export const feedbackPage = pageOf(feedbackRow);

export const feedbackDetail = feedbackRow.extend({
  content: z.string(),
  file: z.object({ name: z.string(), sizeBytes: z.number(), type: z.string() }).nullable(),
  reply: z.string().nullable(),
  repliedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
});

export const feedbackReplyBody = idVersionQuery.extend({
  reply: plainText(FEEDBACK_LIMITS.replyMax),
});

export const feedbackCloseBody = idVersionQuery;
