import { z } from 'zod';
import { operatorListQuery, operatorSaveBody, operatorUpdateBody } from '../schemas/operators.ts';
import { idVersionBody } from '../schemas/presses.ts';
import { staffPage, staffSaveResult } from '../schemas/staff.ts';
import { defineCall } from './define.ts';

/** Platform operators (operation/administration): people outside any press. */
const area = 'operation.administration';
const tags = ['operators'] as const;

export const operatorList = defineCall({
  method: 'GET',
  path: '/sys/operator/list',
  access: { permission: area },
  tags,
  summary: 'Platform operators',
  query: operatorListQuery,
  response: staffPage,
});

export const operatorSave = defineCall({
  method: 'POST',
  path: '/sys/operator/save',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Add a platform operator; the initial password goes by SMS',
  body: operatorSaveBody,
  response: staffSaveResult,
});

export const operatorUpdate = defineCall({
  method: 'PUT',
  path: '/sys/operator/update',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Edit a platform operator',
  body: operatorUpdateBody,
  response: z.null(),
});

export const operatorDisable = defineCall({
  method: 'POST',
  path: '/sys/operator/disable',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Disable an operator',
  body: idVersionBody,
  response: z.null(),
});

export const operatorEnable = defineCall({
  method: 'POST',
  path: '/sys/operator/enable',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Enable an operator',
  body: idVersionBody,
  response: z.null(),
});
