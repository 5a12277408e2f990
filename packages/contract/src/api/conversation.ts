import { z } from 'zod';
import {
  authorMarkReadBody,
  authorSendMessageBody,
  authorThreadQuery,
  conversationMessage,
  expertInvitationQuery,
  expertMarkReadBody,
  expertMessageFileQuery,
  expertSendMessageBody,
  expertThreadQuery,
  markReadBody,
  sendMessageBody,
  threadPage,
  threadQuery,
  threadSummary,
  threadsQuery,
} from '../schemas/conversation.ts';
import { uploadedFile } from '../schemas/files.ts';
import { defineCall } from './define.ts';

/**
 * The conversation on a manuscript (SPEC §7 "chat messages"): staff who may see the manuscript write
 * with its author in the author thread and with each invited expert in that expert's thread; the
 * author and each expert reach only their own; each side sees what the other has read.
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

/** The expert's own thread with the editorial office, named by their invitation (the expert area). */
const expert = { permission: 'expert' };

export const expertConversationMessages = defineCall({
  method: 'GET',
  path: '/sys/expertArea/conversation',
  access: expert,
  tags,
  summary: 'A page of the expert’s thread with the editorial office on one of their invitations',
  query: expertThreadQuery,
  response: threadPage,
});

export const expertConversationSend = defineCall({
  method: 'POST',
  path: '/sys/expertArea/conversation/send',
  access: expert,
  tags,
  summary: 'Write to the editorial office about an accepted invitation',
  body: expertSendMessageBody,
  response: conversationMessage,
});

export const expertConversationRead = defineCall({
  method: 'POST',
  path: '/sys/expertArea/conversation/read',
  access: expert,
  tags,
  summary: 'Mark the expert’s thread read up to a message',
  body: expertMarkReadBody,
  response: z.null(),
});

export const expertConversationUpload = defineCall({
  method: 'POST',
  path: '/sys/expertArea/conversation/upload',
  access: expert,
  tags,
  summary: 'Upload a message attachment for the thread of an accepted invitation',
  query: expertInvitationQuery,
  upload: true,
  response: uploadedFile,
});

export const expertConversationFile = defineCall({
  method: 'GET',
  path: '/sys/expertArea/conversation/file',
  access: expert,
  tags,
  summary: 'Download an attachment of the expert’s own thread',
  query: expertMessageFileQuery,
  response: 'file',
});
