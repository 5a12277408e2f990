import { z } from 'zod';
import { authorMessagePage, authorMessageQuery, authorMessageReadBody } from '../schemas/authorMessages.ts';
import { defineCall } from './define.ts';

/** 我的消息 on the author site: only the signed-in author's own messages. */
const tags = ['messages'] as const;

export const authorMessageList = defineCall({
  method: 'GET',
  path: '/author/message/list',
  access: 'author',
  tags,
  summary: 'The author’s system messages, newest first, with the unread count',
  query: authorMessageQuery,
  response: authorMessagePage,
});

export const authorMessageRead = defineCall({
  method: 'POST',
  path: '/author/message/read',
  access: 'author',
  tags,
  summary: 'Mark the author’s messages read (the named ones, or all)',
  body: authorMessageReadBody,
  response: z.object({ unread: z.number() }),
});
