import type { Bilingual } from './i18n.ts';
import { screenPermission } from './menu.ts';
import type { ManuscriptStatus } from './workflow.ts';
import { Status } from './workflow.ts';

/**
 * The review pipeline's stage groups (the first part of the lifecycle table in stageGroups.ts): kept
 * apart from the production groups so that the permission list (permissions.ts, on the login page's
 * path) reads the review groups without the production transition rows.
 */
export type QueueKind =
  /** An allocation step (1, 15, 30, 65): assign, batch assign, one-key assign. */
  | 'allocation'
  /** A review (10, 16, 20, 40, 70): pass, return for revision, reject, set aside. */
  | 'review'
  /** Expert-review allocation (50): invite the journal's number of experts, with alternates. */
  | 'invitation'
  /** Acceptance confirmation (80): confirm, with the acceptance fee order. */
  | 'acceptance'
  /** Rejection review (450): confirm the rejection, or send it back to its stage. */
  | 'rejection';

/** What every stage group has (stageGroups.ts). */
export interface GroupBase {
  /** The call group's path below /tsg-admin (its queue's calls; a production group's list call). */
  prefix: string;
  /** The statuses the group acts on: its calls move (or keep) manuscripts at these only. */
  statuses: readonly ManuscriptStatus[];
  /** The screen that works the group; its permission reads it. */
  screen: string;
  title: Bilingual;
}

export interface ReviewGroup extends GroupBase {
  key: ReviewGroupKey;
  kind: QueueKind;
  /** The review stage (workflow.ts REVIEW_STAGES key) whose settings (group, template) apply. */
  stage: string;
}

export type ReviewGroupKey =
  | 'reviewAllocation'
  | 'review'
  | 'screeningAllocation'
  | 'screening'
  | 'check'
  | 'reauditAllot'
  | 'reaudit'
  | 'expertAllot'
  | 'expertAudit'
  | 'finalAllot'
  | 'finalAudit'
  | 'employment'
  | 'rejection';

/** The allocation groups (kind 'allocation'): their calls allocate (contract api/review.ts). */
export type AllocationGroupKey = 'reviewAllocation' | 'screeningAllocation' | 'reauditAllot' | 'finalAllot';
/** The invitation group (kind 'invitation'): experts are invited through api/experts.ts. */
export type InvitationGroupKey = 'expertAllot';
/** The groups that give verdicts (kinds review, acceptance, rejection). */
export type AuditGroupKey = Exclude<ReviewGroupKey, AllocationGroupKey | InvitationGroupKey>;

/** The kind a group's key stands for: the table below cannot give a key another kind. */
export type KindOfKey<K extends ReviewGroupKey> = K extends AllocationGroupKey
  ? 'allocation'
  : K extends InvitationGroupKey
    ? 'invitation'
    : Exclude<QueueKind, 'allocation' | 'invitation'>;

const g = <K extends ReviewGroupKey>(
  key: K,
  prefix: string,
  status: ManuscriptStatus,
  kind: KindOfKey<K>,
  stage: string,
  screen: string,
  zh: string,
  en: string,
): ReviewGroup => ({ key, prefix, statuses: [status], kind, stage, screen, title: { zh, en } });

/** The review groups in path order. */
export const REVIEW_GROUPS: readonly ReviewGroup[] = [
  g(
    'reviewAllocation',
    '/sys/reviewAllocation',
    Status.FIRST_ALLOCATION,
    'allocation',
    'first',
    '/editorialReview/initialAllocation',
    '初审分配',
    'First-review allocation',
  ),
  g(
    'review',
    '/sys/review',
    Status.FIRST_REVIEW,
    'review',
    'first',
    '/editorialReview/initialManuscript',
    '初审稿件',
    'First review',
  ),
  g(
    'screeningAllocation',
    '/sys/screeningAllocation',
    Status.SCREENING_ALLOCATION,
    'allocation',
    'screening',
    '/editorialReview/screeningAllocation',
    '筛稿分配',
    'Screening allocation',
  ),
  g(
    'screening',
    '/sys/screening',
    Status.SCREENING,
    'review',
    'screening',
    '/manage/screeningDraft',
    '筛稿',
    'Screening',
  ),
  g(
    'check',
    '/sys/check',
    Status.SIMILARITY_CHECK,
    'review',
    'similarity',
    '/manage/doubleCheck',
    '查重',
    'Duplicate check',
  ),
  g(
    'reauditAllot',
    '/sys/reauditAllot',
    Status.RE_REVIEW_ALLOCATION,
    'allocation',
    'reReview',
    '/editorialReview/reviewTheAllocation',
    '复审分配',
    'Re-review allocation',
  ),
  g(
    'reaudit',
    '/sys/reaudit',
    Status.RE_REVIEW,
    'review',
    'reReview',
    '/manage/rehearing',
    '复审',
    'Re-review',
  ),
  g(
    'expertAllot',
    '/sys/expertAllot',
    Status.EXPERT_ALLOCATION,
    'invitation',
    'expert',
    '/editorialReview/externalDistribution',
    '外审分配',
    'Expert-review allocation',
  ),
  // The editor who invited the experts decides when their reviews are in (same screen).
  g(
    'expertAudit',
    '/sys/expertAudit',
    Status.EXPERT_REVIEW,
    'review',
    'expert',
    '/editorialReview/externalDistribution',
    '外审',
    'Expert review',
  ),
  g(
    'finalAllot',
    '/sys/finalAllot',
    Status.FINAL_ALLOCATION,
    'allocation',
    'final',
    '/editorialReview/finalAllocation',
    '终审分配',
    'Final-review allocation',
  ),
  g(
    'finalAudit',
    '/sys/finalAudit',
    Status.FINAL_REVIEW,
    'review',
    'final',
    '/manage/finalJudgment',
    '终审',
    'Final review',
  ),
  g(
    'employment',
    '/sys/employment',
    Status.ACCEPTANCE_CONFIRMATION,
    'acceptance',
    'confirm',
    '/editorialReview/employedToConfirm',
    '录用确认',
    'Acceptance confirmation',
  ),
  g(
    'rejection',
    '/sys/rejection',
    Status.REJECTION_REVIEW,
    'rejection',
    'final',
    '/operation/acceptanceRejection',
    '退稿审核',
    'Rejection review',
  ),
];

export function reviewGroup(key: ReviewGroupKey): ReviewGroup {
  return REVIEW_GROUPS.find((x) => x.key === key)!;
}

/** The action permission a review group's work needs: allocate, invite, audit, confirm or decide on its screen. */
export function reviewPermission(group: ReviewGroup): string {
  const verb = {
    allocation: 'assign',
    invitation: 'invite',
    review: 'audit',
    acceptance: 'confirm',
    rejection: 'decide',
  }[group.kind];
  return `${screenPermission(group.screen)}.${verb}`;
}

/** The allocation group whose assignment a review group works (first review's is reviewAllocation). */
export function allocationOf(review: ReviewGroup): ReviewGroup | undefined {
  return REVIEW_GROUPS.find((x) => x.kind === 'allocation' && x.stage === review.stage);
}

/**
 * An allocated stage's work is past due this many days after its allocation while still open
 * (editors' homes, docs/review-pipeline.md "Past due"). Expert reviews have their own due date.
 */
export const STAGE_DUE_DAYS = 7;

/** A review group worked by the person it is allocated to (first review, screening, re-review, final review). */
export function hasAssignees(group: ReviewGroup): boolean {
  return group.kind === 'review' && allocationOf(group) !== undefined;
}
