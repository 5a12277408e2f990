import { z } from 'zod';
import {
  journalExportQuery,
  journalListQuery,
  journalOption,
  journalOptionsQuery,
  journalPage,
  journalRow,
  journalSaveBody,
  journalUpdateBody,
} from '../schemas/journals.ts';
import { idQuery } from '../schemas/list.ts';
import { defineCall } from './define.ts';

/** Journals (periodicals) of a press: the list, one journal, add and edit (SPEC §7). */
const area = 'manage.periodicalManagement';
const tags = ['journals'] as const;

export const journalOptions = defineCall({
  method: 'GET',
  path: '/sys/journal/options',
  access: 'session',
  tags,
  summary: 'Journals of my press, for choosing in forms',
  query: journalOptionsQuery,
  response: z.array(journalOption),
});

export const journalList = defineCall({
  method: 'GET',
  path: '/sys/periodical/list',
  access: { permission: area },
  tags,
  summary: 'Journal list',
  query: journalListQuery,
  response: journalPage,
});

export const journalDetail = defineCall({
  method: 'GET',
  path: '/sys/periodical/detail',
  access: { permission: area },
  tags,
  summary: 'One journal',
  query: idQuery,
  response: journalRow,
});

export const journalAdd = defineCall({
  method: 'POST',
  path: '/sys/periodical/add',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Add a journal (a draft until journal review passes)',
  body: journalSaveBody,
  response: z.object({ id: z.number() }),
});

export const journalUpdate = defineCall({
  method: 'PUT',
  path: '/sys/periodical/update',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Edit a journal',
  body: journalUpdateBody,
  response: z.null(),
});

export const journalExport = defineCall({
  method: 'GET',
  path: '/sys/periodical/export',
  access: { permission: area },
  tags,
  summary: 'Journals as an .xlsx file',
  query: journalExportQuery,
  response: 'file',
});
