import { z } from 'zod';
import { unreadQuery } from '../schemas/auth.ts';
import {
  announceBody,
  announcementListQuery,
  announcementPage,
  inboxPage,
  inboxQuery,
  messageIdBody,
} from '../schemas/inbox.ts';
import { defineCall } from './define.ts';

/** SPEC §7 "unread messages": takes a person id, answers `{ resultCode: "200", data: count }` outside the envelope. */
export const unreadCount = defineCall({
  method: 'GET',
  path: '/sys/message/unread',
  access: 'session',
  tags: ['messages'],
  summary: 'Unread message count of a person (only oneself)',
  query: unreadQuery,
  response: z.object({ resultCode: z.literal('200'), data: z.number() }),
  bare: true,
});

const tags = ['messages'] as const;
/** Sending announcements, and the list of those sent with their reading counts. */
export const ANNOUNCE_PERMISSION = 'manage.messageNotification.announce';

export const inboxList = defineCall({
  method: 'GET',
  path: '/sys/message/list',
  access: 'session',
  tags,
  summary: 'The signed-in person’s messages: unread first, then newest; by read state and kind',
  query: inboxQuery,
  response: inboxPage,
});

export const messageMarkRead = defineCall({
  method: 'POST',
  path: '/sys/message/read',
  access: 'session',
  tags,
  summary: 'Mark one of one’s messages read (another person’s is not found)',
  body: messageIdBody,
  response: z.null(),
});

export const messageMarkUnread = defineCall({
  method: 'POST',
  path: '/sys/message/markUnread',
  access: 'session',
  tags,
  summary: 'Mark one of one’s messages unread again',
  body: messageIdBody,
  response: z.null(),
});

export const messageMarkAllRead = defineCall({
  method: 'POST',
  path: '/sys/message/readAll',
  access: 'session',
  tags,
  summary: 'Mark all of one’s messages read; answers how many were unread',
  response: z.object({ marked: z.number() }),
});

export const announce = defineCall({
  method: 'POST',
  path: '/sys/message/announce',
  access: { permission: ANNOUNCE_PERMISSION },
  tags,
  summary: 'Send an announcement to every staff member of the press (the platform: of every press)',
  body: announceBody,
  response: z.object({ id: z.number(), recipientCount: z.number() }),
});

export const announcementList = defineCall({
  method: 'GET',
  path: '/sys/message/announcements',
  access: { permission: ANNOUNCE_PERMISSION },
  tags,
  summary:
    'Announcements sent (of the press; the platform’s for operators) with recipient and reading counts',
  query: announcementListQuery,
  response: announcementPage,
});
