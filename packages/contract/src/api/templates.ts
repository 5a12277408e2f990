import { z } from 'zod';
import { idVersionQuery } from '../schemas/list.ts';
import {
  auditTemplateListQuery,
  auditTemplateRow,
  auditTemplateSaveBody,
  auditTemplateUpdateBody,
} from '../schemas/templates.ts';
import { defineCall } from './define.ts';

/** Templates of review opinions per stage (auditTemplate), offered when auditing. */
const area = 'manage.auditTemplate';
const edit = { permission: `${area}.edit` };
const tags = ['review templates'] as const;

export const auditTemplateList = defineCall({
  method: 'GET',
  path: '/sys/auditTemplate/list',
  access: { permission: [area, 'organizationalManagement.auditProcess'] },
  tags,
  summary: 'Review templates of my press',
  query: auditTemplateListQuery,
  response: z.array(auditTemplateRow),
});

export const auditTemplateSave = defineCall({
  method: 'POST',
  path: '/sys/auditTemplate/save',
  access: edit,
  tags,
  summary: 'Add a review template',
  body: auditTemplateSaveBody,
  response: z.object({ id: z.number() }),
});

export const auditTemplateUpdate = defineCall({
  method: 'PUT',
  path: '/sys/auditTemplate/update',
  access: edit,
  tags,
  summary: 'Edit a review template',
  body: auditTemplateUpdateBody,
  response: z.null(),
});

export const auditTemplateDelete = defineCall({
  method: 'DELETE',
  path: '/sys/auditTemplate/delete',
  access: edit,
  tags,
  summary: 'Delete a review template',
  query: idVersionQuery,
  response: z.null(),
});
