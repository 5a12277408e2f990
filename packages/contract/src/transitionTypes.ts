import type { Bilingual } from './i18n.ts';
import type { NotificationEventName } from './notificationEvents.ts';
import type { ManuscriptStatus } from './workflow.ts';

/** The shapes of the transition table (transitions.ts), shared with the files that build its rows. */

/** Where a row leads: a fixed status, or a rule evaluated against the manuscript's own path. */
export type Target =
  | ManuscriptStatus
  /** The status after the current one on the manuscript's path (a switched-off stage is not on it). */
  | 'next'
  /** The status before the current one on the path (undoing an allocation or an audit). */
  | 'previous'
  /** The first stage after 0 on the manuscript's path. */
  | 'firstStage'
  /** Back to the path status the manuscript left for a side path. */
  | 'resume'
  /** No move: the row changes who works the manuscript or how it is marked (an event all the same). */
  | 'stay';

/** The last timeline event, as the undo rows need it. */
export interface LastEvent {
  action: string;
  actorType: 'staff' | 'author' | 'system';
  actorId: number;
  toStatus: ManuscriptStatus;
}

/**
 * What a guard may look at: facts the server loads with the manuscript (cheap enough to compute
 * for each row of a list).
 */
export interface ManuscriptFacts {
  status: ManuscriptStatus;
  /** The prepaid-fee order's payment status (order reading of SPEC §4), null without one. */
  prepaidOrderPayStatus: number | null;
  /** Where to return from a side path (300-600), null on the main path. */
  resumeStatus: ManuscriptStatus | null;
  /** The person the current stage is allocated to (auditUser), null when nobody. */
  auditUserId?: number | null;
  /** Set aside by its auditor (ignoreStatus 1). */
  ignored?: boolean;
  lastEvent?: LastEvent | null;
  /** External review progress (auditScheduleStatus 1 awaiting, 2 partly done, 3 done). */
  auditScheduleStatus?: number | null;
  /** At the duplicate check: the newest manuscript file has a finished report (a pass needs one). */
  checkReportDone?: boolean;
  /** In typesetting and proofs (110-191): the typesetter the manuscript was dispatched to. */
  typesetterId?: number | null;
  /** A withdrawal request of the manuscript waits for review (docs/author-requests.md). */
  withdrawalPending?: boolean;
  /** The manuscript declares a fund whose audit waits (foundationFlag 1, foundationStatus 1). */
  fundPending?: boolean;
  /** The fund audit's result (foundationStatus 0 none, 1 pending, 2 passed, 3 failed). */
  foundationStatus?: number;
  /** Its process holds funds at 600 from the status it is at now, and its fund waits (fundAuditRows.ts). */
  fundAuditDue?: boolean;
}

/** Who asks: the permissions they hold on this manuscript, and their staff id (null for an author). */
export interface Who {
  holds: (permission: string) => boolean;
  userId: number | null;
}

/** The guards a row may name (transitions.ts GUARDS). */
export type GuardName =
  | 'prepaidOrderOpen'
  | 'assignedToActor'
  | 'notSetAside'
  | 'setAside'
  | 'lastPassMine'
  | 'expertReviewsIn'
  | 'checkReportDone'
  | 'typesetterIsActor'
  | 'withdrawalPending'
  | 'fundPending'
  | 'fundAuditDue';

/** Side effects a row declares; the server runs them in the action's transaction. */
export type EffectName =
  | 'recordRemittance'
  | 'waivePrepaidOrder'
  | 'cancelPrepaidOrder'
  /** Allocate the stage to `input.assigneeId` (a member of the stage's group, under their cap). */
  | 'assign'
  /** Take the allocation back. */
  | 'unassign'
  /** Keep the opinion (the note, or a template) as the stage's audit. */
  | 'recordAudit'
  /** Undo the person's last audit: it is revoked and the stage is theirs again. */
  | 'revokeAudit'
  | 'setAside'
  | 'restore'
  /** The acceptance fee order (fee type 3) from the journal's fees in force, and the acceptance letter queued. */
  | 'acceptanceOrder'
  /** The author's revised manuscript is in: the revision count goes up. */
  | 'recordRevision'
  /** Invite `input.experts` (and rank `input.alternates`) to review (expert review 50 → 60). */
  | 'inviteExperts'
  /** Set the editorial-meeting mark (`input.meetingSign` 1-4, or null to clear it). */
  | 'meetingSign'
  /**
   * Entering the duplicate check (ENTRY_EFFECTS): the check of the newest manuscript file queued
   * (unless that file has a report already), and the journal's check fee (fee type 6) ordered once.
   */
  | 'similarityCheck'
  /**
   * Place the manuscript into `input.placement.issueId` (an open issue of its journal, within its
   * page budget unless confirmed), at the end of its contents; from another issue, a move.
   */
  | 'placeInIssue'
  /** Set `input.placement.schedulingType`: rush orders the rush fee (type 4), leaving it cancels an unpaid one. */
  | 'schedulingType'
  /** Out of its issue (back to accepted): the placement and an unpaid rush fee order go. */
  | 'removeFromIssue'
  /** Dispatch to `input.typesetting.typesetterId` (a typesetter of the press and journal) with a due date. */
  | 'dispatchTypesetting'
  /** The dispatch taken back (before the typesetter started): the typesetter no longer has it. */
  | 'recallDispatch'
  /** The typesetter's layout or revised PDF (`input.typesetting.fileId`, kind `proof`) kept for its round. */
  | 'recordProof'
  /**
   * The pending withdrawal passed: the request closed, every open allocation, expert invitation
   * and unpaid fee order stopped, each paid order's refundable money asked back as a refund request.
   */
  | 'withdraw'
  /** The pending withdrawal rejected with the reason: the manuscript stays where it is. */
  | 'refuseWithdrawal'
  /** The fund audit passed: foundationStatus 2. */
  | 'passFund'
  /** The fund audit failed with the reason: foundationStatus 3 (the author corrects it by a revision application). */
  | 'failFund';

export interface Transition {
  action: string;
  title: Bilingual;
  from: readonly ManuscriptStatus[];
  to: Target;
  /** A permission code (contract permissions.ts) or 'author' for the manuscript's own author. */
  permission: string;
  guards?: readonly GuardName[];
  effect?: EffectName;
  /** Whether the person must give a reason (kept in the event's note). */
  noteRequired: boolean;
  /** The event the manuscript's author is told about (templates on /editorialReview/notify). */
  notify?: NotificationEventName;
}

/** Why the table refuses an action (the API answers them as code 40070 with this reason). */
export type Refusal =
  | 'unknownAction'
  | 'wrongStatus'
  | 'noPermission'
  | 'guard'
  | 'notAssignee'
  | 'setAside'
  | 'notSetAside'
  | 'notYourAudit'
  | 'noExpertReviews'
  | 'noCheckReport'
  | 'notOnPath'
  | 'noteRequired'
  | 'notTypesetter'
  | 'noWithdrawal'
  /** A fund audit decision on a manuscript whose fund is not waiting (none declared, or decided). */
  | 'fundNotPending'
  /** The hold at 600 is the engine's own move, where the process asks for it. */
  | 'fundAuditNotDue'
  /** Closing proof k+1 while round k's marks are not all checked (their carry-over would be lost). */
  | 'roundBeforeUnchecked';
