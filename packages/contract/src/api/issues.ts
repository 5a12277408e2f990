import { z } from 'zod';
import {
  issueAddBody,
  issueEventRow,
  issueExportQuery,
  issueGenerateBody,
  issueListQuery,
  issueRecordsQuery,
  issueRow,
  issueUpdateBody,
} from '../schemas/issues.ts';
import { defineCall } from './define.ts';

/** Issues (periods) of a journal and their audit records (periodicalManage, SPEC §5). */
const area = 'operation.periodicalManage';
const edit = { permission: `${area}.edit` };
const tags = ['issues'] as const;

export const issueList = defineCall({
  method: 'GET',
  path: '/sys/period/list',
  access: { permission: area },
  tags,
  summary: 'Issues of a journal',
  query: issueListQuery,
  response: z.array(issueRow),
});

export const issueAdd = defineCall({
  method: 'POST',
  path: '/sys/period/add',
  access: edit,
  tags,
  summary: 'Add an issue (add-period mode)',
  body: issueAddBody,
  response: z.object({ id: z.number() }),
});

export const issueUpdate = defineCall({
  method: 'PUT',
  path: '/sys/period/update',
  access: edit,
  tags,
  summary: 'Update an issue (update mode)',
  body: issueUpdateBody,
  response: z.null(),
});

export const issueGenerate = defineCall({
  method: 'POST',
  path: '/sys/period/generate',
  access: edit,
  tags,
  summary: 'Make a year of issues from the journal’s frequency',
  body: issueGenerateBody,
  response: z.object({ created: z.number(), total: z.number() }),
});

export const issueRecords = defineCall({
  method: 'GET',
  path: '/sys/period/records',
  access: { permission: area },
  tags,
  summary: 'Audit records of an issue',
  query: issueRecordsQuery,
  response: z.array(issueEventRow),
});

export const issueExport = defineCall({
  method: 'GET',
  path: '/sys/period/export',
  access: { permission: area },
  tags,
  summary: 'Issues of a journal as an .xlsx file',
  query: issueExportQuery,
  response: 'file',
});
