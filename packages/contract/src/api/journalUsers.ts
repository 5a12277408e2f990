import { z } from 'zod';
import {
  journalUserBody,
  journalUserPage,
  journalUserQuery,
  journalUserRemoveQuery,
} from '../schemas/journalUsers.ts';
import { defineCall } from './define.ts';

/** Who works on each journal (manage.journalUser). */
const area = 'manage.journalUser';
const tags = ['journal staff'] as const;

export const journalUserList = defineCall({
  method: 'GET',
  path: '/sys/journalUser/list',
  access: { permission: area },
  tags,
  summary: 'Who works on each journal',
  query: journalUserQuery,
  response: journalUserPage,
});

export const journalUserAdd = defineCall({
  method: 'POST',
  path: '/sys/journalUser/add',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Put people on a journal',
  body: journalUserBody,
  response: z.null(),
});

export const journalUserRemove = defineCall({
  method: 'DELETE',
  path: '/sys/journalUser/remove',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Take a person off a journal',
  query: journalUserRemoveQuery,
  response: z.null(),
});
