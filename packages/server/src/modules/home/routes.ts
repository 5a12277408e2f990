import { homeSummary as homeSummarySchema } from '@jb/contract/schemas/personal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { envelope, ok } from '../../platform/http.ts';
import { homeSummary } from './service.ts';

export function homeRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/home/summary',
      {
        config: { access: 'session' },
        schema: {
          tags: ['home'],
          summary: 'My summary for the home screen',
          response: { 200: envelope(homeSummarySchema) },
        },
      },
      async (request) => ok(await homeSummary(db, requireAuth(request.auth), request.lang), request.lang),
    );
  };
}
