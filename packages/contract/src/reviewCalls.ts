import {
  type AllocationCalls,
  type AuditCalls,
  type QueueCalls,
  REVIEW_CALLS,
  type VerdictCalls,
} from './api/review.ts';
import type { AllocationGroupKey, AuditGroupKey, ReviewGroup } from './stageGroups.ts';

/**
 * A review group's calls by its kind, for code that holds a group rather than its key (the stage
 * queue screen, the server's registration). A group of another kind is a programming error.
 * (Beside, not inside, api/review.ts: api modules export calls and plain data only.)
 */

/** An allocation group's calls (the group's kind says it is one). */
export function allocationCallsOf(group: ReviewGroup): AllocationCalls {
  if (group.kind !== 'allocation') throw new Error(`${group.key} allocates nothing`);
  return REVIEW_CALLS[group.key as AllocationGroupKey];
}

/** A verdict group's calls (review, acceptance, rejection review). */
export function verdictCallsOf(group: ReviewGroup): VerdictCalls {
  if (group.kind === 'allocation' || group.kind === 'invitation')
    throw new Error(`${group.key} gives no verdicts`);
  return REVIEW_CALLS[group.key as AuditGroupKey];
}

/** The undo of one's own pass on a group that serves it (a review or acceptance group, expert allocation). */
export function undoCallOf(group: ReviewGroup): AuditCalls['cancel'] {
  const calls: QueueCalls = REVIEW_CALLS[group.key];
  if (group.kind === 'allocation' || !('cancel' in calls)) throw new Error(`${group.key} undoes nothing`);
  return calls.cancel;
}
