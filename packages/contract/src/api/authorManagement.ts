import { z } from 'zod';
import {
  authorAddBody,
  authorBlacklistBody,
  authorDetail,
  authorListQuery,
  authorPage,
  authorUpdateBody,
} from '../schemas/authorManagement.ts';
import { idQuery } from '../schemas/list.ts';
import { defineCall } from './define.ts';

/** The press's authors as staff manage them (/operation/authorManagement). */
const area = 'operation.authorManagement';
const tags = ['authors'] as const;

export const authorList = defineCall({
  method: 'GET',
  path: '/sys/author/list',
  // Also the author picker of an entry on an author's behalf (稿件查询 → 录入稿件).
  access: { permission: [area, 'operation.manuscriptManage.enter'] },
  tags,
  summary: 'Authors of the press, by name, phone, e-mail or affiliation',
  query: authorListQuery,
  response: authorPage,
});

export const authorDetailCall = defineCall({
  method: 'GET',
  path: '/sys/author/detail',
  access: { permission: area },
  tags,
  summary: 'One author with their manuscripts, orders and blacklist history',
  query: idQuery,
  response: authorDetail,
});

export const authorAdd = defineCall({
  method: 'POST',
  path: '/sys/author/add',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Register an author on their behalf; the initial password is sent to their phone',
  body: authorAddBody,
  response: z.object({ id: z.number(), initialPassword: z.string() }),
});

export const authorUpdate = defineCall({
  method: 'PUT',
  path: '/sys/author/update',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Edit an author',
  body: authorUpdateBody,
  response: z.null(),
});

export const authorBlacklist = defineCall({
  method: 'POST',
  path: '/sys/author/blacklist',
  access: { permission: `${area}.blacklist` },
  tags,
  summary: 'Blacklist an author (with a reason): they may sign in but not submit',
  body: authorBlacklistBody,
  response: z.null(),
});

export const authorLift = defineCall({
  method: 'POST',
  path: '/sys/author/unblacklist',
  access: { permission: `${area}.blacklist` },
  tags,
  summary: 'Lift an author’s blacklisting (with a reason)',
  body: authorBlacklistBody,
  response: z.null(),
});
