import { REVIEW_GROUPS } from './stageGroups.ts';
import { ACCEPTED_AND_AFTER, type ManuscriptStatus, Status } from './workflow.ts';

/** The audit status codes (SPEC §4, enums/manuscript.ts AUDIT_STATUS), kept as the list row's auditSign. */
export const AuditSign = {
  TO_ASSIGN: 0,
  TO_REVIEW: 1,
  PARTLY_REVIEWED: 2,
  ALL_REVIEWED: 3,
  CLOSED: 4,
  TO_ASSIGN_AGAIN: 5,
} as const;
export type AuditSignCode = (typeof AuditSign)[keyof typeof AuditSign];

/** Where nobody works the stage yet: the allocation steps and expert-review allocation (1, 15, 30, 50, 65). */
const WAITING_FOR_PEOPLE = new Set<number>(
  REVIEW_GROUPS.filter((g) => g.kind === 'allocation' || g.kind === 'invitation').flatMap((g) => g.statuses),
);
/** Reviews worked by one person or office (10, 16, 20, 40, 70); expert review (60) follows its reviews. */
const IN_REVIEW = new Set<number>(
  REVIEW_GROUPS.filter((g) => g.kind === 'review')
    .flatMap((g) => g.statuses)
    .filter((s) => s !== Status.EXPERT_REVIEW),
);

/**
 * auditSign at expert review (60), from its invitations: 5 when no invitation is live any more (every
 * expert declined, let it expire or was withdrawn, with no alternate left), else the review progress
 * (auditScheduleStatus 1 awaiting → 1, 2 partly done → 2, 3 done → 3).
 */
export function expertAuditSign(progress: number | null | undefined, live = 1): AuditSignCode {
  if (live === 0) return AuditSign.TO_ASSIGN_AGAIN;
  if (progress === 3) return AuditSign.ALL_REVIEWED;
  if (progress === 2) return AuditSign.PARTLY_REVIEWED;
  return AuditSign.TO_REVIEW;
}

/**
 * The audit status a manuscript has after a workflow move to `status` by `action` (the engine
 * writes it with the status, for one manuscript and for a batch; docs/review-pipeline.md):
 * - 0 at an allocation step or waiting for experts; 5 there when an allocation was taken back;
 * - 1 at a review worked by its assignee or office, and while returned for revision (300, 350: the
 *   same stage and person take it back);
 * - at expert review the invitations' progress (`expertAuditSign`; the experts module refreshes it);
 * - 3 when every review is in and the decision waits (acceptance confirmation 80, rejection review 450);
 * - 4 once the review is over (accepted and the production after it, rejected 400);
 * - null (kept) for a move that stays (a reallocation, a set-aside, a meeting mark, more experts
 *   invited: their own effects say what changes), and where no review stage is concerned (0, 600).
 */
export function auditSignAt(
  status: ManuscriptStatus,
  move: { from: ManuscriptStatus; action: string; expertProgress?: number | null },
): AuditSignCode | null {
  if (move.from === status) return null;
  if (WAITING_FOR_PEOPLE.has(status))
    return move.action === 'cancelAssign' ? AuditSign.TO_ASSIGN_AGAIN : AuditSign.TO_ASSIGN;
  if (IN_REVIEW.has(status)) return AuditSign.TO_REVIEW;
  if (status === Status.EXPERT_REVIEW) return expertAuditSign(move.expertProgress);
  if (status === Status.RETURNED_FOR_REVISION || status === Status.REVISION_IN_PROGRESS)
    return AuditSign.TO_REVIEW;
  if (status === Status.ACCEPTANCE_CONFIRMATION || status === Status.REJECTION_REVIEW)
    return AuditSign.ALL_REVIEWED;
  if (status === Status.REJECTED || ACCEPTED_AND_AFTER.has(status)) return AuditSign.CLOSED;
  return null;
}
