import { unreadCount } from '@jb/contract/api/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { UnreadCache } from '../../platform/changeCache.ts';
import { errors } from '../../platform/errors.ts';
import { cachedUnreadCount } from './service.ts';

/** The unread count; the wire has synced its cache with the other processes' changes by then. */
export function messageRoutes(db: Db, cache: UnreadCache): FastifyPluginAsync {
  return async (app) => {
    handle(app, unreadCount, async ({ auth, query }) => {
      if (query.perId !== auth.userId) throw errors.notFound();
      return { resultCode: '200' as const, data: await cachedUnreadCount(db, cache, auth.userId) };
    });
  };
}
