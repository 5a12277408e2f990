import { z } from 'zod';
import {
  columnAddBody,
  columnListQuery,
  columnRow,
  columnSortBody,
  columnUpdateBody,
} from '../schemas/columns.ts';
import { defineCall } from './define.ts';

/** Columns (programs) of a journal: add, rename, reorder, enable and disable (programManage). */
const area = 'operation.programManage';
const edit = { permission: `${area}.edit` };
const tags = ['columns'] as const;

export const columnList = defineCall({
  method: 'GET',
  path: '/sys/program/list',
  // Column managers, and those who pick a manuscript's column (the list filter, Modify).
  access: { permission: [area, 'operation.manuscriptManage', 'operation.Modify'] },
  tags,
  summary: 'Columns of a journal in their order',
  query: columnListQuery,
  response: z.array(columnRow),
});

export const columnAdd = defineCall({
  method: 'POST',
  path: '/sys/program/add',
  access: edit,
  tags,
  summary: 'Add a column at the end',
  body: columnAddBody,
  response: z.object({ id: z.number() }),
});

export const columnUpdate = defineCall({
  method: 'PUT',
  path: '/sys/program/update',
  access: edit,
  tags,
  summary: 'Rename, enable or disable a column',
  body: columnUpdateBody,
  response: z.null(),
});

export const columnSort = defineCall({
  method: 'PUT',
  path: '/sys/program/sort',
  access: edit,
  tags,
  summary: 'Put a journal’s columns in a new order (all ids, in order)',
  body: columnSortBody,
  response: z.null(),
});
