import * as calls from '@jb/contract/api/conversation';
import { AUTHOR_THREAD } from '@jb/contract/schemas/conversation';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from '../../platform/access.ts';
import { handle } from '../../platform/calls.ts';
import { authorScope, staffScope } from './queries.ts';
import {
  type ConversationDeps,
  postMessage,
  readThread,
  staffThreads,
  threadPage,
  type Viewer,
} from './service.ts';

const WRITE = 'operation.articleDetail.message';

const staffViewer = (auth: AuthContext): Viewer => ({
  side: 'staff',
  userId: auth.userId,
  canPost: auth.permissions.has(WRITE),
});

/** The conversation on a manuscript: staff in scope of the manuscript, and its author. */
export function conversationRoutes(deps: ConversationDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.conversationThreads, async ({ auth, query }) =>
      staffThreads(db, await staffScope(db, auth, query.manuscriptId), auth.userId),
    );
    handle(app, calls.conversationMessages, async ({ auth, query }) =>
      threadPage(db, await staffScope(db, auth, query.manuscriptId), staffViewer(auth), query),
    );
    handle(app, calls.conversationSend, async ({ auth, body }) =>
      postMessage(deps, await staffScope(db, auth, body.manuscriptId), staffViewer(auth), body),
    );
    handle(app, calls.conversationRead, async ({ auth, body }) =>
      readThread(
        db,
        await staffScope(db, auth, body.manuscriptId),
        staffViewer(auth),
        body.thread,
        body.lastReadId,
      ),
    );

    const authorViewer = (authorId: number): Viewer => ({ side: 'author', authorId });
    handle(app, calls.authorConversationMessages, async ({ author, query }) =>
      threadPage(db, await authorScope(db, author, query.manuscriptId), authorViewer(author.authorId), {
        ...query,
        thread: AUTHOR_THREAD,
      }),
    );
    handle(app, calls.authorConversationSend, async ({ author, body }) =>
      postMessage(deps, await authorScope(db, author, body.manuscriptId), authorViewer(author.authorId), {
        ...body,
        thread: AUTHOR_THREAD,
      }),
    );
    handle(app, calls.authorConversationRead, async ({ author, body }) =>
      readThread(
        db,
        await authorScope(db, author, body.manuscriptId),
        authorViewer(author.authorId),
        AUTHOR_THREAD,
        body.lastReadId,
      ),
    );
  };
}
