import { z } from 'zod';
import { idQuery } from '../schemas/list.ts';
import {
  idVersionBody,
  pressDetail as pressDetailSchema,
  pressListQuery,
  pressPage,
  pressSaveBody,
  pressSaveQuery,
  pressSaveResult,
  pressUpdateBody,
} from '../schemas/presses.ts';
import { defineCall } from './define.ts';

/** Presses (corporate management): the platform operator's list of tenants. */
const area = 'manage.corporateManagement';
const tags = ['presses'] as const;

export const pressList = defineCall({
  method: 'GET',
  path: '/sys/press/list',
  access: { permission: area },
  tags,
  summary: 'Press list',
  query: pressListQuery,
  response: pressPage,
});

export const pressDetail = defineCall({
  method: 'GET',
  path: '/sys/press/detail',
  access: { permission: area },
  tags,
  summary: 'Press detail',
  query: idQuery,
  response: pressDetailSchema,
});

export const pressSave = defineCall({
  method: 'POST',
  path: '/sys/press/save',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Create a press and its first administrator (userName and phone in the query, SPEC §3)',
  query: pressSaveQuery,
  body: pressSaveBody,
  response: pressSaveResult,
});

export const pressUpdate = defineCall({
  method: 'PUT',
  path: '/sys/press/update',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Edit a press',
  body: pressUpdateBody,
  response: z.null(),
});

export const pressDisable = defineCall({
  method: 'POST',
  path: '/sys/press/disable',
  access: { permission: `${area}.disable` },
  tags,
  summary: 'Disable a press: its staff are signed out and cannot sign in',
  body: idVersionBody,
  response: z.null(),
});

export const pressEnable = defineCall({
  method: 'POST',
  path: '/sys/press/enable',
  access: { permission: `${area}.disable` },
  tags,
  summary: 'Enable a press again',
  body: idVersionBody,
  response: z.null(),
});
