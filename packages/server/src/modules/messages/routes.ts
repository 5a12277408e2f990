import { unreadQuery } from '@jb/contract/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import type { UnreadCache } from '../../platform/changeCache.ts';
import { errors } from '../../platform/errors.ts';
import { cachedUnreadCount } from './service.ts';

export function messageRoutes(db: Db, cache: UnreadCache): FastifyPluginAsyncZod {
  return async (app) => {
    /** SPEC §7 "unread messages": takes a person id, answers `{ resultCode: "200", data: count }`. */
    app.get(
      '/sys/message/unread',
      {
        config: { access: 'session' },
        schema: {
          tags: ['messages'],
          summary: 'Unread message count of a person (only oneself)',
          querystring: unreadQuery,
          response: { 200: z.object({ resultCode: z.literal('200'), data: z.number() }) },
        },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        if (request.query.perId !== auth.userId) throw errors.notFound();
        return { resultCode: '200' as const, data: await cachedUnreadCount(db, cache, auth.userId) };
      },
    );
  };
}
