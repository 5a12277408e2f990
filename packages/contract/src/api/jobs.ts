import { z } from 'zod';
import { failedJobListQuery, failedJobPage, jobRetryBody } from '../schemas/jobs.ts';
import { defineCall } from './define.ts';

/** Background jobs that failed, for platform operators (/manage/jobs). */
const area = 'manage.jobs';
const tags = ['jobs'] as const;

export const failedJobList = defineCall({
  method: 'GET',
  path: '/sys/jobs/failed',
  access: { permission: area },
  tags,
  summary: 'Background jobs that failed after their last retry, with their error',
  query: failedJobListQuery,
  response: failedJobPage,
});

export const jobRetry = defineCall({
  method: 'POST',
  path: '/sys/jobs/retry',
  access: { permission: `${area}.retry` },
  tags,
  summary: 'Run a failed job again (one more try)',
  body: jobRetryBody,
  response: z.null(),
});
