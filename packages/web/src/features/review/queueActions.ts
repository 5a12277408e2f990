import type { CallDeclaration } from '@jb/contract/api/define';
import { type Lang, pick } from '@jb/contract/i18n';
import type { ReviewAction } from '@jb/contract/reviewRows';
import { type AuditVerb, auditVerb, type OneKeyPlan } from '@jb/contract/schemas/review';
import { actionCall } from '@jb/contract/stageCalls';
import {
  allocationOf,
  groupsAt,
  isReviewGroup,
  PRODUCTION_GROUPS,
  type ProductionGroup,
  type QueueKind,
  REVIEW_GROUPS,
  type ReviewGroup,
  type StageGroup,
} from '@jb/contract/stageGroups';
import { BATCH_OUTCOME_TEXT, type WorkflowAction } from '@jb/contract/transitions';
import type { BatchLine } from '../shared/manuscripts/workflowText.ts';
import { noteRequired, statusLabel } from '../shared/manuscripts/workflowText.ts';

/**
 * What the web does with each workflow action a row (or a detail) carries: which dialog it opens
 * and which of the stage groups' calls (contract stageGroups.ts) it ends in. A review action is
 * taken in its stage queue; a production action on its group's own screen (the scheduling, the
 * typesetting, the issue screens), where its form is. The buttons themselves come only from the
 * server's `actions`; this table never decides whether an action is allowed.
 */

/** How the screen takes an action. */
export type Opens =
  /** The opinion dialog: the stage's templates and an opinion (required where the table says so). */
  | 'opinion'
  /** The people who may be allocated the stage, with their load, weight and cap. */
  | 'assign'
  /** A confirmation, then the call. */
  | 'confirm'
  /** The call at once. */
  | 'direct'
  /** The editorial-meeting mark of final review. */
  | 'meeting'
  /** The experts suggested for the manuscript: invite some, rank alternates (expert review). */
  | 'invite'
  /** The group's own screen, where the action's form is (a production step: an issue, a typesetter, a file). */
  | 'screen';

/** The calls of a group (contract api/review.ts; the invitation's api/experts.ts) an action ends in. */
export type QueueCallName = 'audit' | 'cancel' | 'saveAssign' | 'invite';

export interface ActionUi {
  opens: Opens;
  danger?: boolean;
  primary?: boolean;
}

/** The review actions the stage queue takes in place. */
const QUEUE_UI: Partial<Record<ReviewAction, ActionUi>> = {
  assign: { opens: 'assign', primary: true },
  reassign: { opens: 'assign' },
  cancelAssign: { opens: 'confirm', danger: true },
  pass: { opens: 'opinion', primary: true },
  returnForRevision: { opens: 'opinion' },
  reject: { opens: 'opinion', danger: true },
  setAside: { opens: 'direct' },
  restore: { opens: 'direct' },
  cancelAudit: { opens: 'confirm', danger: true },
  confirmAcceptance: { opens: 'confirm', primary: true },
  confirmRejection: { opens: 'confirm', danger: true },
  sendBack: { opens: 'opinion' },
  markMeeting: { opens: 'meeting' },
  inviteExperts: { opens: 'invite', primary: true },
};

/** Every stage group's actions: the review queue's in place, each production group's on its screen. */
export const ACTION_UI: Partial<Record<WorkflowAction, ActionUi>> = {
  ...Object.fromEntries(PRODUCTION_GROUPS.flatMap((g) => g.actions.map((a) => [a, { opens: 'screen' }]))),
  ...QUEUE_UI,
};

/** The review actions a stage queue takes in place (its rows' buttons). */
export const QUEUE_ACTIONS = Object.keys(QUEUE_UI) as ReviewAction[];

/** Whether a stage queue takes the action in place (it is one of the review actions). */
export function isQueueAction(action: string): action is ReviewAction {
  return Object.hasOwn(QUEUE_UI, action);
}

/** How the web takes an action (ACTION_UI's entry). */
export function uiOf(action: WorkflowAction): ActionUi {
  return ACTION_UI[action] ?? { opens: 'direct' };
}

/** Whether the audit call takes the action (contract schemas/review.ts auditVerb). */
export function isAuditVerb(action: string): action is AuditVerb {
  return (auditVerb.options as readonly string[]).includes(action);
}

/** The kinds that give verdicts through their `audit` call. */
const VERDICTS: readonly QueueKind[] = ['review', 'acceptance', 'rejection'];
/**
 * The kinds whose `cancel` is the undo of an audit (`cancelAudit`; contract api/review.ts): not
 * rejection review, where no pass can be undone; an allocation's `cancel` takes it back.
 */
const UNDOING: readonly QueueKind[] = ['review', 'acceptance'];

/**
 * The group whose `cancel` undoes an audit seen from this queue. Every undoing group's cancel is the
 * same undo (by the person who passed); from another queue the one named is the review group
 * before it in path order (whose pass led the manuscript here).
 */
export function undoGroup(group: ReviewGroup): ReviewGroup {
  if (UNDOING.includes(group.kind)) return group;
  const at = REVIEW_GROUPS.indexOf(group);
  const before = REVIEW_GROUPS.slice(0, at)
    .reverse()
    .find((g) => UNDOING.includes(g.kind));
  return before ?? REVIEW_GROUPS.find((g) => UNDOING.includes(g.kind))!;
}

/** The review group an allocation group hands its manuscripts to (the same stage). */
export function reviewOf(alloc: ReviewGroup): ReviewGroup {
  return REVIEW_GROUPS.find((g) => g.kind === 'review' && g.stage === alloc.stage) ?? alloc;
}

/** A review action's call: a review group's call by name (contract api/review.ts, api/experts.ts). */
export interface ReviewRoute {
  group: ReviewGroup;
  call: QueueCallName;
}
/** A production action's call: its group's (contract stageCalls.ts), whose body is the action's input. */
export interface ProductionRoute {
  group: ProductionGroup;
  call: CallDeclaration;
}

/**
 * Where an action seen on this group's rows is sent: which group's which call, or null if none
 * serves it. A review queue's allocation actions go to its allocation group, an undo to the group
 * whose pass is undone; a production group serves its own rows (contract stageGroups.ts).
 */
export function callOf(group: ReviewGroup, action: string): ReviewRoute | null;
export function callOf(group: StageGroup, action: string): ReviewRoute | ProductionRoute | null;
export function callOf(group: StageGroup, action: string): ReviewRoute | ProductionRoute | null {
  if (!isReviewGroup(group)) {
    const call = actionCall(group, action);
    return call ? { group, call } : null;
  }
  if (action === 'assign' || action === 'reassign' || action === 'cancelAssign') {
    const alloc = group.kind === 'allocation' ? group : allocationOf(group);
    if (!alloc) return null;
    return { group: alloc, call: action === 'cancelAssign' ? 'cancel' : 'saveAssign' };
  }
  if (action === 'cancelAudit') return { group: undoGroup(group), call: 'cancel' };
  if (action === 'inviteExperts') {
    const inviting = REVIEW_GROUPS.find((g) => g.kind === 'invitation' && g.stage === group.stage);
    return inviting ? { group: inviting, call: 'invite' } : null;
  }
  if (!isAuditVerb(action)) return null;
  return VERDICTS.includes(group.kind) ? { group, call: 'audit' } : null;
}

export interface QueueButton extends ActionUi {
  action: ReviewAction;
}

/**
 * The groups that work a manuscript at its status with the actions it carries (the detail's "work on
 * it" links to their screens), in the table's order.
 */
export function workGroups(status: number, actions: readonly string[]): StageGroup[] {
  return groupsAt(status).filter((g) => actions.some((a) => callOf(g, a) !== null));
}

/** A row's (or a detail's) buttons: its review actions that this queue can send, in its own order. */
export function buttonsOf(group: ReviewGroup, actions: readonly string[]): QueueButton[] {
  return actions.flatMap((action) =>
    isQueueAction(action) && callOf(group, action) ? [{ action, ...uiOf(action) }] : [],
  );
}

/** The actions a queue may take on ticked rows. */
export type BatchAction = Extract<ReviewAction, 'assign' | 'pass' | 'returnForRevision' | 'reject'>;

/** The actions a queue offers on ticked rows (allocation: to one person; review: the same verdict). */
export function batchActions(kind: QueueKind): BatchAction[] {
  if (kind === 'allocation') return ['assign'];
  if (kind === 'review') return ['pass', 'returnForRevision', 'reject'];
  return [];
}

/** Whether a row can be ticked: it carries one of the queue's batch actions. */
export function batchSelectable(kind: QueueKind, row: { actions: readonly string[] }): boolean {
  const verbs = batchActions(kind);
  return row.actions.some((a) => (verbs as string[]).includes(a));
}

/** Whether the person must give an opinion for the action (the table's noteRequired). */
export function opinionRequired(action: string): boolean {
  return noteRequired(action);
}

/** Whether the queue is worked by the person its stage is allocated to (so "mine" means something). */
export function hasAssignees(group: ReviewGroup): boolean {
  return group.kind === 'review' && allocationOf(group) !== undefined;
}

/**
 * What a confirmed one-key allocation did to each manuscript it was asked about, in the order asked:
 * allocated (and the status it moved to), refused (the server's message), or left unallocated.
 */
export function oneKeyLines(
  plan: OneKeyPlan,
  asked: readonly { id: number; articleNo: string; title: string }[],
  movedTo: number,
  lang: Lang,
): BatchLine[] {
  const results = new Map((plan.results ?? []).map((r) => [r.id, r]));
  const left = new Set(plan.unassigned);
  return asked.map((m) => {
    const name = `${m.articleNo} ${m.title}`;
    const r = results.get(m.id);
    if (r) return { id: m.id, name, ok: r.ok, text: r.ok ? pick(statusLabel(movedTo), lang) : r.message };
    return {
      id: m.id,
      name,
      ok: false,
      text: pick(BATCH_OUTCOME_TEXT[left.has(m.id) ? 'nobody' : 'noAnswer'], lang),
    };
  });
}

/** The members a plan gives manuscripts to first, then the others, each in the server's order. */
export function planMembers(plan: OneKeyPlan): OneKeyPlan['members'] {
  return [...plan.members.filter((m) => m.gets > 0), ...plan.members.filter((m) => m.gets === 0)];
}
