import type { Bilingual } from './i18n.ts';

/** Manuscript status codes and labels, exactly as SPEC §4; proof pairing as ARCHITECTURE.md. */
export const MANUSCRIPT_STATUS: Record<number, Bilingual> = {
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

/**
 * The review stages of SPEC §4 in their order. Optional stages can be switched off in a press's or
 * journal's review process; a skipped stage is skipped by the workflow table, not by special cases.
 */
export interface ReviewStage {
  key: string;
  title: Bilingual;
  /** Status codes the stage covers: its allocation step (if any) and the review itself. */
  statuses: number[];
  optional: boolean;
}

export const REVIEW_STAGES: ReviewStage[] = [
  { key: 'first', title: { zh: '初审', en: 'First review' }, statuses: [1, 10], optional: false },
  { key: 'screening', title: { zh: '筛稿', en: 'Screening' }, statuses: [15, 16], optional: true },
  { key: 'similarity', title: { zh: '查重', en: 'Duplicate check' }, statuses: [20], optional: true },
  { key: 'reReview', title: { zh: '复审', en: 'Re-review' }, statuses: [30, 40], optional: true },
  { key: 'expert', title: { zh: '外审', en: 'Expert review' }, statuses: [50, 60], optional: true },
  { key: 'final', title: { zh: '终审', en: 'Final review' }, statuses: [65, 70], optional: false },
  {
    key: 'confirm',
    title: { zh: '录用确认', en: 'Acceptance confirmation' },
    statuses: [80],
    optional: false,
  },
];

/**
 * The path a manuscript takes from 0 to 90 under a review process: the diagram's nodes. Takes the
 * stage settings of a process (`ReviewStageSetting`, schemas/processes.ts); only key and switch matter.
 */
export function reviewPath(settings: readonly { key: string; enabled: boolean }[]): number[] {
  const enabled = new Map(settings.map((s) => [s.key, s.enabled]));
  const codes = REVIEW_STAGES.filter((s) => !s.optional || enabled.get(s.key)).flatMap((s) => s.statuses);
  return [0, ...codes, 90];
}

/** Production steps after acceptance (publishProcess); proofs run the journal's 3 to 8 rounds. */
export const PRODUCTION_STEPS: { key: string; title: Bilingual; optional: boolean }[] = [
  { key: 'scheduling', title: { zh: '排期', en: 'Scheduling' }, optional: false },
  { key: 'typesettingDispatch', title: { zh: '发排', en: 'Typesetting dispatch' }, optional: true },
  { key: 'proofs', title: { zh: '校对', en: 'Proof rounds' }, optional: false },
  { key: 'filmOutput', title: { zh: '出片', en: 'Film output' }, optional: true },
  { key: 'proofConfirmation', title: { zh: '清样确认', en: 'Proof confirmation' }, optional: true },
  { key: 'printing', title: { zh: '印刷', en: 'Printing' }, optional: false },
  { key: 'mailing', title: { zh: '邮寄', en: 'Mailing' }, optional: true },
];

/** Status codes of proof round n (1-8): [proof, revision]. */
export function proofStatuses(round: number): [number, number] {
  if (round <= 3) return [110 + round * 20, 120 + round * 20];
  if (round === 8) return [189, 191];
  return [181 + (round - 4) * 2, 182 + (round - 4) * 2];
}
