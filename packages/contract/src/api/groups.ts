import { z } from 'zod';
import {
  groupCreateBody,
  groupDetail as groupDetailSchema,
  groupListQuery,
  groupPage,
  groupUpdateBody,
} from '../schemas/groups.ts';
import { idQuery, idVersionQuery } from '../schemas/list.ts';
import { defineCall } from './define.ts';

/** Editor groups (groupsManagement), used by one-key allocation. */
const area = 'organizationalManagement.groupsManagement';
const tags = ['editor groups'] as const;

export const groupList = defineCall({
  method: 'GET',
  path: '/sys/group/list',
  access: { permission: area },
  tags,
  summary: 'Editor groups',
  query: groupListQuery,
  response: groupPage,
});

export const groupDetail = defineCall({
  method: 'GET',
  path: '/sys/group/detail',
  access: { permission: area },
  tags,
  summary: 'An editor group with its members',
  query: idQuery,
  response: groupDetailSchema,
});

export const groupSave = defineCall({
  method: 'POST',
  path: '/sys/group/save',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Add an editor group with members, weights and caps',
  body: groupCreateBody,
  response: z.object({ id: z.number() }),
});

export const groupUpdate = defineCall({
  method: 'PUT',
  path: '/sys/group/update',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Edit an editor group and its members',
  body: groupUpdateBody,
  response: z.null(),
});

export const groupDelete = defineCall({
  method: 'DELETE',
  path: '/sys/group/delete',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Delete an editor group',
  query: idVersionQuery,
  response: z.null(),
});
