import * as logistics from '@jb/contract/api/logistics';
import * as calls from '@jb/contract/api/mailing';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { createBatch, deleteBatch, enterTracking } from './batches.ts';
import { expressCompanyOptions, payBatchOrders } from './logistics.ts';
import { mailingDetail, mailingIssues } from './queries.ts';
import { addRecipient, generateRecipients, removeRecipient, updateRecipient } from './recipients.ts';
import { refreshTracking } from './refresh.ts';
import type { TrackingProvider } from './tracking.ts';
import { importTracking } from './trackingImport.ts';

export interface MailingDeps {
  db: Db;
  tracking: TrackingProvider | null;
}

/** Mailing of printed issues: recipients, batches, tracking numbers and states (docs/production.md). */
export function mailingRoutes(deps: MailingDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.mailingIssues, ({ auth, query }) => mailingIssues(db, auth, query));
    handle(app, calls.mailingDetail, ({ auth, query }) =>
      mailingDetail(db, auth, query.issueId, deps.tracking !== null),
    );
    handle(app, calls.generateRecipients, ({ auth, body }) => generateRecipients(db, auth, body.issueId));
    handle(app, calls.addRecipient, ({ auth, body }) => addRecipient(db, auth, body));
    handle(app, calls.updateRecipient, ({ auth, body }) => updateRecipient(db, auth, body));
    handle(app, calls.removeRecipient, ({ auth, query }) => removeRecipient(db, auth, query));
    handle(app, calls.createBatch, ({ auth, body }) => createBatch(db, auth, body));
    handle(app, calls.deleteBatch, ({ auth, query }) => deleteBatch(db, auth, query.id));
    handle(app, calls.enterTracking, ({ auth, body }) => enterTracking(db, auth, body));
    handle(app, calls.importTracking, ({ auth, query, req }) => importTracking(db, auth, req, query.issueId));
    handle(app, calls.refreshTracking, ({ auth, body }) =>
      refreshTracking({ db, tracking: deps.tracking, log: app.log }, auth, body.batchId),
    );
  };
}

/** Reads a form body's fields (the logistics calls' `application/x-www-form-urlencoded` posts). */
function parseForm(_req: unknown, body: string, done: (err: Error | null, value?: unknown) => void) {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

/**
 * SPEC §7's logistics service at its own paths (`/api/zw-logistics/...`): form posts, with the same
 * wire (signature, session, permission) as every call; the form parser serves only these routes.
 */
export function logisticsRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
    handle(app, logistics.expressCompanyOptions, ({ auth }) => expressCompanyOptions(db, auth));
    handle(app, logistics.payBatchOrders, ({ auth, body }) => payBatchOrders(db, auth, body.payBatchId));
  };
}
