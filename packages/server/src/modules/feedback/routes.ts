import * as calls from '@jb/contract/api/feedback';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { errors } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/kv.ts';
import { type FileDeps, sendFile, upload } from '../files/service.ts';
import { closeFeedback, replyFeedback } from './manage.ts';
import { feedbackDetail, feedbackFile, listFeedback } from './queries.ts';
import { sendFeedback } from './send.ts';

/** Feedback: sent by staff and authors, listed, answered and closed by administrators. */
export function feedbackRoutes(deps: { db: Db; kv: KvStore; files: FileDeps }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.feedbackUpload, ({ auth, req }) => {
      // Stored files belong to a press; a platform operator's feedback goes without one.
      if (auth.pressId === null) throw errors.field('file', 'file.kind');
      return upload(deps.files, req, { pressId: auth.pressId, type: 'staff', id: auth.userId }, 'feedback');
    });
    handle(app, calls.feedbackSend, ({ auth, body }) =>
      sendFeedback(deps, { kind: 'staff', userId: auth.userId, pressId: auth.pressId }, body),
    );
    handle(app, calls.authorFeedbackSend, ({ author, body }) =>
      sendFeedback(deps, { kind: 'author', authorId: author.authorId, pressId: author.pressId }, body),
    );
    handle(app, calls.feedbackList, ({ auth, query }) => listFeedback(db, auth, query));
    handle(app, calls.feedbackDetailCall, ({ auth, query }) => feedbackDetail(db, auth, query.id));
    handle(app, calls.feedbackAttachment, async ({ auth, query, reply }) =>
      sendFile(deps.files, reply, await feedbackFile(db, auth, query.id)),
    );
    handle(app, calls.feedbackReply, ({ auth, body }) => replyFeedback(db, auth, body));
    handle(app, calls.feedbackClose, ({ auth, body }) => closeFeedback(db, auth, body));
  };
}
