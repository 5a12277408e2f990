import type { Transition } from './transitionTypes.ts';
import { type ManuscriptStatus, Status } from './workflow.ts';

/**
 * Withdrawal (撤稿, docs/author-requests.md). An author may ask from submission up to acceptance,
 * and on the side paths they may come back from (returned, being revised, the fund audit): before an
 * issue holds the article. From scheduling on the office takes it out of its issue first (back to
 * accepted); after publication it is a retraction, not a withdrawal. Asking moves nothing: the
 * request waits on /operation/acceptanceWithdrawal, whose pass and reject are the two rows below.
 */
export const WITHDRAWABLE_STATUSES: readonly ManuscriptStatus[] = [
  Status.AUTHOR_UNPAID,
  Status.FIRST_ALLOCATION,
  Status.FIRST_REVIEW,
  Status.SCREENING_ALLOCATION,
  Status.SCREENING,
  Status.SIMILARITY_CHECK,
  Status.RE_REVIEW_ALLOCATION,
  Status.RE_REVIEW,
  Status.EXPERT_ALLOCATION,
  Status.EXPERT_REVIEW,
  Status.FINAL_ALLOCATION,
  Status.FINAL_REVIEW,
  Status.ACCEPTANCE_CONFIRMATION,
  Status.ACCEPTED,
  Status.RETURNED_FOR_REVISION,
  Status.REVISION_IN_PROGRESS,
  Status.FUND_AUDIT,
];

/** Whether a manuscript at this status may be asked to be withdrawn. */
export function withdrawable(status: number): boolean {
  return (WITHDRAWABLE_STATUSES as readonly number[]).includes(status);
}

export type WithdrawalAction = 'passWithdrawal' | 'rejectWithdrawal';

const decide = 'operation.acceptanceWithdrawal.decide';

/**
 * Pass: the manuscript ends at 400 (退稿) with the withdrawal as its reason, every open stage,
 * allocation, invitation and unpaid fee stopped, money paid offered back as refund requests. Reject:
 * it stays where it is (from any status: it may have moved on while the request waited).
 */
export function withdrawalRows(): Transition[] {
  return [
    {
      action: 'passWithdrawal',
      title: { zh: '同意撤稿', en: 'Pass the withdrawal' },
      from: WITHDRAWABLE_STATUSES,
      to: Status.REJECTED,
      permission: decide,
      guards: ['withdrawalPending'],
      effect: 'withdraw',
      noteRequired: false,
      notify: 'withdrawalPassed',
    },
    {
      action: 'rejectWithdrawal',
      title: { zh: '驳回撤稿', en: 'Reject the withdrawal' },
      from: Object.values(Status),
      to: 'stay',
      permission: decide,
      guards: ['withdrawalPending'],
      effect: 'refuseWithdrawal',
      noteRequired: true,
      notify: 'withdrawalRejected',
    },
  ];
}
