import { z } from 'zod';
import { unreadQuery } from '../schemas/auth.ts';
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
