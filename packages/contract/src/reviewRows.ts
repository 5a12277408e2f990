import { actPermission, allocationOf, REVIEW_GROUPS, type ReviewGroup } from './stageGroups.ts';
import type { GuardName, Transition } from './transitionTypes.ts';
import { type ManuscriptStatus, Status } from './workflow.ts';

/** The review pipeline's actions (SPEC §2 review screens), each a row per group it applies in. */
export type ReviewAction =
  | 'assign'
  | 'reassign'
  | 'cancelAssign'
  | 'pass'
  | 'returnForRevision'
  | 'reject'
  | 'setAside'
  | 'restore'
  | 'cancelAudit'
  | 'inviteExperts'
  | 'confirmAcceptance'
  | 'confirmRejection'
  | 'sendBack'
  | 'markMeeting';

const of = (kind: ReviewGroup['kind']) => REVIEW_GROUPS.filter((g) => g.kind === kind);

/**
 * A review whose stage is allocated is worked by its assignee; the duplicate check and the expert
 * review's decision by anyone permitted.
 */
function reviewGuards(group: ReviewGroup): GuardName[] {
  return allocationOf(group) ? ['assignedToActor', 'notSetAside'] : ['notSetAside'];
}

function allocationRows(alloc: ReviewGroup): Transition[] {
  const review = REVIEW_GROUPS.find((g) => g.kind === 'review' && g.stage === alloc.stage)!;
  const permission = actPermission(alloc);
  return [
    {
      action: 'assign',
      title: { zh: '分配', en: 'Allocate' },
      from: alloc.statuses,
      to: 'next',
      permission,
      effect: 'assign',
      noteRequired: false,
    },
    {
      action: 'reassign',
      title: { zh: '重新分配', en: 'Reallocate' },
      from: review.statuses,
      to: 'stay',
      permission,
      effect: 'assign',
      noteRequired: false,
    },
    {
      action: 'cancelAssign',
      title: { zh: '取消分配', en: 'Cancel the allocation' },
      from: review.statuses,
      to: 'previous',
      permission,
      effect: 'unassign',
      noteRequired: false,
    },
  ];
}

/** Inviting experts moves 50 to 60; at 60 more can be invited (a late or declining one replaced). */
function invitationRows(group: ReviewGroup): Transition[] {
  const review = REVIEW_GROUPS.find((g) => g.kind === 'review' && g.stage === group.stage)!;
  const row = (from: readonly ManuscriptStatus[], to: Transition['to']): Transition => ({
    action: 'inviteExperts',
    title: { zh: '邀请外审专家', en: 'Invite experts' },
    from,
    to,
    permission: actPermission(group),
    effect: 'inviteExperts',
    noteRequired: false,
  });
  return [row(group.statuses, 'next'), row(review.statuses, 'stay')];
}

function auditRows(group: ReviewGroup): Transition[] {
  const permission = actPermission(group);
  const guards = reviewGuards(group);
  const from = group.statuses;
  // The expert review is decided once a review is in; the duplicate check, with its report.
  const passGuards: GuardName[] = group.statuses.includes(Status.EXPERT_REVIEW)
    ? [...guards, 'expertReviewsIn']
    : group.statuses.includes(Status.SIMILARITY_CHECK)
      ? [...guards, 'checkReportDone']
      : guards;
  return [
    {
      action: 'pass',
      title: { zh: '通过', en: 'Pass' },
      from,
      to: 'next',
      permission,
      guards: passGuards,
      effect: 'recordAudit',
      noteRequired: false,
    },
    {
      action: 'returnForRevision',
      title: { zh: '退修', en: 'Return for revision' },
      from,
      to: Status.RETURNED_FOR_REVISION,
      permission,
      guards,
      effect: 'recordAudit',
      noteRequired: true,
      notify: 'revisionRequested',
    },
    {
      action: 'reject',
      title: { zh: '退稿', en: 'Reject' },
      from,
      to: Status.REJECTION_REVIEW,
      permission,
      guards,
      effect: 'recordAudit',
      noteRequired: true,
    },
    {
      action: 'setAside',
      title: { zh: '忽略', en: 'Set aside' },
      from,
      to: 'stay',
      permission,
      guards,
      effect: 'setAside',
      noteRequired: false,
    },
    {
      action: 'restore',
      title: { zh: '取消忽略', en: 'Take back' },
      from,
      to: 'stay',
      permission,
      guards: ['setAside'],
      effect: 'restore',
      noteRequired: false,
    },
    ...(group.stage === 'final' ? [meetingRow(group)] : []),
  ];
}

/**
 * Final review can put a manuscript on the editorial meeting's agenda and record the meeting's word
 * (dto.meetingSign: 1 to be discussed, 2 discussed, 3 approved, 4 approved with conditions; null
 * clears it). The status stays; the mark shows as the list's meeting icon.
 */
function meetingRow(group: ReviewGroup): Transition {
  return {
    action: 'markMeeting',
    title: { zh: '上会标记', en: 'Meeting mark' },
    from: group.statuses,
    to: 'stay',
    permission: actPermission(group),
    guards: reviewGuards(group),
    effect: 'meetingSign',
    noteRequired: false,
  };
}

/**
 * Undoing a pass: from wherever a pass can lead while the next stage has not started (an
 * allocation step, the duplicate check, acceptance confirmation), by the person who passed.
 */
const undoable: ManuscriptStatus[] = [
  ...of('allocation').flatMap((g) => g.statuses),
  ...of('invitation').flatMap((g) => g.statuses),
  Status.SIMILARITY_CHECK,
  Status.ACCEPTANCE_CONFIRMATION,
];

/** The review pipeline's rows, derived from its call groups (stageGroups.ts). */
export function reviewRows(): Transition[] {
  const [acceptance] = of('acceptance');
  const [rejection] = of('rejection');
  return [
    ...of('allocation').flatMap(allocationRows),
    ...of('invitation').flatMap(invitationRows),
    ...of('review').flatMap(auditRows),
    {
      action: 'cancelAudit',
      title: { zh: '撤销审稿', en: 'Undo the audit' },
      from: undoable,
      to: 'previous',
      permission: 'editorialReview.shouye',
      guards: ['lastPassMine'],
      effect: 'revokeAudit',
      noteRequired: false,
    },
    {
      action: 'confirmAcceptance',
      title: { zh: '确认录用', en: 'Confirm acceptance' },
      from: acceptance!.statuses,
      to: 'next',
      permission: actPermission(acceptance!),
      // The author's "accepted" notice goes out with the letter, from its job (review/acceptanceLetter.ts).
      effect: 'acceptanceOrder',
      noteRequired: false,
    },
    {
      action: 'reject',
      title: { zh: '退稿', en: 'Reject' },
      from: acceptance!.statuses,
      to: Status.REJECTION_REVIEW,
      permission: actPermission(acceptance!),
      effect: 'recordAudit',
      noteRequired: true,
    },
    {
      action: 'confirmRejection',
      title: { zh: '确认退稿', en: 'Confirm the rejection' },
      from: rejection!.statuses,
      to: Status.REJECTED,
      permission: actPermission(rejection!),
      noteRequired: false,
      notify: 'rejected',
    },
    {
      action: 'sendBack',
      title: { zh: '退回原环节', en: 'Send back to its stage' },
      from: rejection!.statuses,
      to: 'resume',
      permission: actPermission(rejection!),
      noteRequired: true,
    },
  ];
}
