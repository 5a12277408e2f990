import * as site from '@jb/contract/api/authorSite';
import * as staffCalls from '@jb/contract/api/manuscripts';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import { confirmPrepaidRemittance } from '../orders/confirmRemittance.ts';
import { listRemittances } from '../orders/remittances.ts';
import { staff } from '../workflow/actor.ts';
import { applyAction, applyBatch } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { authorManuscriptDetail, siteJournalInfo } from './authorSite.ts';
import { exportManuscripts } from './export.ts';
import { modifyManuscript } from './modify.ts';
import { authorManuscripts, submitManuscript } from './service.ts';
import { enterManuscript } from './staffEntry.ts';
import { listManuscripts, manuscriptDetail } from './staffQueries.ts';

/** Manuscripts as their authors submit and follow them, and as staff find and move them. */
export function manuscriptRoutes(deps: WorkflowDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, site.authorSubmit, ({ author, body }) => submitManuscript(deps, author, body));
    handle(app, site.authorManuscripts, ({ author }) => authorManuscripts(db, author));
    handle(app, site.authorSiteJournal, ({ query }) =>
      siteJournalInfo(db, query.code ? { code: query.code } : query.journalId!),
    );
    handle(app, site.authorManuscriptDetailCall, ({ author, query }) =>
      authorManuscriptDetail(db, author, query.id),
    );
    handle(app, site.authorStartRevision, ({ author, body }) =>
      applyAction(deps, { kind: 'author', author }, 'startRevision', body),
    );
    handle(app, site.authorSubmitRevision, ({ author, body }) =>
      applyAction(deps, { kind: 'author', author }, 'submitRevision', {
        id: body.id,
        version: body.version,
        note: body.note,
        input: { revision: { fileId: body.fileId, responseFileId: body.responseFileId } },
      }),
    );

    handle(app, staffCalls.manuscriptList, ({ auth, query }) => listManuscripts(db, auth, query));
    handle(app, staffCalls.manuscriptExport, ({ auth, query, reply, lang }) =>
      exportManuscripts(db, auth, query, reply, lang),
    );
    handle(app, staffCalls.staffSubmit, ({ auth, body }) => enterManuscript(deps, auth, body));
    handle(app, staffCalls.manuscriptDetailCall, ({ auth, query }) => manuscriptDetail(db, auth, query.id));
    handle(app, staffCalls.manuscriptUpdate, ({ auth, body }) => modifyManuscript(db, auth, body));
    handle(app, staffCalls.waiveFee, ({ auth, body }) => applyAction(deps, staff(auth), 'waiveFee', body));
    handle(app, staffCalls.waiveFeeBatch, ({ auth, body, lang }) =>
      applyBatch(deps, staff(auth), 'waiveFee', body.items, body.note, lang),
    );
    handle(app, staffCalls.withdrawEntry, ({ auth, body }) =>
      applyAction(deps, staff(auth), 'withdrawEntry', body),
    );
    handle(app, staffCalls.withdrawEntryBatch, ({ auth, body, lang }) =>
      applyBatch(deps, staff(auth), 'withdrawEntry', body.items, body.note, lang),
    );
    handle(app, staffCalls.remittanceList, ({ auth, query }) => listRemittances(db, auth, query));
    handle(app, staffCalls.remittanceConfirm, ({ auth, body }) => confirmPrepaidRemittance(deps, auth, body));
  };
}
