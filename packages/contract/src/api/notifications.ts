import { z } from 'zod';
import { idQuery } from '../schemas/list.ts';
import {
  notifyPreview,
  notifyPreviewBody,
  notifyTemplateResetQuery,
  notifyTemplateRow,
  notifyTemplateSaveBody,
  notifyTemplatesQuery,
  notifyTestSendBody,
  notifyTestSendResult,
  outboxDetail,
  outboxListQuery,
  outboxPage,
  outboxResendBody,
} from '../schemas/notifications.ts';
import { defineCall } from './define.ts';

/** The wording of the messages the product sends, and the outbox (/editorialReview/notify). */
const area = 'editorialReview.notify';
const edit = { permission: `${area}.edit` };
const tags = ['notifications'] as const;

export const notifyTemplates = defineCall({
  method: 'GET',
  path: '/sys/notify/templates',
  access: { permission: area },
  tags,
  summary: 'Every event with the wording in force per language for my press (or one of its journals)',
  query: notifyTemplatesQuery,
  response: z.array(notifyTemplateRow),
});

export const notifyTemplateSave = defineCall({
  method: 'PUT',
  path: '/sys/notify/template/save',
  access: edit,
  tags,
  summary: 'Save the wording of an event for my press or a journal (variables and syntax checked)',
  body: notifyTemplateSaveBody,
  response: z.object({ version: z.number() }),
});

export const notifyTemplateReset = defineCall({
  method: 'DELETE',
  path: '/sys/notify/template/reset',
  access: edit,
  tags,
  summary: 'Drop the override of an event at the press or journal: the next level’s wording applies',
  query: notifyTemplateResetQuery,
  response: z.null(),
});

export const notifyPreviewCall = defineCall({
  method: 'POST',
  path: '/sys/notify/preview',
  access: { permission: area },
  tags,
  summary: 'Render a wording on a real manuscript of my press (nothing is saved or sent)',
  body: notifyPreviewBody,
  response: notifyPreview,
});

export const notifyTestSend = defineCall({
  method: 'POST',
  path: '/sys/notify/testSend',
  access: edit,
  tags,
  summary: 'Send the saved wording of an event to myself, through the outbox',
  body: notifyTestSendBody,
  response: notifyTestSendResult,
});

export const outboxList = defineCall({
  method: 'GET',
  path: '/sys/outbox/list',
  access: { permission: area },
  tags,
  summary: 'E-mail and SMS of my press as sent (platform operators: all)',
  query: outboxListQuery,
  response: outboxPage,
});

export const outboxDetailCall = defineCall({
  method: 'GET',
  path: '/sys/outbox/detail',
  access: { permission: area },
  tags,
  summary: 'One message as it was sent, with its attempts and the provider’s answer',
  query: idQuery,
  response: outboxDetail,
});

export const outboxResend = defineCall({
  method: 'POST',
  path: '/sys/outbox/resend',
  access: edit,
  tags,
  summary: 'Send a message again by hand (a new outbox row pointing at the original)',
  body: outboxResendBody,
  response: z.object({ id: z.number() }),
});
