import { z } from 'zod';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/** /manage/jobs: background jobs that ran out of retries (pg-boss state `failed`). */
export const failedJobListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['completedOn', 'createdOn'] as const, 'completedOn'),
  /** The queue's name (exact). */
  queue: textFilter,
});

export const failedJobRow = z.object({
  id: z.string(),
  queue: z.string(),
  /** The job's data as JSON text. */
  data: z.string(),
  /** The error of its last run. */
  error: z.string(),
  retryCount: z.number(),
  retryLimit: z.number(),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type FailedJobRow = z.infer<typeof failedJobRow>;
export const failedJobPage = pageOf(failedJobRow);

export const jobRetryBody = z.object({
  queue: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
  id: z.uuid({ error: 'invalid' }),
});
