import { z } from 'zod';
import {
  feedbackCloseBody,
  feedbackDetail,
  feedbackListQuery,
  feedbackPage,
  feedbackReplyBody,
  feedbackSendBody,
} from '../schemas/feedback.ts';
import { uploadedFile } from '../schemas/files.ts';
import { idQuery } from '../schemas/list.ts';
import { defineCall } from './define.ts';

/** Feedback (SPEC §1, /manage/userFeel): sent from either site's header, answered by administrators. */
const area = 'manage.userFeel';
const tags = ['feedback'] as const;
const sent = z.object({ id: z.number() });

export const feedbackUpload = defineCall({
  method: 'POST',
  path: '/sys/feedback/upload',
  access: 'session',
  tags,
  summary: 'Upload a screenshot or file to go with one’s feedback (png, jpg or pdf, judged by content)',
  upload: true,
  response: uploadedFile,
});

export const feedbackSend = defineCall({
  method: 'POST',
  path: '/sys/feedback/send',
  access: 'session',
  tags,
  summary: 'Send feedback as staff (to one’s press; a platform operator’s goes to the platform)',
  body: feedbackSendBody,
  response: sent,
});

export const authorFeedbackSend = defineCall({
  method: 'POST',
  path: '/author/feedback/send',
  access: 'author',
  tags,
  summary: 'Send feedback as an author to the press of the journal’s site (a file uploaded as kind feedback)',
  body: feedbackSendBody,
  response: sent,
});

export const feedbackList = defineCall({
  method: 'GET',
  path: '/sys/feedback/list',
  access: { permission: area },
  tags,
  summary: 'Feedback of the press (the platform: of every press), by status, type, sender, time and text',
  query: feedbackListQuery,
  response: feedbackPage,
});

export const feedbackDetailCall = defineCall({
  method: 'GET',
  path: '/sys/feedback/detail',
  access: { permission: area },
  tags,
  summary: 'One feedback with its text, attachment and reply',
  query: idQuery,
  response: feedbackDetail,
});

export const feedbackAttachment = defineCall({
  method: 'GET',
  path: '/sys/feedback/attachment',
  access: { permission: area },
  tags,
  summary: 'Open the file sent with a feedback (by the feedback’s id)',
  query: idQuery,
  response: 'file',
});

export const feedbackReply = defineCall({
  method: 'POST',
  path: '/sys/feedback/reply',
  access: { permission: `${area}.reply` },
  tags,
  summary: 'Reply at the version seen; the reply reaches the sender as a system message',
  body: feedbackReplyBody,
  response: z.null(),
});

export const feedbackClose = defineCall({
  method: 'POST',
  path: '/sys/feedback/close',
  access: { permission: `${area}.reply` },
  tags,
  summary: 'Close a feedback at the version seen',
  body: feedbackCloseBody,
  response: z.null(),
});
