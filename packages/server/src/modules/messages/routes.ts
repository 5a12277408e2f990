import { unreadCount } from '@jb/contract/api/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { UnreadCache } from '../../platform/changeCache.ts';
import { SHARED_COUNTER } from '../../platform/changeFence.ts';
import { errors } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/kv.ts';
import { cachedUnreadCount } from './service.ts';

/** The unread count; a count another process changed (the shared counter moved) is read fresh. */
export function messageRoutes(db: Db, cache: UnreadCache, kv: KvStore): FastifyPluginAsync {
  return async (app) => {
    handle(app, unreadCount, async ({ auth, query }) => {
      if (query.perId !== auth.userId) throw errors.notFound();
      cache.sync(await kv.counter(SHARED_COUNTER.unread));
      return { resultCode: '200' as const, data: await cachedUnreadCount(db, cache, auth.userId) };
    });
  };
}
