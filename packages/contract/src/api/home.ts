import { homeSummary as homeSummarySchema } from '../schemas/personal.ts';
import { defineCall } from './define.ts';

/** The home screen of a signed-in person (/manage/welcome). */
export const homeSummary = defineCall({
  method: 'GET',
  path: '/sys/home/summary',
  access: 'session',
  tags: ['home'],
  summary: 'My summary for the home screen',
  response: homeSummarySchema,
});
