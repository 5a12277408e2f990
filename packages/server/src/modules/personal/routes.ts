import { personalProfile, personalUpdateBody } from '@jb/contract/schemas/personal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { envelope, ok } from '../../platform/http.ts';
import { profile, updateProfile } from './service.ts';

const access = { permission: 'manage.personalData' };

export function personalRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/personal/info',
      {
        config: { access },
        schema: { tags: ['personal'], summary: 'My profile', response: { 200: envelope(personalProfile) } },
      },
      async (request) => ok(await profile(db, requireAuth(request.auth).userId, request.lang), request.lang),
    );
    app.put(
      '/sys/personal/info',
      {
        config: { access },
        schema: {
          tags: ['personal'],
          summary: 'Edit my name and phone',
          body: personalUpdateBody,
          response: { 200: envelope(personalProfile) },
        },
      },
      async (request) =>
        ok(
          await updateProfile(db, requireAuth(request.auth).userId, request.body, request.lang),
          request.lang,
        ),
    );
  };
}
