import { z } from 'zod';
import {
  authorMarkReadBody,
  authorSendMessageBody,
  authorThreadQuery,
  conversationMessage,
  markReadBody,
  sendMessageBody,
  threadPage,
  threadQuery,
  threadSummary,
  threadsQuery,
} from '../schemas/conversation.ts';
import { defineCall } from './define.ts';

/**
 * The conversation on a manuscript (SPEC §7 "chat messages"): staff who may see the manuscript and
 * its author write in the author thread; each side sees what the other has read.
 */
const tags = ['conversation'] as const;
const READ = 'operation.articleDetail';
const WRITE = 'operation.articleDetail.message';

export const conversationThreads = defineCall({
  method: 'GET',
  path: '/sys/article/conversation/threads',
  access: { permission: READ },
  tags,
  summary: 'The threads of a manuscript’s conversation, with what the caller has not read',
  query: threadsQuery,
  response: z.array(threadSummary),
});

export const conversationMessages = defineCall({
  method: 'GET',
  path: '/sys/article/conversation/messages',
  access: { permission: READ },
  tags,
  summary: 'A page of one thread, newest page first, oldest first within it',
  query: threadQuery,
  response: threadPage,
});

export const conversationSend = defineCall({
  method: 'POST',
  path: '/sys/article/conversation/send',
  access: { permission: WRITE },
  tags,
  summary: 'Write in a thread (the other side is e-mailed when away)',
  body: sendMessageBody,
  response: conversationMessage,
});

export const conversationRead = defineCall({
  method: 'POST',
  path: '/sys/article/conversation/read',
  access: { permission: READ },
  tags,
  summary: 'Mark a thread read up to a message',
  body: markReadBody,
  response: z.null(),
});

export const authorConversationMessages = defineCall({
  method: 'GET',
  path: '/author/manuscript/conversation',
  access: 'author',
  tags,
  summary: 'A page of the conversation with the editorial office on one of the author’s manuscripts',
  query: authorThreadQuery,
  response: threadPage,
});

export const authorConversationSend = defineCall({
  method: 'POST',
  path: '/author/manuscript/conversation/send',
  access: 'author',
  tags,
  summary: 'Write to the editorial office about one of the author’s manuscripts',
  body: authorSendMessageBody,
  response: conversationMessage,
});

export const authorConversationRead = defineCall({
  method: 'POST',
  path: '/author/manuscript/conversation/read',
  access: 'author',
  tags,
  summary: 'Mark the conversation read up to a message',
  body: authorMarkReadBody,
  response: z.null(),
});
