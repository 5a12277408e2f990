import { screenPermission } from './menu.ts';
import type { Transition } from './transitionTypes.ts';
import { type ManuscriptStatus, proofStatuses, Status } from './workflow.ts';

/**
 * The production rows of the transition table (issue 23; docs/production.md), from acceptance on.
 * Scheduling: an accepted manuscript (90) is placed into an issue of its journal (100), moved to
 * another issue or given another scheduling type while it waits there, or taken out again. Then
 * typesetting and the proof rounds (below).
 */
export type ProductionAction =
  | 'schedule'
  | 'moveIssue'
  | 'setSchedulingType'
  | 'unschedule'
  | 'dispatch'
  | 'changeTypesetter'
  | 'recallDispatch'
  | 'acceptDispatch'
  | 'uploadProof'
  | 'endProofRound';

export const SCHEDULING_SCREEN = '/editorialReview/manuscriptScheduling';
/** Reads the scheduling screen (the accepted queue, the issues, their contents). */
export const SCHEDULING_SCREEN_PERMISSION = screenPermission(SCHEDULING_SCREEN);
/** Schedules, moves, reorders and takes out. */
export const SCHEDULING_PERMISSION = `${SCHEDULING_SCREEN_PERMISSION}.schedule`;

export const TYPESETTING_SCREEN = '/editorialReview/postingDateFaPai';
const typesetting = screenPermission(TYPESETTING_SCREEN);
/** Dispatches to typesetters and takes a dispatch back. */
export const DISPATCH_PERMISSION = `${typesetting}.dispatch`;
/** A typesetter's work: accept a dispatch, upload the layout and each revision. */
export const TYPESET_PERMISSION = `${typesetting}.typeset`;
/** Reads a proof and closes its round (the corrections go to the typesetter). */
export const PROOFREAD_PERMISSION = `${typesetting}.proofread`;

const ROUNDS = Array.from({ length: 8 }, (_, i) => proofStatuses(i + 1));
/** Proof k (130, 150, 170, 181 … 189): being read. */
export const PROOF_STATUSES: readonly ManuscriptStatus[] = ROUNDS.map(([proof]) => proof);
/** Revision k (140, 160, 180, 182 … 191): the typesetter corrects. */
export const REVISION_STATUSES: readonly ManuscriptStatus[] = ROUNDS.map(([, revision]) => revision);
/** Where the typesetter works: dispatched to them, laying out, or correcting a round. */
export const TYPESETTER_STATUSES: readonly ManuscriptStatus[] = [
  Status.TYPESETTING_DISPATCH,
  Status.INITIAL_LAYOUT,
  ...REVISION_STATUSES,
];

export function productionRows(): Transition[] {
  return [...schedulingRows(), ...typesettingRows()];
}

function schedulingRows(): Transition[] {
  const permission = SCHEDULING_PERMISSION;
  return [
    {
      action: 'schedule',
      title: { zh: '排期', en: 'Schedule' },
      from: [Status.ACCEPTED],
      to: 'next',
      permission,
      effect: 'placeInIssue',
      noteRequired: false,
    },
    {
      action: 'moveIssue',
      title: { zh: '调整期次', en: 'Move to another issue' },
      from: [Status.SCHEDULING],
      to: 'stay',
      permission,
      effect: 'placeInIssue',
      noteRequired: false,
    },
    {
      action: 'setSchedulingType',
      title: { zh: '修改排期类型', en: 'Change the scheduling type' },
      from: [Status.SCHEDULING],
      to: 'stay',
      permission,
      effect: 'schedulingType',
      noteRequired: false,
    },
    {
      action: 'unschedule',
      title: { zh: '撤出期次', en: 'Take out of the issue' },
      from: [Status.SCHEDULING],
      to: 'previous',
      permission,
      effect: 'removeFromIssue',
      noteRequired: true,
    },
  ];
}

/**
 * Typesetting and proof rounds (110 → 190). A scheduled manuscript is dispatched to a typesetter
 * (with the dispatch step on it waits at 110 until they accept it, else it goes straight to initial
 * layout, 120); the typesetter's layout opens proof 1; closing proof k asks for revision k; the
 * typesetter's revised PDF opens proof k+1, and after the journal's last revision comes film output.
 */
function typesettingRows(): Transition[] {
  const typesetter = ['typesetterIsActor'] as const;
  return [
    {
      action: 'dispatch',
      title: { zh: '发排', en: 'Dispatch to typesetting' },
      from: [Status.SCHEDULING],
      to: 'next',
      permission: DISPATCH_PERMISSION,
      effect: 'dispatchTypesetting',
      noteRequired: false,
    },
    {
      action: 'changeTypesetter',
      title: { zh: '更换排版人', en: 'Change the typesetter' },
      from: TYPESETTER_STATUSES.concat(PROOF_STATUSES),
      to: 'stay',
      permission: DISPATCH_PERMISSION,
      effect: 'dispatchTypesetting',
      noteRequired: true,
    },
    {
      action: 'recallDispatch',
      title: { zh: '撤回发排', en: 'Take the dispatch back' },
      from: [Status.TYPESETTING_DISPATCH],
      to: 'previous',
      permission: DISPATCH_PERMISSION,
      effect: 'recallDispatch',
      noteRequired: true,
    },
    {
      action: 'acceptDispatch',
      title: { zh: '接收发排', en: 'Accept the dispatch' },
      from: [Status.TYPESETTING_DISPATCH],
      to: 'next',
      permission: TYPESET_PERMISSION,
      guards: typesetter,
      noteRequired: false,
    },
    {
      action: 'uploadProof',
      title: { zh: '上传校样', en: 'Upload the proof' },
      from: [Status.INITIAL_LAYOUT, ...REVISION_STATUSES],
      to: 'next',
      permission: TYPESET_PERMISSION,
      guards: typesetter,
      effect: 'recordProof',
      noteRequired: false,
    },
    {
      action: 'endProofRound',
      title: { zh: '结束本校次', en: 'Close the proof round' },
      from: PROOF_STATUSES,
      to: 'next',
      permission: PROOFREAD_PERMISSION,
      noteRequired: false,
    },
  ];
}
