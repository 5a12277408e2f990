import type { Bilingual } from './i18n.ts';

/** Manuscript status codes (SPEC §4) by name; code never compares them with `<` (they are not in path order). */
export const Status = {
  AUTHOR_UNPAID: 0,
  FIRST_ALLOCATION: 1,
  FIRST_REVIEW: 10,
  SCREENING_ALLOCATION: 15,
  SCREENING: 16,
  SIMILARITY_CHECK: 20,
  RE_REVIEW_ALLOCATION: 30,
  RE_REVIEW: 40,
  EXPERT_ALLOCATION: 50,
  EXPERT_REVIEW: 60,
  FINAL_ALLOCATION: 65,
  FINAL_REVIEW: 70,
  ACCEPTANCE_CONFIRMATION: 80,
  ACCEPTED: 90,
  SCHEDULING: 100,
  TYPESETTING_DISPATCH: 110,
  INITIAL_LAYOUT: 120,
  PROOF_1: 130,
  REVISION_1: 140,
  PROOF_2: 150,
  REVISION_2: 160,
  PROOF_3: 170,
  REVISION_3: 180,
  PROOF_4: 181,
  REVISION_4: 182,
  PROOF_5: 183,
  REVISION_5: 184,
  PROOF_6: 185,
  REVISION_6: 186,
  PROOF_7: 187,
  REVISION_7: 188,
  PROOF_8: 189,
  REVISION_8: 191,
  FILM_OUTPUT: 190,
  FILM_ALTERATION: 200,
  PROOF_CONFIRMATION: 205,
  TO_PRESS: 209,
  PRINTING: 210,
  MAILING: 220,
  PUBLISHED: 230,
  ARCHIVED: 240,
  RETURNED_FOR_REVISION: 300,
  REVISION_IN_PROGRESS: 350,
  REJECTED: 400,
  REJECTION_REVIEW: 450,
  FUND_AUDIT: 600,
} as const;

export type ManuscriptStatus = (typeof Status)[keyof typeof Status];

/** Labels exactly as SPEC §4, in the catalogue's order; proof pairing as ARCHITECTURE.md. */
export const MANUSCRIPT_STATUS: Record<ManuscriptStatus, Bilingual> = {
  0: { zh: '作者未支付', en: 'Author unpaid' },
  1: { zh: '初审分配', en: 'First-review allocation' },
  10: { zh: '初审', en: 'First review' },
  15: { zh: '筛稿分配', en: 'Screening allocation' },
  16: { zh: '筛稿', en: 'Screening' },
  20: { zh: '查重', en: 'Duplicate check' },
  30: { zh: '复审分配', en: 'Re-review allocation' },
  40: { zh: '复审', en: 'Re-review' },
  50: { zh: '外审分配', en: 'Expert-review allocation' },
  60: { zh: '外审', en: 'Expert review' },
  65: { zh: '终审分配', en: 'Final-review allocation' },
  70: { zh: '终审', en: 'Final review' },
  80: { zh: '录用确认', en: 'Acceptance confirmation' },
  90: { zh: '已录用', en: 'Accepted' },
  100: { zh: '排期', en: 'Scheduling' },
  110: { zh: '发排', en: 'Sent to layout' },
  120: { zh: '初排', en: 'Initial layout' },
  130: { zh: '一校', en: 'Proof 1' },
  140: { zh: '一改', en: 'Revision 1' },
  150: { zh: '二校', en: 'Proof 2' },
  160: { zh: '二改', en: 'Revision 2' },
  170: { zh: '三校', en: 'Proof 3' },
  180: { zh: '三改', en: 'Revision 3' },
  181: { zh: '四校', en: 'Proof 4' },
  182: { zh: '四改', en: 'Revision 4' },
  183: { zh: '五校', en: 'Proof 5' },
  184: { zh: '五改', en: 'Revision 5' },
  185: { zh: '六校', en: 'Proof 6' },
  186: { zh: '六改', en: 'Revision 6' },
  187: { zh: '七校', en: 'Proof 7' },
  188: { zh: '七改', en: 'Revision 7' },
  189: { zh: '八校', en: 'Proof 8' },
  191: { zh: '八改', en: 'Revision 8' },
  190: { zh: '出片', en: 'Film output' },
  200: { zh: '改片', en: 'Film alteration' },
  205: { zh: '清样确认', en: 'Proof confirmation' },
  209: { zh: '待印刷', en: 'To press' },
  210: { zh: '印刷', en: 'Printing' },
  220: { zh: '邮寄', en: 'Mailing' },
  230: { zh: '已出版', en: 'Published' },
  240: { zh: '已归档', en: 'Archived' },
  300: { zh: '退修', en: 'Returned for revision' },
  350: { zh: '修改中', en: 'Revision in progress' },
  400: { zh: '退稿', en: 'Rejected' },
  450: { zh: '退稿审核中', en: 'Rejection in progress' },
  600: { zh: '基金审核', en: 'Fund audit' },
};

/** Every status code, in the catalogue's order. */
export const STATUS_CODES: readonly ManuscriptStatus[] = Object.values(Status);

export function isManuscriptStatus(code: number): code is ManuscriptStatus {
  return (STATUS_CODES as readonly number[]).includes(code);
}

/** Side paths (SPEC §4 300-600): a manuscript leaves its path for them and returns to where it left. */
export const SIDE_PATH_STATUSES: readonly ManuscriptStatus[] = [
  Status.RETURNED_FOR_REVISION,
  Status.REVISION_IN_PROGRESS,
  Status.REJECTED,
  Status.REJECTION_REVIEW,
  Status.FUND_AUDIT,
];

/**
 * The review stages of SPEC §4 in their order. Optional stages can be switched off in a press's or
 * journal's review process; a skipped stage is skipped by the path, not by special cases.
 */
export interface ReviewStage {
  key: string;
  title: Bilingual;
  /** Status codes the stage covers: its allocation step (if any) and the review itself. */
  statuses: ManuscriptStatus[];
  optional: boolean;
}

const S = Status;

export const REVIEW_STAGES: ReviewStage[] = [
  {
    key: 'first',
    title: { zh: '初审', en: 'First review' },
    statuses: [S.FIRST_ALLOCATION, S.FIRST_REVIEW],
    optional: false,
  },
  {
    key: 'screening',
    title: { zh: '筛稿', en: 'Screening' },
    statuses: [S.SCREENING_ALLOCATION, S.SCREENING],
    optional: true,
  },
  {
    key: 'similarity',
    title: { zh: '查重', en: 'Duplicate check' },
    statuses: [S.SIMILARITY_CHECK],
    optional: true,
  },
  {
    key: 'reReview',
    title: { zh: '复审', en: 'Re-review' },
    statuses: [S.RE_REVIEW_ALLOCATION, S.RE_REVIEW],
    optional: true,
  },
  {
    key: 'expert',
    title: { zh: '外审', en: 'Expert review' },
    statuses: [S.EXPERT_ALLOCATION, S.EXPERT_REVIEW],
    optional: true,
  },
  {
    key: 'final',
    title: { zh: '终审', en: 'Final review' },
    statuses: [S.FINAL_ALLOCATION, S.FINAL_REVIEW],
    optional: false,
  },
  {
    key: 'confirm',
    title: { zh: '录用确认', en: 'Acceptance confirmation' },
    statuses: [S.ACCEPTANCE_CONFIRMATION],
    optional: false,
  },
];

type Switches = readonly { key: string; enabled: boolean }[];

function switchedOn<T extends { key: string; optional: boolean }>(
  all: readonly T[],
  settings: Switches,
): T[] {
  const enabled = new Map(settings.map((s) => [s.key, s.enabled]));
  return all.filter((s) => !s.optional || enabled.get(s.key));
}

/**
 * The path a manuscript takes from 0 to 90 under a review process: the diagram's nodes. Takes the
 * stage settings of a process (`ReviewStageSetting`, schemas/processes.ts); only key and switch matter.
 */
export function reviewPath(settings: Switches): ManuscriptStatus[] {
  return [S.AUTHOR_UNPAID, ...switchedOn(REVIEW_STAGES, settings).flatMap((s) => s.statuses), S.ACCEPTED];
}

/** Status codes of proof round n (1-8): [proof, revision] (ARCHITECTURE.md's pairing). */
export function proofStatuses(round: number): [ManuscriptStatus, ManuscriptStatus] {
  const pairs: [ManuscriptStatus, ManuscriptStatus][] = [
    [S.PROOF_1, S.REVISION_1],
    [S.PROOF_2, S.REVISION_2],
    [S.PROOF_3, S.REVISION_3],
    [S.PROOF_4, S.REVISION_4],
    [S.PROOF_5, S.REVISION_5],
    [S.PROOF_6, S.REVISION_6],
    [S.PROOF_7, S.REVISION_7],
    [S.PROOF_8, S.REVISION_8],
  ];
  const pair = pairs[round - 1];
  if (!pair) throw new RangeError(`proof round ${round} is outside 1-8`);
  return pair;
}

/** Production steps after acceptance (publishProcess) and the statuses each covers. */
export interface ProductionStep {
  key: string;
  title: Bilingual;
  optional: boolean;
  /** The proofs step's statuses depend on the journal's rounds (`productionPath`). */
  statuses: ManuscriptStatus[];
}

export const PRODUCTION_STEPS: ProductionStep[] = [
  { key: 'scheduling', title: { zh: '排期', en: 'Scheduling' }, optional: false, statuses: [S.SCHEDULING] },
  {
    key: 'typesettingDispatch',
    title: { zh: '发排', en: 'Typesetting dispatch' },
    optional: true,
    statuses: [S.TYPESETTING_DISPATCH],
  },
  { key: 'proofs', title: { zh: '校对', en: 'Proof rounds' }, optional: false, statuses: [S.INITIAL_LAYOUT] },
  {
    key: 'filmOutput',
    title: { zh: '出片', en: 'Film output' },
    optional: true,
    // Film alteration (200) is a loop off proof confirmation, not a step of the path (productionRows.ts).
    statuses: [S.FILM_OUTPUT],
  },
  {
    key: 'proofConfirmation',
    title: { zh: '清样确认', en: 'Proof confirmation' },
    optional: true,
    statuses: [S.PROOF_CONFIRMATION],
  },
  {
    key: 'printing',
    title: { zh: '印刷', en: 'Printing' },
    optional: false,
    statuses: [S.TO_PRESS, S.PRINTING],
  },
  { key: 'mailing', title: { zh: '邮寄', en: 'Mailing' }, optional: true, statuses: [S.MAILING] },
];

/**
 * The path after acceptance: the switched-on steps, the proofs step running initial layout then the
 * journal's 3 to 8 proof rounds, then published and archived.
 */
export function productionPath(settings: Switches, proofRounds: number): ManuscriptStatus[] {
  const rounds = Array.from({ length: proofRounds }, (_, i) => proofStatuses(i + 1)).flat();
  const steps = switchedOn(PRODUCTION_STEPS, settings).flatMap((s) =>
    s.key === 'proofs' ? [...s.statuses, ...rounds] : s.statuses,
  );
  return [...steps, S.PUBLISHED, S.ARCHIVED];
}

/**
 * Accepted and every status after it on the main path (production, published, archived): the
 * review is over. A set, since the codes are not in path order (191 follows 189, 190 after them).
 */
export const ACCEPTED_AND_AFTER: ReadonlySet<ManuscriptStatus> = new Set([
  S.ACCEPTED,
  ...PRODUCTION_STEPS.flatMap((s) => s.statuses),
  S.FILM_ALTERATION,
  ...Array.from({ length: 8 }, (_, i) => proofStatuses(i + 1)).flat(),
  S.PUBLISHED,
  S.ARCHIVED,
]);

/** What decides a manuscript's path: the process rows it recorded and its journal's proof rounds. */
export interface PathConfig {
  reviewStages: Switches;
  productionSteps: Switches;
  proofRounds: number;
}

/** The whole main path of one manuscript, 0 to archived. */
export function manuscriptPath(config: PathConfig): ManuscriptStatus[] {
  return [...reviewPath(config.reviewStages), ...productionPath(config.productionSteps, config.proofRounds)];
}
