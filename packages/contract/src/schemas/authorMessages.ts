import { z } from 'zod';
import { pageOf, pageQuery } from './list.ts';

/** 我的消息 on the author site: the author's own system messages, newest first. */
export const authorMessageQuery = z.object({
  ...pageQuery,
  unreadOnly: z.enum(['true', 'false'], { error: 'invalid' }).optional(),
});

export const authorMessageRow = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});

/** A page of messages, and how many of all the author's messages are unread. */
export const authorMessagePage = pageOf(authorMessageRow).extend({ unread: z.number() });

/** Marks the named messages read; without ids, every one. */
export const authorMessageReadBody = z.object({
  ids: z
    .array(z.number({ error: 'invalid' }).int().positive({ error: 'invalid' }))
    .max(100, { error: 'tooLong' })
    .optional(),
});
