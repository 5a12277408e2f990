import { loginRecordExportQuery, loginRecordPage, loginRecordQuery } from '../schemas/loginRecords.ts';
import { defineCall } from './define.ts';

/** Sign-in records (manage.webLoginRecord). */
const area = 'manage.webLoginRecord';
const tags = ['sign-in records'] as const;

export const loginRecordList = defineCall({
  method: 'GET',
  path: '/sys/loginRecord/list',
  access: { permission: area },
  tags,
  summary: 'Sign-in records',
  query: loginRecordQuery,
  response: loginRecordPage,
});

export const loginRecordExport = defineCall({
  method: 'GET',
  path: '/sys/loginRecord/export',
  access: { permission: `${area}.export` },
  tags,
  summary: 'Sign-in records as an .xlsx file (same filters as the list)',
  query: loginRecordExportQuery,
  response: 'file',
});
