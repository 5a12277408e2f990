import { personalProfile, personalUpdateBody } from '../schemas/personal.ts';
import { defineCall } from './define.ts';

/** My own profile and its edit (/manage/personalData). */
const access = { permission: 'manage.personalData' } as const;
const tags = ['personal'] as const;

export const personalInfo = defineCall({
  method: 'GET',
  path: '/sys/personal/info',
  access,
  tags,
  summary: 'My profile',
  response: personalProfile,
});

export const personalUpdate = defineCall({
  method: 'PUT',
  path: '/sys/personal/info',
  access,
  tags,
  summary: 'Edit my name and phone',
  body: personalUpdateBody,
  response: personalProfile,
});
