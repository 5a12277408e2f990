import * as calls from '@jb/contract/api/notifications';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Notifier } from './notifier.ts';
import { listOutbox, type OutboxView, outboxMessage } from './outboxQueries.ts';
import { previewWording, testSend } from './preview.ts';
import { resendMessage } from './resend.ts';
import { listWordings, resetWording, saveWording } from './templates.ts';

export interface NotificationDeps {
  db: Db;
  jobs: Jobs;
  notifier: Notifier;
  /** Whether codes in the outbox are shown as sent (platform/demoMode.ts). */
  demo: boolean;
}

/** /editorialReview/notify: the wording of every event, its preview and test, and the outbox. */
export function notificationRoutes(deps: NotificationDeps): FastifyPluginAsync {
  const { db, jobs, notifier } = deps;
  const view: OutboxView = { demo: deps.demo };
  return async (app) => {
    handle(app, calls.notifyTemplates, ({ auth, query }) => listWordings(db, auth, query));
    handle(app, calls.notifyTemplateSave, ({ auth, body }) => saveWording(db, auth, body));
    handle(app, calls.notifyTemplateReset, ({ auth, query }) => resetWording(db, auth, query));
    handle(app, calls.notifyPreviewCall, ({ auth, body }) => previewWording(db, notifier, auth, body));
    handle(app, calls.notifyTestSend, ({ auth, body }) => testSend(db, notifier, auth, body));
    handle(app, calls.outboxList, ({ auth, query }) => listOutbox(db, auth, view, query));
    handle(app, calls.outboxDetailCall, ({ auth, query }) => outboxMessage(db, auth, view, query.id));
    handle(app, calls.outboxResend, ({ auth, body }) => resendMessage(db, jobs, auth, body.id));
  };
}
