import * as calls from '@jb/contract/api/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { UnreadCache } from '../../platform/changeCache.ts';
import { errors } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/kv.ts';
import { listAnnouncements, sendAnnouncement } from './announcements.ts';
import { listInbox, markAllRead, setRead } from './inbox.ts';
import { cachedUnreadCount } from './service.ts';

export interface MessageDeps {
  db: Db;
  unread: UnreadCache;
  /** Counts announcements per sender across processes (rate limit). */
  kv: KvStore;
}

/**
 * One's own inbox (the unread count: the wire has synced its cache with the other processes'
 * changes by then; every write below is announced by the table, migration 0004) and announcements.
 */
export function messageRoutes({ db, unread, kv }: MessageDeps): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.unreadCount, async ({ auth, query }) => {
      if (query.perId !== auth.userId) throw errors.notFound();
      return { resultCode: '200' as const, data: await cachedUnreadCount(db, unread, auth.userId) };
    });
    handle(app, calls.inboxList, ({ auth, query }) => listInbox(db, auth, query));
    handle(app, calls.messageMarkRead, ({ auth, body }) => setRead(db, auth, body.id, true));
    handle(app, calls.messageMarkUnread, ({ auth, body }) => setRead(db, auth, body.id, false));
    handle(app, calls.messageMarkAllRead, ({ auth }) => markAllRead(db, auth));
    handle(app, calls.announce, ({ auth, body }) => sendAnnouncement({ db, kv }, auth, body));
    handle(app, calls.announcementList, ({ auth, query }) => listAnnouncements(db, auth, query));
  };
}
