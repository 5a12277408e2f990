import { z } from 'zod';
import { idQuery } from '../schemas/list.ts';
import { subjectAddBody, subjectListQuery, subjectNode, subjectUpdateBody } from '../schemas/subjects.ts';
import { defineCall } from './define.ts';

/** The subject tree used by journals and experts (subjectManage). */
export const SUBJECT_EDIT = 'manage.subjectManage.edit';
const edit = { permission: SUBJECT_EDIT };
const tags = ['subjects'] as const;

export const subjectList = defineCall({
  method: 'GET',
  path: '/sys/subject/list',
  access: 'session',
  tags,
  summary: 'Subjects visible to me, flat with parentId',
  query: subjectListQuery,
  response: z.array(subjectNode),
});

export const subjectAdd = defineCall({
  method: 'POST',
  path: '/sys/subject/add',
  access: edit,
  tags,
  summary: 'Add a subject (under a parent, or at the top)',
  body: subjectAddBody,
  response: z.object({ id: z.number() }),
});

export const subjectUpdate = defineCall({
  method: 'PUT',
  path: '/sys/subject/update',
  access: edit,
  tags,
  summary: 'Rename a subject',
  body: subjectUpdateBody,
  response: z.null(),
});

export const subjectDelete = defineCall({
  method: 'DELETE',
  path: '/sys/subject/delete',
  access: edit,
  tags,
  summary: 'Delete a subject without children that no journal uses',
  query: idQuery,
  response: z.null(),
});
