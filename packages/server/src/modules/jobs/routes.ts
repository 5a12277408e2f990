import * as calls from '@jb/contract/api/jobs';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { listFailedJobs, retryFailedJob } from './failedJobs.ts';

/** /manage/jobs: failed background jobs and their retry (platform operators only). */
export function jobRoutes(db: Db, jobs: Jobs): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.failedJobList, ({ query }) => listFailedJobs(db, query));
    handle(app, calls.jobRetry, ({ body }) => retryFailedJob(db, jobs, body));
  };
}
