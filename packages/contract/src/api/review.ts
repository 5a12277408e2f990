import { z } from 'zod';
import { screenPermission } from '../menu.ts';
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
  screeningStatusQuery,
  screeningStatus as screeningStatusSchema,
  stageTemplates,
  stageTemplatesQuery,
} from '../schemas/review.ts';
import { actionResult, batchActionResult, manuscriptPage } from '../schemas/staffManuscripts.ts';
import {
  type AllocationGroupKey,
  actPermission,
  type InvitationGroupKey,
  REVIEW_GROUPS,
  type ReviewGroup,
  type ReviewGroupKey,
  reviewGroup,
} from '../stageGroups.ts';
import { defineCall } from './define.ts';

/**
 * The review pipeline's call groups (SPEC §7, stageGroups.ts): each group declares the calls it
 * serves on its own path, reading with its screen's permission and acting with its action
 * permission. Every group lists and details its queue; an allocation group allocates (and takes an
 * allocation back); a verdict group (review, acceptance, rejection) gives verdicts with the stage's
 * templates; the undo of a pass is served where a pass can be undone (reviewRows.ts `undoable`).
 * Inviting experts has its own calls (api/experts.ts). Each acting call is one or more rows of the
 * transition table, applied by the one `applyAction`.
 */
const tags = ['review'] as const;

function queueCalls(group: ReviewGroup) {
  const read = { permission: screenPermission(group.screen) };
  const name = group.title.en;
  const p = group.prefix;
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
  };
}

/** `cancel`: taking an allocation back (allocation groups) or undoing one's own pass (the others). */
function cancelCall(group: ReviewGroup) {
  const allocation = group.kind === 'allocation';
  return defineCall({
    method: 'POST',
    path: `${group.prefix}/cancel`,
    access: { permission: allocation ? actPermission(group) : 'editorialReview.shouye' },
    tags,
    summary: allocation
      ? `${group.title.en}: take an allocation back (the manuscript returns to this queue)`
      : `${group.title.en}: undo one's own pass while the next stage has not started`,
    body: cancelBody,
    response: actionResult,
  });
}

function allocationCalls(group: ReviewGroup) {
  const read = { permission: screenPermission(group.screen) };
  const act = { permission: actPermission(group) };
  const p = group.prefix;
  const name = group.title.en;
  return {
    ...queueCalls(group),
    cancel: cancelCall(group),
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

/** Expert-review allocation: its queue, and the undo of the pass that led there. */
function invitationCalls(group: ReviewGroup) {
  return { ...queueCalls(group), cancel: cancelCall(group) };
}

function verdictCalls(group: ReviewGroup) {
  const read = { permission: screenPermission(group.screen) };
  const act = { permission: actPermission(group) };
  const p = group.prefix;
  const name = group.title.en;
  return {
    ...queueCalls(group),
    template: defineCall({
      method: 'GET',
      path: `${p}/template`,
      access: read,
      tags,
      summary: `${name}: the opinion templates of the stage, the one its review process names first`,
      query: stageTemplatesQuery,
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
  };
}

/** A verdict group whose pass can be undone from its queue (not rejection review: its verdicts end there). */
function auditCalls(group: ReviewGroup) {
  return { ...verdictCalls(group), cancel: cancelCall(group) };
}

export type AllocationCalls = ReturnType<typeof allocationCalls>;
export type InvitationCalls = ReturnType<typeof invitationCalls>;
/** What every verdict group serves (rejection review: only these). */
export type VerdictCalls = ReturnType<typeof verdictCalls>;
export type AuditCalls = ReturnType<typeof auditCalls>;
/** The calls a group serves, by its key. */
export type GroupCalls<K extends ReviewGroupKey> = K extends AllocationGroupKey
  ? AllocationCalls
  : K extends InvitationGroupKey
    ? InvitationCalls
    : K extends 'rejection'
      ? VerdictCalls
      : AuditCalls;
export type QueueCalls = GroupCalls<ReviewGroupKey>;

function callsOf(group: ReviewGroup): QueueCalls {
  if (group.kind === 'allocation') return allocationCalls(group);
  if (group.kind === 'invitation') return invitationCalls(group);
  return group.kind === 'rejection' ? verdictCalls(group) : auditCalls(group);
}

/** Every group's calls, by group key: only those the group serves. */
export const REVIEW_CALLS = Object.fromEntries(REVIEW_GROUPS.map((g) => [g.key, callsOf(g)])) as {
  [K in ReviewGroupKey]: GroupCalls<K>;
};

export const remindUser = defineCall({
  method: 'POST',
  path: '/sys/operation/remindUser',
  access: { permission: 'editorialReview.shouye' },
  tags,
  summary: 'Remind the person a manuscript’s stage is allocated to, with the templated notice',
  body: remindBody,
  response: z.object({ sent: z.boolean() }),
});

/** SPEC §7 screeningAllocation/screeningStatus: is screening switched on, and what waits for its allocation. */
export const screeningStatus = defineCall({
  method: 'GET',
  path: '/sys/screeningAllocation/screeningStatus',
  access: { permission: screenPermission(reviewGroup('screeningAllocation').screen) },
  tags,
  summary: 'Whether screening is on in the review process in force, and how many wait for its allocation',
  query: screeningStatusQuery,
  response: screeningStatusSchema,
});
