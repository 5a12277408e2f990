import type { Bilingual } from './i18n.ts';
import {
  type ManuscriptStatus,
  manuscriptPath,
  type PathConfig,
  SIDE_PATH_STATUSES,
  Status,
} from './workflow.ts';

/**
 * The one transition table of the manuscript lifecycle (ARCHITECTURE "Manuscript workflow"). Every
 * status change of every capability is a row here, applied by the server's one `applyAction`; the
 * same rows decide which buttons a person sees (`availableActions`). The review, production and
 * request issues add their rows to this table.
 */

/** Where a row leads: a fixed status, or a rule evaluated against the manuscript's own path. */
export type Target =
  | ManuscriptStatus
  /** The status after the current one on the manuscript's path (a switched-off stage is not on it). */
  | 'next'
  /** The first stage after 0 on the manuscript's path. */
  | 'firstStage'
  /** Back to the path status the manuscript left for a side path. */
  | 'resume';

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
}

export const GUARDS = {
  /** The prepaid-fee order is still unpaid (payStatus 0). */
  prepaidOrderOpen: (f: ManuscriptFacts) => f.prepaidOrderPayStatus === 0,
} satisfies Record<string, (f: ManuscriptFacts) => boolean>;
export type GuardName = keyof typeof GUARDS;

/** Side effects a row declares; the server runs them in the action's transaction. */
export type EffectName = 'recordRemittance' | 'waivePrepaidOrder' | 'cancelPrepaidOrder';

export interface Transition {
  action: string;
  title: Bilingual;
  from: readonly ManuscriptStatus[];
  to: Target;
  /** A permission code (contract permissions.ts) or 'author' for the manuscript's own author. */
  permission: string;
  guard?: GuardName;
  effect?: EffectName;
  /** Whether the person must give a reason (kept in the event's note). */
  noteRequired: boolean;
}

export const TRANSITIONS = [
  {
    action: 'confirmRemittance',
    title: { zh: '确认汇款', en: 'Confirm remittance' },
    from: [Status.AUTHOR_UNPAID],
    to: 'firstStage',
    permission: 'finance.remittance.confirm',
    guard: 'prepaidOrderOpen',
    effect: 'recordRemittance',
    noteRequired: false,
  },
  {
    action: 'waiveFee',
    title: { zh: '免除预付费', en: 'Waive the prepaid fee' },
    from: [Status.AUTHOR_UNPAID],
    to: 'firstStage',
    permission: 'operation.manuscriptManage.waive',
    guard: 'prepaidOrderOpen',
    effect: 'waivePrepaidOrder',
    noteRequired: true,
  },
  {
    action: 'withdrawEntry',
    title: { zh: '撤销未付款稿件', en: 'Withdraw an unpaid entry' },
    from: [Status.AUTHOR_UNPAID],
    to: Status.REJECTED,
    permission: 'operation.manuscriptManage.withdraw',
    effect: 'cancelPrepaidOrder',
    noteRequired: true,
  },
] as const satisfies readonly Transition[];

export type WorkflowAction = (typeof TRANSITIONS)[number]['action'];

/** Timeline events that are not rows of the table: the submission, staff's edits, imported history. */
export const OTHER_EVENTS: Record<string, Bilingual> = {
  submit: { zh: '提交', en: 'Submitted' },
  modify: { zh: '修改稿件信息', en: 'Details corrected' },
  imported: { zh: '历史流转（导入）', en: 'Earlier move (imported)' },
};
export const WORKFLOW_ACTIONS: readonly WorkflowAction[] = TRANSITIONS.map((t) => t.action);

export function isWorkflowAction(name: string): name is WorkflowAction {
  return (WORKFLOW_ACTIONS as readonly string[]).includes(name);
}

/** Why the table refuses an action (the API answers them as code 40070 with this reason). */
export type Refusal =
  | 'unknownAction'
  | 'wrongStatus'
  | 'noPermission'
  | 'guard'
  | 'notOnPath'
  | 'noteRequired';

export const REFUSAL_TEXT: Record<Refusal, Bilingual> = {
  unknownAction: { zh: '没有这个操作', en: 'There is no such action' },
  wrongStatus: { zh: '稿件当前状态不能执行此操作', en: 'The manuscript’s status does not allow this action' },
  noPermission: { zh: '您没有执行此操作的权限', en: 'You may not take this action' },
  guard: { zh: '稿件当前条件不满足此操作', en: 'The manuscript does not meet this action’s condition' },
  notOnPath: {
    zh: '稿件的流程中没有下一环节',
    en: 'The manuscript’s process has no next stage from here',
  },
  noteRequired: { zh: '请填写原因', en: 'Please give a reason' },
};

export type Decision =
  | { ok: true; row: Transition; to: ManuscriptStatus; resumeStatus: ManuscriptStatus | null }
  | { ok: false; refusal: Refusal };

function target(
  row: Transition,
  facts: ManuscriptFacts,
  path: readonly ManuscriptStatus[],
): ManuscriptStatus | null {
  if (typeof row.to === 'number') return row.to;
  if (row.to === 'resume') return facts.resumeStatus;
  if (row.to === 'firstStage') return path[1] ?? null;
  const at = path.indexOf(facts.status);
  return at < 0 ? null : (path[at + 1] ?? null);
}

const onSide = (s: ManuscriptStatus) => SIDE_PATH_STATUSES.includes(s);

/**
 * The table's answer for one action on one manuscript: the row and the status it leads to, or why
 * not. `holds` answers whether the person holds a permission code (or is the author, for 'author').
 */
export function decide(
  action: string,
  facts: ManuscriptFacts,
  config: PathConfig,
  holds: (permission: string) => boolean,
  note = '',
  table: readonly Transition[] = TRANSITIONS,
): Decision {
  const rows = table.filter((t) => t.action === action);
  if (rows.length === 0) return { ok: false, refusal: 'unknownAction' };
  const row = rows.find((t) => t.from.includes(facts.status));
  if (!row) return { ok: false, refusal: 'wrongStatus' };
  if (!holds(row.permission)) return { ok: false, refusal: 'noPermission' };
  if (row.guard && !GUARDS[row.guard](facts)) return { ok: false, refusal: 'guard' };
  if (row.noteRequired && note.trim() === '') return { ok: false, refusal: 'noteRequired' };
  const to = target(row, facts, manuscriptPath(config));
  if (to === null) return { ok: false, refusal: 'notOnPath' };
  // Leaving the path for a side path remembers where to return; coming back forgets it.
  const resumeStatus = onSide(to) ? (onSide(facts.status) ? facts.resumeStatus : facts.status) : null;
  return { ok: true, row, to, resumeStatus };
}

/** The actions a person may take on a manuscript now: the buttons the web draws. */
export function availableActions(
  facts: ManuscriptFacts,
  config: PathConfig,
  holds: (permission: string) => boolean,
): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => {
    const d = decide(action, facts, config, holds, 'x');
    return d.ok;
  });
}
