import { EXPERT_REVIEWS_IN } from './enums/manuscript.ts';
import { OrderPayStatus } from './enums/order.ts';
import { type FundAuditAction, fundAuditRows } from './fundAuditRows.ts';
import type { Bilingual } from './i18n.ts';
import { type ProductionAction, productionRows } from './productionRows.ts';
import { type ReviewAction, reviewRows } from './reviewRows.ts';
import type { EffectName, GuardName, ManuscriptFacts, Refusal, Transition, Who } from './transitionTypes.ts';
import { type WithdrawalAction, withdrawalRows } from './withdrawalRows.ts';
import {
  type ManuscriptStatus,
  manuscriptPath,
  type PathConfig,
  SIDE_PATH_STATUSES,
  Status,
} from './workflow.ts';

export type * from './transitionTypes.ts';

/**
 * The one transition table of the manuscript lifecycle (ARCHITECTURE "Manuscript workflow"). Every
 * status change of every capability is a row here, applied by the server's one `applyAction`; the
 * same rows decide which buttons a person sees (`availableActions`). The review pipeline's rows are
 * derived from its call groups (reviewRows.ts); production and requests add theirs the same way.
 */

interface Guard {
  test: (f: ManuscriptFacts, who: Who) => boolean;
  refusal: Refusal;
}

export const GUARDS = {
  /** The prepaid-fee order is still unpaid (payStatus 0). */
  prepaidOrderOpen: { test: (f) => f.prepaidOrderPayStatus === OrderPayStatus.UNPAID, refusal: 'guard' },
  /** The stage is allocated to the person acting. */
  assignedToActor: {
    test: (f, who) => who.userId !== null && f.auditUserId === who.userId,
    refusal: 'notAssignee',
  },
  notSetAside: { test: (f) => !f.ignored, refusal: 'setAside' },
  setAside: { test: (f) => Boolean(f.ignored), refusal: 'notSetAside' },
  /** The last move was this person's pass into the current status (nothing has happened since). */
  lastPassMine: {
    test: (f, who) =>
      f.lastEvent?.action === 'pass' &&
      f.lastEvent.actorType === 'staff' &&
      f.lastEvent.actorId === who.userId &&
      f.lastEvent.toStatus === f.status,
    refusal: 'notYourAudit',
  },
  /** At least one expert's review is in. */
  expertReviewsIn: {
    test: (f) => EXPERT_REVIEWS_IN.has(f.auditScheduleStatus ?? 0),
    refusal: 'noExpertReviews',
  },
  /** The duplicate check's report of the newest manuscript file is finished. */
  checkReportDone: { test: (f) => Boolean(f.checkReportDone), refusal: 'noCheckReport' },
  /** The manuscript was dispatched to the person acting (typesetting and revisions). */
  typesetterIsActor: {
    test: (f, who) => who.userId !== null && f.typesetterId === who.userId,
    refusal: 'notTypesetter',
  },
  /** A withdrawal request of the manuscript waits for review. */
  withdrawalPending: { test: (f) => Boolean(f.withdrawalPending), refusal: 'noWithdrawal' },
  /** The manuscript's declared fund waits for its audit. */
  fundPending: { test: (f) => Boolean(f.fundPending), refusal: 'fundNotPending' },
  /** The process holds funds at 600 from this status and the fund waits. */
  fundAuditDue: { test: (f) => Boolean(f.fundAuditDue), refusal: 'fundAuditNotDue' },
} satisfies Record<GuardName, Guard>;

export const TRANSITIONS = [
  {
    action: 'confirmRemittance',
    title: { zh: '确认汇款', en: 'Confirm remittance' },
    from: [Status.AUTHOR_UNPAID],
    to: 'firstStage',
    permission: 'finance.remittance.confirm',
    guards: ['prepaidOrderOpen'],
    effect: 'recordRemittance',
    noteRequired: false,
    notify: 'paymentConfirmed',
  },
  {
    action: 'waiveFee',
    title: { zh: '免除预付费', en: 'Waive the prepaid fee' },
    from: [Status.AUTHOR_UNPAID],
    to: 'firstStage',
    permission: 'operation.manuscriptManage.waive',
    guards: ['prepaidOrderOpen'],
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
  ...reviewRows(),
  ...productionRows(),
  ...withdrawalRows(),
  ...fundAuditRows(),
  {
    action: 'startRevision',
    title: { zh: '开始修改', en: 'Start revising' },
    from: [Status.RETURNED_FOR_REVISION],
    to: Status.REVISION_IN_PROGRESS,
    permission: 'author',
    noteRequired: false,
  },
  {
    action: 'submitRevision',
    title: { zh: '提交修改稿', en: 'Submit the revision' },
    from: [Status.RETURNED_FOR_REVISION, Status.REVISION_IN_PROGRESS],
    to: 'resume',
    permission: 'author',
    effect: 'recordRevision',
    noteRequired: false,
  },
] as const satisfies readonly Transition[];

/**
 * Effects of entering a status, whatever row leads there (a pass from the stage before, an undo, a
 * revision or a rejection sent back): the server runs them in the move's transaction, after the
 * row's own effect, when the status changes.
 */
export const ENTRY_EFFECTS: Partial<Record<ManuscriptStatus, EffectName>> = {
  [Status.SIMILARITY_CHECK]: 'similarityCheck',
};

/** Every action name of the table (several rows share a name: one per status and permission). */
export type WorkflowAction =
  | 'confirmRemittance'
  | 'waiveFee'
  | 'withdrawEntry'
  | 'startRevision'
  | 'submitRevision'
  | ReviewAction
  | ProductionAction
  | WithdrawalAction
  | FundAuditAction;

/** Timeline events that are not rows of the table: the submission, staff's edits, imported history. */
export const OTHER_EVENTS: Record<string, Bilingual> = {
  submit: { zh: '提交', en: 'Submitted' },
  staffEntry: { zh: '编辑部代作者录入', en: 'Entered for the author by the editorial office' },
  modify: { zh: '修改稿件信息', en: 'Details corrected' },
  onlineEdit: { zh: '在线编辑（排版中更正）', en: 'Details corrected during layout' },
  imported: { zh: '历史流转（导入）', en: 'Earlier move (imported)' },
  reminder: { zh: '发送提醒', en: 'Reminder sent' },
  withdrawalRequested: { zh: '申请撤稿', en: 'Withdrawal requested' },
  acceptanceConfirmed: {
    zh: '作者确认录用条件和费用（采编登记）',
    en: 'Acceptance terms and fee confirmed by the author (recorded by the acquisition editor)',
  },
  finalDraftUploaded: {
    zh: '上传终稿（采编代作者）',
    en: 'Final draft uploaded (by the acquisition editor)',
  },
  acceptanceRefused: {
    zh: '作者拒绝录用条件（采编登记）',
    en: 'Acceptance terms refused by the author (recorded by the acquisition editor)',
  },
  revisionRequested: { zh: '提交修改申请', en: 'Revision application submitted' },
  revisionPass: { zh: '修改申请通过（信息已修改）', en: 'Revision application passed (details changed)' },
  revisionFail: { zh: '修改申请未通过', en: 'Revision application failed' },
};
export const WORKFLOW_ACTIONS: readonly WorkflowAction[] = [
  ...new Set(TRANSITIONS.map((t) => t.action as WorkflowAction)),
];

export function isWorkflowAction(name: string): name is WorkflowAction {
  return (WORKFLOW_ACTIONS as readonly string[]).includes(name);
}

export const REFUSAL_TEXT: Record<Refusal, Bilingual> = {
  unknownAction: { zh: '没有这个操作', en: 'There is no such action' },
  wrongStatus: { zh: '稿件当前状态不能执行此操作', en: 'The manuscript’s status does not allow this action' },
  noPermission: { zh: '您没有执行此操作的权限', en: 'You may not take this action' },
  guard: { zh: '稿件当前条件不满足此操作', en: 'The manuscript does not meet this action’s condition' },
  notAssignee: { zh: '稿件未分配给您', en: 'The manuscript is not allocated to you' },
  setAside: { zh: '稿件已被忽略', en: 'The manuscript is set aside' },
  notSetAside: { zh: '稿件未被忽略', en: 'The manuscript is not set aside' },
  noExpertReviews: { zh: '尚无外审专家提交审稿意见', en: 'No expert has submitted a review yet' },
  noCheckReport: {
    zh: '该稿件还没有已完成的查重报告，不能通过查重',
    en: 'The manuscript has no finished duplicate check report yet, so it cannot pass the check',
  },
  notYourAudit: {
    zh: '只能撤销自己刚做的审稿，且下一环节尚未开始',
    en: 'Only your own last audit can be undone, before the next stage starts',
  },
  notOnPath: {
    zh: '稿件的流程中没有下一环节',
    en: 'The manuscript’s process has no next stage from here',
  },
  noteRequired: { zh: '请填写原因', en: 'Please give a reason' },
  notTypesetter: { zh: '该稿件未发排给您', en: 'The manuscript was not dispatched to you' },
  noWithdrawal: { zh: '该稿件没有待审核的撤稿申请', en: 'The manuscript has no withdrawal request waiting' },
  fundNotPending: { zh: '该稿件没有待审核的基金', en: 'The manuscript has no fund waiting for the audit' },
  fundAuditNotDue: {
    zh: '稿件此时不进入基金审核',
    en: 'The manuscript does not enter the fund audit here',
  },
  roundBeforeUnchecked: {
    zh: '上一校次的标注还没有全部核对（校样核对），核对后才能结束本校次',
    en: 'The previous round’s marks are not all checked yet (Proof check): check them before closing this round',
  },
};

/** What a batch answer says of a manuscript it has no outcome for (batch actions, one-key allocation). */
export const BATCH_OUTCOME_TEXT = {
  noAnswer: { zh: '没有结果', en: 'No answer' },
  nobody: { zh: '无人可分配（本环节人员均已达上限）', en: 'Nobody could take it (everyone is at their cap)' },
} as const satisfies Record<string, Bilingual>;

export type Decision =
  | { ok: true; row: Transition; to: ManuscriptStatus; resumeStatus: ManuscriptStatus | null }
  | { ok: false; refusal: Refusal };

function target(
  row: Transition,
  facts: ManuscriptFacts,
  path: readonly ManuscriptStatus[],
): ManuscriptStatus | null {
  if (typeof row.to === 'number') return row.to;
  if (row.to === 'stay') return facts.status;
  if (row.to === 'resume') return facts.resumeStatus;
  if (row.to === 'firstStage') return path[1] ?? null;
  const at = path.indexOf(facts.status);
  if (at < 0) return null;
  return (row.to === 'previous' ? path[at - 1] : path[at + 1]) ?? null;
}

const onSide = (s: ManuscriptStatus) => SIDE_PATH_STATUSES.includes(s);

/**
 * The table's answer for one action on one manuscript: the row and the status it leads to, or why
 * not. `who.holds` answers whether the person holds a permission code (or is the author, for 'author').
 */
export function decide(
  action: string,
  facts: ManuscriptFacts,
  config: PathConfig,
  who: Who,
  note = '',
  table: readonly Transition[] = TRANSITIONS,
): Decision {
  const rows = table.filter((t) => t.action === action);
  if (rows.length === 0) return { ok: false, refusal: 'unknownAction' };
  const row = rows.find((t) => t.from.includes(facts.status));
  if (!row) return { ok: false, refusal: 'wrongStatus' };
  if (!who.holds(row.permission)) return { ok: false, refusal: 'noPermission' };
  const failed = row.guards?.find((name) => !(GUARDS[name] as Guard).test(facts, who));
  if (failed) return { ok: false, refusal: (GUARDS[failed] as Guard).refusal };
  if (row.noteRequired && note.trim() === '') return { ok: false, refusal: 'noteRequired' };
  const to = target(row, facts, manuscriptPath(config));
  if (to === null) return { ok: false, refusal: 'notOnPath' };
  // Leaving the path for a side path remembers where to return; coming back forgets it.
  const resumeStatus = onSide(to) ? (onSide(facts.status) ? facts.resumeStatus : facts.status) : null;
  return { ok: true, row, to, resumeStatus };
}

/** The actions a person may take on a manuscript now: the buttons the web draws. */
export function availableActions(facts: ManuscriptFacts, config: PathConfig, who: Who): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => {
    const d = decide(action, facts, config, who, 'x');
    return d.ok;
  });
}
