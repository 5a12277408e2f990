import * as calls from '@jb/contract/api/conversation';
import type { Thread } from '@jb/contract/schemas/conversation';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from '../../platform/access.ts';
import { handle } from '../../platform/calls.ts';
import { type FileDeps, sendFile, threadFile, upload } from '../files/service.ts';
import { authorScope, staffScope } from './queries.ts';
import {
  type ConversationDeps,
  postMessage,
  readThread,
  staffThreads,
  threadPage,
  type Viewer,
} from './service.ts';
import { authorThreadRef, expertThreadScope, staffThreadRef } from './threads.ts';

const WRITE = 'operation.articleDetail.message';

const staffViewer = (auth: AuthContext): Viewer => ({
  side: 'staff',
  userId: auth.userId,
  canPost: auth.permissions.has(WRITE),
});

/**
 * The conversation on a manuscript: staff in scope of the manuscript (every thread), its author
 * (the author thread only) and each invited expert (their own thread, in the expert area).
 */
export function conversationRoutes(deps: ConversationDeps & { files: FileDeps }): FastifyPluginAsync {
  const { db } = deps;
  /** The manuscript and thread a staff call names (another press's or another manuscript's: 404). */
  const staffThread = async (auth: AuthContext, q: { manuscriptId: number; thread: Thread }) => {
    const scope = await staffScope(db, auth, q.manuscriptId);
    return { scope, ref: await staffThreadRef(db, scope, q.thread) };
  };
  return async (app) => {
    handle(app, calls.conversationThreads, async ({ auth, query }) =>
      staffThreads(db, await staffScope(db, auth, query.manuscriptId), auth.userId),
    );
    handle(app, calls.conversationMessages, async ({ auth, query }) => {
      const { scope, ref } = await staffThread(auth, query);
      return threadPage(db, scope, ref, staffViewer(auth), query);
    });
    handle(app, calls.conversationSend, async ({ auth, body }) => {
      const { scope, ref } = await staffThread(auth, body);
      return postMessage(deps, scope, ref, staffViewer(auth), body);
    });
    handle(app, calls.conversationRead, async ({ auth, body }) => {
      const { scope, ref } = await staffThread(auth, body);
      return readThread(db, scope, ref, staffViewer(auth), body.lastReadId);
    });

    // The author's calls are fixed to the author thread: no expert thread is reachable from them.
    const authorViewer = (authorId: number): Viewer => ({ side: 'author', authorId });
    handle(app, calls.authorConversationMessages, async ({ author, query }) =>
      threadPage(
        db,
        await authorScope(db, author, query.manuscriptId),
        authorThreadRef,
        authorViewer(author.authorId),
        query,
      ),
    );
    handle(app, calls.authorConversationSend, async ({ author, body }) =>
      postMessage(
        deps,
        await authorScope(db, author, body.manuscriptId),
        authorThreadRef,
        authorViewer(author.authorId),
        body,
      ),
    );
    handle(app, calls.authorConversationRead, async ({ author, body }) =>
      readThread(
        db,
        await authorScope(db, author, body.manuscriptId),
        authorThreadRef,
        authorViewer(author.authorId),
        body.lastReadId,
      ),
    );

    // The expert's calls are fixed to the thread of their own invitation.
    const expertViewer = (auth: AuthContext): Viewer => ({ side: 'expert', userId: auth.userId });
    handle(app, calls.expertConversationMessages, async ({ auth, query }) => {
      const { scope, ref } = await expertThreadScope(db, auth, query.invitationId);
      return threadPage(db, scope, ref, expertViewer(auth), query);
    });
    handle(app, calls.expertConversationSend, async ({ auth, body }) => {
      const { scope, ref } = await expertThreadScope(db, auth, body.invitationId);
      return postMessage(deps, scope, ref, expertViewer(auth), body);
    });
    handle(app, calls.expertConversationRead, async ({ auth, body }) => {
      const { scope, ref } = await expertThreadScope(db, auth, body.invitationId);
      return readThread(db, scope, ref, expertViewer(auth), body.lastReadId);
    });
    handle(app, calls.expertConversationUpload, async ({ auth, query, req }) => {
      const { scope } = await expertThreadScope(db, auth, query.invitationId);
      return upload(deps.files, req, { pressId: scope.pressId, type: 'staff', id: auth.userId }, 'message');
    });
    handle(app, calls.expertConversationFile, async ({ auth, query, reply }) => {
      const { scope, ref } = await expertThreadScope(db, auth, query.invitationId);
      return sendFile(deps.files, reply, await threadFile(db, scope.id, ref.key, query.fileId));
    });
  };
}
