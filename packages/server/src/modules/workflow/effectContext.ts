import type { ManuscriptStatus } from '@jb/contract/workflow';
import type { Notifier } from '../notifications/notifier.ts';
import type { ConfirmedRemittance } from '../orders/service.ts';
import type { Actor } from './actor.ts';
import type { Subject } from './subjects.ts';

/** What an effect gets: the manuscript, who acts, the move, the reason, the action's own input. */
export interface EffectContext {
  manuscriptId: number;
  subject: Subject;
  actor: Actor;
  action: string;
  from: ManuscriptStatus;
  to: ManuscriptStatus;
  note: string;
  eventId: number;
  at: Date;
  notifier: Notifier;
  /**
   * Set by an effect that queued the row's notice itself, to be sent after the commit with a file
   * made meanwhile (a return at the duplicate check sends the report): the engine sends none.
   */
  noticeByJob?: boolean;
  input: {
    remittance?: ConfirmedRemittance;
    /** Who the stage is allocated to (assign, reassign). */
    assigneeId?: number;
    /** The opinion template an audit was taken from. */
    templateId?: number | null;
    /** The revised manuscript (and the response letter) the author uploaded. */
    revision?: { fileId: number; responseFileId: number | null };
    /** The experts to invite, and the alternates in their rank. */
    experts?: number[];
    alternates?: number[];
    /** The editorial-meeting mark (final review): 1-4, or null to clear it. */
    meetingSign?: number | null;
    /** Scheduling (placeInIssue, schedulingType): the issue, the type, planned pages, a confirmed overrun. */
    placement?: {
      issueId?: number;
      schedulingType?: number;
      pages?: number;
      confirmOverBudget?: boolean;
    };
    /** Typesetting (dispatchTypesetting, recordProof): the typesetter and due date, a proof PDF. */
    typesetting?: { typesetterId?: number; dueOn?: string; fileId?: number; pages?: number };
  };
}
