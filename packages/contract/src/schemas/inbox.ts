import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS, MESSAGE_KINDS } from '../enums/message.ts';
import { idSchema } from './common.ts';
import { idQuery, optionalId, pageOf, pageQuery, sortParam } from './list.ts';
import { plainText } from './plainText.ts';

/** /manage/messageNotification 我的消息: the signed-in person's messages, unread first, then newest. */
export const inboxQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt'] as const, 'createdAt'),
  read: z.enum(['true', 'false'], { error: 'invalid' }).optional(),
  kind: z.enum(MESSAGE_KINDS, { error: 'invalid' }).optional(),
});

export const inboxRow = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  /** The screen the message opens (`/operation/articleDetail?id=12`), or null. */
  link: z.string().nullable(),
  /** Who sent it (an announcement's administrator), or null for the system. */
  senderName: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export const inboxPage = pageOf(inboxRow);

/** One of one's own messages. */
export const messageIdBody = idQuery;

/** An announcement to every staff member of the press (the platform: of every press, or of one). */
export const announceBody = z.object({
  title: plainText(ANNOUNCEMENT_LIMITS.titleMax),
  content: plainText(ANNOUNCEMENT_LIMITS.contentMax),
  /** Platform operators only: one press's staff instead of every press's (ignored for press staff). */
  pressId: idSchema.nullish(),
});

export const announcementListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt'] as const, 'createdAt'),
  /** Platform operators: the announcements they sent to one press. */
  pressId: optionalId,
});

export const announcementRow = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  senderName: z.string(),
  /** The press it went to; null: every press (sent by the platform). */
  pressName: z.string().nullable(),
  recipientCount: z.number(),
  /** Recipients who have read it. */
  readCount: z.number(),
  createdAt: z.string(),
});
export const announcementPage = pageOf(announcementRow);
