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
  | 'endProofRound'
  | 'outputFilm'
  | 'requestFilmAlteration'
  | 'alterFilm'
  | 'sendToPress'
  | 'startPrinting'
  | 'completePrinting'
  | 'startMailing'
  | 'publish'
  | 'archive';

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
/** 在线校对: the proofreader's desk (manuscripts at a proof, the full-page viewer); marking is `.proofread`. */
export const ONLINE_SCREEN = '/editorialReview/online';
/** 核对: the editor's check of a round's marks against the next proof. */
export const CHECK_SCREEN = '/editorialReview/check';
/** Records a mark as fixed, or not fixed (carried into the open round). */
export const CHECK_PERMISSION = `${screenPermission(CHECK_SCREEN)}.check`;

export const FILM_SCREEN = '/editorialReview/outSlice';
/** Uploads an issue's film package (出片) and the pages of a film alteration (改片). */
export const FILM_PERMISSION = `${screenPermission(FILM_SCREEN)}.output`;
export const PROOF_CONFIRMATION_SCREEN = '/editorialReview/periodicalProof';
/** Confirms an issue's proofs and sends it to press, or asks for a film alteration. */
export const CONFIRM_PERMISSION = `${screenPermission(PROOF_CONFIRMATION_SCREEN)}.confirm`;
export const PRINTING_SCREEN = '/editorialReview/printing';
/** Records the printing house and run, and the printing's completion. */
export const PRINTING_PERMISSION = `${screenPermission(PRINTING_SCREEN)}.record`;

export const MAILING_SCREEN = '/editorialReview/distributionMailing';
/** Sends a printed issue's copies out (mailing, 220). */
export const MAILING_PERMISSION = `${screenPermission(MAILING_SCREEN)}.mail`;
/** Keeps an issue's recipients, mailing batches and tracking numbers (modules/mailing). */
export const SHIP_PERMISSION = `${screenPermission(MAILING_SCREEN)}.ship`;
export const BASE_DATA_SCREEN = '/editorialReview/baseData';
export const FINAL_SCREEN = '/editorialReview/finalVersionOfTheFile';
/** Publishes an issue (230): its articles' DOIs and pages, the Crossref deposit. */
export const PUBLISH_PERMISSION = `${screenPermission(FINAL_SCREEN)}.publish`;
/** Checks a published issue's final files and archives it (240). */
export const ARCHIVE_PERMISSION = `${screenPermission(FINAL_SCREEN)}.archive`;
/** The publication rows, on whole issues like the rows above (modules/publication). */
export const PUBLICATION_ACTIONS = [
  'startMailing',
  'publish',
  'archive',
] as const satisfies readonly ProductionAction[];
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];

/**
 * The issue-level rows (190-210): every manuscript of an issue at the step moves together, in one
 * transaction with one event each (modules/issueProduction).
 */
export const ISSUE_LEVEL_ACTIONS = [
  'outputFilm',
  'requestFilmAlteration',
  'alterFilm',
  'sendToPress',
  'startPrinting',
  'completePrinting',
  // Offered on the printing screen once printed, where the process mails before publication.
  'startMailing',
] as const satisfies readonly ProductionAction[];
export type IssueLevelAction = (typeof ISSUE_LEVEL_ACTIONS)[number];

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
  return [...schedulingRows(), ...typesettingRows(), ...issueRows(), ...publicationRows()];
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

/**
 * Film output, proof confirmation and printing (190 → 210), each on a whole issue. The film package
 * uploaded at 190 moves the issue on (to proof confirmation, or to press when the process has no
 * confirmation step); confirmation sends it to press or back for a film alteration (200), whose
 * replacement pages return it to confirmation; the printing house and run start the printing (210),
 * whose completion is recorded there.
 */
function issueRows(): Transition[] {
  return [
    {
      action: 'outputFilm',
      title: { zh: '出片', en: 'Output the film' },
      from: [Status.FILM_OUTPUT],
      to: 'next',
      permission: FILM_PERMISSION,
      noteRequired: false,
    },
    {
      action: 'requestFilmAlteration',
      title: { zh: '改片', en: 'Ask for a film alteration' },
      from: [Status.PROOF_CONFIRMATION],
      to: Status.FILM_ALTERATION,
      permission: CONFIRM_PERMISSION,
      noteRequired: true,
    },
    {
      action: 'alterFilm',
      title: { zh: '上传改片', en: 'Upload the altered pages' },
      from: [Status.FILM_ALTERATION],
      to: Status.PROOF_CONFIRMATION,
      permission: FILM_PERMISSION,
      noteRequired: false,
    },
    {
      action: 'sendToPress',
      title: { zh: '付印', en: 'Send to press' },
      from: [Status.PROOF_CONFIRMATION],
      to: 'next',
      permission: CONFIRM_PERMISSION,
      noteRequired: false,
    },
    {
      action: 'startPrinting',
      title: { zh: '开始印刷', en: 'Start printing' },
      from: [Status.TO_PRESS],
      to: 'next',
      permission: PRINTING_PERMISSION,
      noteRequired: false,
    },
    {
      action: 'completePrinting',
      title: { zh: '印刷完成', en: 'Printing complete' },
      from: [Status.PRINTING],
      to: 'stay',
      permission: PRINTING_PERMISSION,
      noteRequired: false,
    },
  ];
}

/**
 * Mailing and publication of a whole issue: a printed issue's copies go out (220, when the process
 * has the mailing step), and the issue is published (230) from mailing, or from printing when the
 * process has no mailing step (modules/publication checks which).
 */
function publicationRows(): Transition[] {
  return [
    {
      action: 'startMailing',
      title: { zh: '开始邮寄', en: 'Start mailing' },
      from: [Status.PRINTING],
      to: 'next',
      permission: MAILING_PERMISSION,
      noteRequired: false,
    },
    {
      action: 'publish',
      title: { zh: '出版', en: 'Publish' },
      from: [Status.PRINTING, Status.MAILING],
      to: 'next',
      permission: PUBLISH_PERMISSION,
      noteRequired: false,
    },
    {
      action: 'archive',
      title: { zh: '归档', en: 'Archive' },
      from: [Status.PUBLISHED],
      to: 'next',
      permission: ARCHIVE_PERMISSION,
      noteRequired: false,
    },
  ];
}
