import {
  FILM_SCREEN,
  FINAL_SCREEN,
  MAILING_SCREEN,
  PRINTING_SCREEN,
  PROOF_CONFIRMATION_SCREEN,
  PROOF_STATUSES,
  type ProductionAction,
  productionRows,
  REVISION_STATUSES,
  SCHEDULING_SCREEN,
  TYPESETTING_SCREEN,
} from './productionRows.ts';
import {
  type GroupBase,
  type QueueKind,
  REVIEW_GROUPS,
  type ReviewGroup,
  type ReviewGroupKey,
  reviewPermission,
} from './reviewGroups.ts';
import { type ManuscriptStatus, Status } from './workflow.ts';

export * from './reviewGroups.ts';

/**
 * The stage groups of the whole manuscript lifecycle (SPEC §7's call groups: the review pipeline's
 * under /tsg-admin, then scheduling, typesetting, proofreading, out-film, printing, post and
 * archiving): for each, the statuses it acts on, its kind of work, its call prefix, the screen that
 * works it and its title. The server registers the review groups' calls from this table and checks
 * every group's calls are served; the transition table derives the review rows from it (a production
 * group names the rows it serves); the editor home counts each group's manuscripts; the web's one
 * stage-queue screen and its action → call mapping read it. docs/review-pipeline.md and
 * docs/production.md ("Stage groups") say which group serves which stage.
 */
/** Production kinds: a step worked manuscript by manuscript, or a whole issue moved at once. */
export type ProductionKind = 'productionStep' | 'issueBatch';
export type StageKind = QueueKind | ProductionKind;

/** A production group: the transition rows it serves (productionRows.ts), by action name. */
export interface ProductionGroup extends GroupBase {
  key: ProductionGroupKey;
  kind: ProductionKind;
  actions: readonly ProductionAction[];
}

export type StageGroup = ReviewGroup | ProductionGroup;
export type StageGroupKey = ReviewGroupKey | ProductionGroupKey;

export type ProductionGroupKey =
  | 'scheduling'
  | 'typesetting'
  | 'proofreading'
  | 'outFilm'
  | 'proofConfirmation'
  | 'printing'
  | 'post'
  | 'publication'
  | 'archiving';

export function isReviewGroup(group: StageGroup): group is ReviewGroup {
  return group.kind !== 'productionStep' && group.kind !== 'issueBatch';
}

const p = (
  key: ProductionGroupKey,
  prefix: string,
  statuses: readonly ManuscriptStatus[],
  kind: ProductionKind,
  actions: readonly ProductionAction[],
  screen: string,
  zh: string,
  en: string,
): ProductionGroup => ({ key, prefix, statuses, kind, actions, screen, title: { zh, en } });

/**
 * The production groups in path order (docs/production.md "Stage groups"). A status may be worked by
 * two groups (100: moved by scheduling, dispatched by typesetting; 210: printed, then mailed or
 * published). A group's first action is its lead: the one its home count waits for, whose permission
 * makes it the person's work. Film alteration (200) is worked by out-film; 240 (archived) by nobody.
 */
export const PRODUCTION_GROUPS: readonly ProductionGroup[] = [
  p(
    'scheduling',
    '/sys/scheduling',
    [Status.ACCEPTED, Status.SCHEDULING],
    'productionStep',
    ['schedule', 'moveIssue', 'setSchedulingType', 'unschedule'],
    SCHEDULING_SCREEN,
    '排期',
    'Scheduling',
  ),
  p(
    'typesetting',
    '/sys/artProof',
    [Status.SCHEDULING, Status.TYPESETTING_DISPATCH, Status.INITIAL_LAYOUT],
    'productionStep',
    ['dispatch', 'recallDispatch', 'changeTypesetter', 'acceptDispatch', 'uploadProof'],
    TYPESETTING_SCREEN,
    '发排排版',
    'Typesetting',
  ),
  p(
    'proofreading',
    '/sys/artProof',
    [...PROOF_STATUSES, ...REVISION_STATUSES],
    'productionStep',
    ['endProofRound', 'uploadProof', 'changeTypesetter'],
    TYPESETTING_SCREEN,
    '校对',
    'Proofreading',
  ),
  p(
    'outFilm',
    '/sys/OutFilm',
    [Status.FILM_OUTPUT, Status.FILM_ALTERATION],
    'issueBatch',
    ['outputFilm', 'alterFilm'],
    FILM_SCREEN,
    '出片改片',
    'Film output',
  ),
  p(
    'proofConfirmation',
    '/sys/OutFilm',
    [Status.PROOF_CONFIRMATION],
    'issueBatch',
    ['sendToPress', 'requestFilmAlteration'],
    PROOF_CONFIRMATION_SCREEN,
    '清样确认',
    'Proof confirmation',
  ),
  p(
    'printing',
    '/sys/OutFilm',
    [Status.TO_PRESS, Status.PRINTING],
    'issueBatch',
    ['startPrinting', 'completePrinting'],
    PRINTING_SCREEN,
    '印刷',
    'Printing',
  ),
  p(
    'post',
    '/sys/mailing',
    [Status.PRINTING, Status.MAILING],
    'issueBatch',
    ['startMailing'],
    MAILING_SCREEN,
    '邮寄发行',
    'Mailing',
  ),
  p(
    'publication',
    '/sys/publication',
    [Status.PRINTING, Status.MAILING],
    'issueBatch',
    ['publish'],
    FINAL_SCREEN,
    '出版',
    'Publication',
  ),
  p(
    'archiving',
    '/sys/archive',
    [Status.PUBLISHED],
    'issueBatch',
    ['archive'],
    FINAL_SCREEN,
    '归档',
    'Archiving',
  ),
];

/** The one lifecycle table: the review groups, then the production groups, in path order. */
export const STAGE_GROUPS: readonly StageGroup[] = [...REVIEW_GROUPS, ...PRODUCTION_GROUPS];

export function stageGroup(key: StageGroupKey): StageGroup | undefined {
  return STAGE_GROUPS.find((x) => x.key === key);
}

/** Whether the group acts on manuscripts at this status (it is one of its statuses). */
export function actsOn(group: StageGroup, status: number): boolean {
  return (group.statuses as readonly number[]).includes(status);
}

/** The groups acting on a status (none for 0, 240 and the side paths but rejection review). */
export function groupsAt(status: number): StageGroup[] {
  return STAGE_GROUPS.filter((g) => actsOn(g, status));
}

/** The production group serving an action at a status: its statuses hold the status, its rows the action. */
export function productionGroupOf(status: number, action: string): ProductionGroup | undefined {
  return PRODUCTION_GROUPS.find(
    (g) => actsOn(g, status) && (g.actions as readonly string[]).includes(action),
  );
}

const PRODUCTION_PERMISSION = new Map(productionRows().map((row) => [row.action, row.permission]));

/**
 * The action permission a group's work needs: a review group's allocate, invite, audit, confirm or
 * decide on its screen; a production group's that of its lead action (its first).
 */
export function actPermission(group: StageGroup): string {
  return isReviewGroup(group) ? reviewPermission(group) : PRODUCTION_PERMISSION.get(group.actions[0]!)!;
}
