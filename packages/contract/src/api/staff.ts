import { z } from 'zod';
import { idVersionBody } from '../schemas/presses.ts';
import {
  staffExportQuery,
  staffListQuery,
  staffPage,
  staffResetPwdBody,
  staffSaveBody,
  staffSaveResult,
  staffUpdateBody,
} from '../schemas/staff.ts';
import { defineCall } from './define.ts';

/** Staff of the press (userManagement). */
const area = 'organizationalManagement.userManagement';
const tags = ['staff'] as const;

export const staffList = defineCall({
  method: 'GET',
  path: '/sys/user/list',
  access: { permission: area },
  tags,
  summary: 'Staff list',
  query: staffListQuery,
  response: staffPage,
});

export const staffSave = defineCall({
  method: 'POST',
  path: '/sys/user/save',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Add a person; the initial password goes by SMS',
  body: staffSaveBody,
  response: staffSaveResult,
});

export const staffUpdate = defineCall({
  method: 'PUT',
  path: '/sys/user/update',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Edit a person, their roles and journals',
  body: staffUpdateBody,
  response: z.null(),
});

export const staffDisable = defineCall({
  method: 'POST',
  path: '/sys/user/disable',
  access: { permission: `${area}.disable` },
  tags,
  summary: 'Disable a person (their sessions end)',
  body: idVersionBody,
  response: z.null(),
});

export const staffEnable = defineCall({
  method: 'POST',
  path: '/sys/user/enable',
  access: { permission: `${area}.disable` },
  tags,
  summary: 'Enable a person',
  body: idVersionBody,
  response: z.null(),
});

export const staffResetPwd = defineCall({
  method: 'POST',
  path: '/sys/user/resetPwd',
  access: { permission: `${area}.resetPwd` },
  tags,
  summary: 'Reset a person’s password: a temporary one goes to their phone',
  body: staffResetPwdBody,
  response: z.null(),
});

export const staffExport = defineCall({
  method: 'GET',
  path: '/sys/user/export',
  access: { permission: `${area}.export` },
  tags,
  summary: 'Staff as an .xlsx file (same filters as the list)',
  query: staffExportQuery,
  response: 'file',
});
