import { authorMessageList, authorMessageRead } from '@jb/contract/api/authorMessages';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { listAuthorMessages, markAuthorMessagesRead } from './authorInbox.ts';

/** The author site's 我的消息: the signed-in author's own messages. */
export function authorMessageRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, authorMessageList, ({ author, query }) => listAuthorMessages(db, author.authorId, query));
    handle(app, authorMessageRead, ({ author, body }) =>
      markAuthorMessagesRead(db, author.authorId, body.ids),
    );
  };
}
