import * as calls from '@jb/contract/api/scheduling';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import { staff } from '../workflow/actor.ts';
import { applyAction, applyBatch } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { reorderContents, setPlannedPages } from './arrange.ts';
import { issueContents, schedulingIssues, schedulingQueue } from './queries.ts';

/** Scheduling (/editorialReview/manuscriptScheduling): every move through the one `applyAction`. */
export function schedulingRoutes(deps: WorkflowDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.schedulingQueue, ({ auth, query }) => schedulingQueue(db, auth, query));
    handle(app, calls.schedulingIssues, ({ auth, query }) => schedulingIssues(db, auth, query.journalId));
    handle(app, calls.schedulingContents, ({ auth, query }) => issueContents(db, auth, query.issueId));
    handle(app, calls.scheduleManuscripts, ({ auth, body, lang }) =>
      applyBatch(deps, staff(auth), 'schedule', body.items, '', lang, {
        placement: {
          issueId: body.issueId,
          schedulingType: body.schedulingType,
          pages: body.pages,
          confirmOverBudget: body.confirmOverBudget,
        },
      }),
    );
    handle(app, calls.moveToIssue, ({ auth, body }) =>
      applyAction(deps, staff(auth), 'moveIssue', {
        id: body.id,
        version: body.version,
        input: { placement: { issueId: body.issueId, confirmOverBudget: body.confirmOverBudget } },
      }),
    );
    handle(app, calls.setSchedulingType, ({ auth, body }) =>
      applyAction(deps, staff(auth), 'setSchedulingType', {
        id: body.id,
        version: body.version,
        input: { placement: { schedulingType: body.schedulingType } },
      }),
    );
    handle(app, calls.unschedule, ({ auth, body }) =>
      applyAction(deps, staff(auth), 'unschedule', { id: body.id, version: body.version, note: body.note }),
    );
    handle(app, calls.reorderContents, ({ auth, body }) => reorderContents(db, auth, body));
    handle(app, calls.setPlannedPages, ({ auth, body }) => setPlannedPages(db, auth, body));
  };
}
