import { z } from 'zod';
import { screenPermission } from '../menu.ts';
import { actPermission, REVIEW_GROUPS, type ReviewGroup, type ReviewGroupKey } from '../reviewGroups.ts';
import { idQuery } from '../schemas/list.ts';
import {
  assignBody,
  assigneeList,
  auditBody,
  batchAssignBody,
  batchAuditBody,
  cancelBody,
  oneKeyAssignBody,
  oneKeyPlan,
  queueDetail,
  queueListQuery,
  remindBody,
  stageTemplates,
} from '../schemas/review.ts';
import { actionResult, batchActionResult, manuscriptPage } from '../schemas/staffManuscripts.ts';
import { defineCall } from './define.ts';

/**
 * The review pipeline's call groups (SPEC §7, reviewGroups.ts): every group has the same calls on
 * its own path, reading with its screen's permission and acting with its action permission. Each
 * acting call is one or more rows of the transition table, applied by the one `applyAction`.
 */
const tags = ['review'] as const;

function queueCalls(group: ReviewGroup) {
  const read = { permission: screenPermission(group.screen) };
  const act = { permission: actPermission(group) };
  const p = group.prefix;
  const name = group.title.en;
  return {
    list: defineCall({
      method: 'GET',
      path: `${p}/list`,
      access: read,
      tags,
      summary: `${name}: the manuscripts at this stage, with the caller's actions on each`,
      query: queueListQuery,
      response: manuscriptPage,
    }),
    detail: defineCall({
      method: 'GET',
      path: `${p}/detail`,
      access: read,
      tags,
      summary: `${name}: one manuscript with its audits and allocations`,
      query: idQuery,
      response: queueDetail,
    }),
    template: defineCall({
      method: 'GET',
      path: `${p}/template`,
      access: read,
      tags,
      summary: `${name}: the opinion templates of the stage`,
      response: stageTemplates,
    }),
    audit: defineCall({
      method: 'POST',
      path: `${p}/audit`,
      access: act,
      tags,
      summary: `${name}: act on one manuscript (pass, return, reject, set aside …) with an opinion`,
      body: auditBody,
      response: actionResult,
    }),
    batchAudit: defineCall({
      method: 'POST',
      path: `${p}/batchAudit`,
      access: act,
      tags,
      summary: `${name}: the same action on many manuscripts; one answer per manuscript`,
      body: batchAuditBody,
      response: batchActionResult,
    }),
    cancel: defineCall({
      method: 'POST',
      path: `${p}/cancel`,
      access: group.kind === 'allocation' ? act : { permission: 'editorialReview.shouye' },
      tags,
      summary:
        group.kind === 'allocation'
          ? `${name}: take an allocation back (the manuscript returns to this queue)`
          : `${name}: undo one's own pass while the next stage has not started`,
      body: cancelBody,
      response: actionResult,
    }),
    countList: defineCall({
      method: 'GET',
      path: `${p}/countList`,
      access: read,
      tags,
      summary: `${name}: the people who work the stage, with their open load, weight and cap`,
      query: z.object({ journalId: idQuery.shape.id.optional() }),
      response: assigneeList,
    }),
    candidates: defineCall({
      method: 'GET',
      path: `${p}/assign`,
      access: read,
      tags,
      summary: `${name}: who may be allocated this manuscript`,
      query: idQuery,
      response: assigneeList,
    }),
    saveAssign: defineCall({
      method: 'POST',
      path: `${p}/saveAssign`,
      access: act,
      tags,
      summary: `${name}: allocate (or reallocate) one manuscript to a member of the stage's group`,
      body: assignBody,
      response: actionResult,
    }),
    batchAssign: defineCall({
      method: 'POST',
      path: `${p}/batchAssign`,
      access: act,
      tags,
      summary: `${name}: allocate many manuscripts to one person; one answer per manuscript`,
      body: batchAssignBody,
      response: batchActionResult,
    }),
    oneKeyAssign: defineCall({
      method: 'POST',
      path: `${p}/oneKeyAssign`,
      access: act,
      tags,
      summary: `${name}: balance manuscripts over the stage's group (preview the plan, then apply it)`,
      body: oneKeyAssignBody,
      response: oneKeyPlan,
    }),
  };
}

export type QueueCalls = ReturnType<typeof queueCalls>;

/** Every group's calls, by group key. */
export const REVIEW_CALLS = Object.fromEntries(REVIEW_GROUPS.map((g) => [g.key, queueCalls(g)])) as Record<
  ReviewGroupKey,
  QueueCalls
>;

export const remindUser = defineCall({
  method: 'POST',
  path: '/sys/operation/remindUser',
  access: { permission: 'editorialReview.shouye' },
  tags,
  summary: 'Remind the person a manuscript’s stage is allocated to, with the templated notice',
  body: remindBody,
  response: z.object({ sent: z.boolean() }),
});
