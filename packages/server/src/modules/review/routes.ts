import { REVIEW_CALLS, remindUser, screeningStatus } from '@jb/contract/api/review';
import { allocationCallsOf, undoCallOf, verdictCallsOf } from '@jb/contract/reviewCalls';
import { actsOn, REVIEW_GROUPS, type ReviewGroup } from '@jb/contract/stageGroups';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from '../../platform/access.ts';
import { handle } from '../../platform/calls.ts';
import { errors } from '../../platform/errors.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { currentReviewProcess } from '../processes/service.ts';
import { assertInScope, staff } from '../workflow/actor.ts';
import { applyAction, applyBatch } from '../workflow/applyAction.ts';
import { applyMany } from '../workflow/applyMany.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { loadSubjects } from '../workflow/subjects.ts';
import { assigneesOf, reviewOf } from './assignees.ts';
import { oneKeyAssign } from './oneKey.ts';
import { queueDetail, queueList, stageTemplates } from './queue.ts';
import { stageGroupId, stageTemplateId } from './records.ts';
import { remind } from './remind.ts';
import { screeningStatus as screeningStatusOf } from './screening.ts';

/**
 * The review pipeline's call groups (contract api/review.ts): each group's calls as its kind
 * declares them, every move through the one `applyAction` (or, for a batch allocation, `applyMany`).
 */
export function reviewRoutes(deps: WorkflowDeps): FastifyPluginAsync {
  const { db } = deps;

  /** A manuscript of the caller's scope, as the workflow sees it (404 outside it). */
  async function subjectOf(auth: AuthContext, id: number) {
    const s = (await loadSubjects(db, [id])).get(id);
    if (!s) throw errors.notFound();
    await assertInScope(db, staff(auth), s);
    return s;
  }

  function allocationCalls(app: Parameters<FastifyPluginAsync>[0], group: ReviewGroup) {
    const calls = allocationCallsOf(group);
    const review = reviewOf(group);
    handle(app, calls.countList, async ({ auth, query }) => {
      const pressId = ownPress(auth, null);
      const journalId = query.journalId ?? null;
      const process = await currentReviewProcess(db, pressId, journalId);
      return assigneesOf(db, {
        pressId,
        journalId,
        review,
        groupId: stageGroupId(process, group.stage),
      });
    });
    handle(app, calls.candidates, async ({ auth, query }) => {
      const s = await subjectOf(auth, query.id);
      return assigneesOf(db, {
        pressId: s.pressId,
        journalId: s.journalId,
        review,
        groupId: stageGroupId(s, group.stage),
      });
    });
    handle(app, calls.saveAssign, async ({ auth, body }) => {
      const s = await subjectOf(auth, body.id);
      const action = actsOn(review, s.facts.status) ? 'reassign' : 'assign';
      return applyAction(deps, staff(auth), action, {
        id: body.id,
        version: body.version,
        input: { assigneeId: body.assigneeId },
      });
    });
    handle(app, calls.batchAssign, ({ auth, body, lang }) =>
      applyMany(
        deps,
        staff(auth),
        'assign',
        body.items.map((i) => ({ ...i, input: { assigneeId: body.assigneeId } })),
        lang,
      ),
    );
    handle(app, calls.oneKeyAssign, ({ auth, body, lang }) =>
      oneKeyAssign(deps, { kind: 'staff', auth }, group, body.items, body.preview, lang),
    );
    handle(app, calls.cancel, ({ auth, body }) => applyAction(deps, staff(auth), 'cancelAssign', body));
  }

  function verdictCalls(app: Parameters<FastifyPluginAsync>[0], group: ReviewGroup) {
    const calls = verdictCallsOf(group);
    handle(app, calls.template, async ({ auth, query }) => {
      // The manuscript's recorded process names the stage's template; without one, the press default's.
      const stages = query.id
        ? (await subjectOf(auth, query.id)).stages
        : auth.pressId === null
          ? []
          : (await currentReviewProcess(db, auth.pressId, null)).stages;
      return stageTemplates(db, auth, group, stageTemplateId(stages, group.stage));
    });
    handle(app, calls.audit, ({ auth, body }) =>
      applyAction(deps, staff(auth), body.action, {
        id: body.id,
        version: body.version,
        note: body.opinion,
        input: { templateId: body.templateId, meetingSign: body.meetingSign },
      }),
    );
    handle(app, calls.batchAudit, ({ auth, body, lang }) =>
      applyBatch(deps, staff(auth), body.action, body.items, body.opinion, lang, {
        meetingSign: body.meetingSign,
      }),
    );
  }

  return async (app) => {
    for (const group of REVIEW_GROUPS) {
      const calls = REVIEW_CALLS[group.key];
      handle(app, calls.list, ({ auth, query }) => queueList(db, auth, group, query));
      handle(app, calls.detail, ({ auth, query }) => queueDetail(db, auth, query.id));
      if (group.kind === 'allocation') allocationCalls(app, group);
      else if (group.kind !== 'invitation') verdictCalls(app, group);
      // The undo of one's own pass, where one can be undone (contract api/review.ts).
      if (group.kind !== 'allocation' && group.kind !== 'rejection')
        handle(app, undoCallOf(group), ({ auth, body }) =>
          applyAction(deps, staff(auth), 'cancelAudit', body),
        );
    }
    handle(app, screeningStatus, ({ auth, query }) => screeningStatusOf(db, auth, query));
    handle(app, remindUser, async ({ auth, body }) => {
      const s = await subjectOf(auth, body.manuscriptId);
      return remind(deps, auth, s);
    });
  };
}
