import { z } from 'zod';
import { rangeCheckResult, unitLevel, unitLevelListQuery, unitLevelsBody } from '../schemas/unitLevels.ts';
import { defineCall } from './define.ts';

/** Unit levels with numeric ranges (gradeManage); saving runs SPEC §5's range check first. */
const area = 'manage.gradeManage';
const tags = ['unit levels'] as const;

export const unitLevelList = defineCall({
  method: 'GET',
  path: '/sys/unitLevel/list',
  access: { permission: area },
  tags,
  summary: 'Unit levels of a press',
  query: unitLevelListQuery,
  response: z.array(unitLevel),
});

export const unitLevelCheck = defineCall({
  method: 'POST',
  path: '/sys/unitLevel/check',
  access: { permission: area },
  tags,
  summary: 'Run the range check (0 valid, 1 overlap, 2 start after end, 3 gap)',
  body: unitLevelsBody,
  response: rangeCheckResult,
});

export const unitLevelSave = defineCall({
  method: 'PUT',
  path: '/sys/unitLevel/save',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Replace the unit levels after the range check',
  body: unitLevelsBody,
  response: z.null(),
});
