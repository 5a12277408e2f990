import type { Bilingual } from '../i18n.ts';

/**
 * The states a manuscript list row carries besides its status (SPEC §3 list row, §4 "Other
 * statuses"). Where SPEC shows only how a code is drawn, the label says what the product means by it.
 */

/** Annex and supplement status: 1 and 2 are drawn as two different icons (0: nothing to show). */
export const ANNEX_STATUS: Record<number, Bilingual> = {
  1: { zh: '附件待审核', en: 'Annex awaiting review' },
  2: { zh: '附件需补充', en: 'Annex to be supplemented' },
};
export const SUPPLEMENT_STATUS: Record<number, Bilingual> = {
  1: { zh: '补充材料已提交', en: 'Supplement submitted' },
  2: { zh: '补充材料待提交', en: 'Supplement awaited' },
};

/** dto.meetingSign 1-4: icons; 3 and 4 share one (`MEETING_SIGN_ICON`). */
export const MEETING_SIGN: Record<number, Bilingual> = {
  1: { zh: '待上会', en: 'To be discussed' },
  2: { zh: '已上会', en: 'Discussed' },
  3: { zh: '会议通过', en: 'Approved at the meeting' },
  4: { zh: '会议有条件通过', en: 'Approved with conditions' },
};
export const MEETING_SIGN_ICON: Record<number, 'pending' | 'done' | 'approved'> = {
  1: 'pending',
  2: 'done',
  3: 'approved',
  4: 'approved',
};

/** ignoreStatus 1: the manuscript was set aside by the auditing user (shown with their name). */
export const IGNORE_STATUS: Record<number, Bilingual> = { 1: { zh: '已忽略', en: 'Set aside' } };

/** orderStatus 3: an order of the manuscript was set aside by someone (shown with the ignoring name). */
export const ORDER_STATUS: Record<number, Bilingual> = {
  1: { zh: '待支付', en: 'Awaiting payment' },
  2: { zh: '已支付', en: 'Paid' },
  3: { zh: '已忽略', en: 'Set aside' },
};

/** natureArticleType: 0 means a natural-science type. */
export const NATURE_ARTICLE_TYPE: Record<number, Bilingual> = {
  0: { zh: '自然科学', en: 'Natural science' },
  1: { zh: '其他', en: 'Other' },
};

/** schedulingType 1-3: how the accepted manuscript is scheduled. */
/**
 * SPEC §3 schedulingType: 1 regular (the next issue with room), 2 rush (an earlier issue, for the
 * journal's rush fee, fee type 4), 3 a chosen issue (placed where the author or the editor asked).
 */
export const SchedulingType = { REGULAR: 1, RUSH: 2, CHOSEN: 3 } as const;

export const SCHEDULING_TYPE: Record<number, Bilingual> = {
  1: { zh: '正常排期', en: 'Regular' },
  2: { zh: '加急排期', en: 'Rush' },
  3: { zh: '指定期次', en: 'Chosen issue' },
};

/** foundationFlag: 1 grant-supported; foundationStatus: the fund audit (600) of it, by name. */
export const FoundationStatus = { NONE: 0, PENDING: 1, PASSED: 2, FAILED: 3 } as const;
export type FoundationStatusCode = (typeof FoundationStatus)[keyof typeof FoundationStatus];

export const FOUNDATION_STATUS: Record<number, Bilingual> = {
  0: { zh: '无需审核', en: 'No audit' },
  1: { zh: '基金待审核', en: 'Fund audit pending' },
  2: { zh: '基金审核通过', en: 'Fund audit passed' },
  3: { zh: '基金审核未通过', en: 'Fund audit failed' },
};

/** The manuscript reading of payStatus (SPEC §4): 0 unpaid, 3 disabled, 1, 5 and 6 paid. */
export const MANUSCRIPT_PAY_STATUS: Record<number, Bilingual> = {
  0: { zh: '未支付', en: 'Unpaid' },
  1: { zh: '已支付', en: 'Paid' },
  3: { zh: '无需支付', en: 'Not charged' },
  5: { zh: '已支付', en: 'Paid' },
  6: { zh: '已支付', en: 'Paid' },
};
export const isPaidManuscriptPayStatus = (code: number) => code === 1 || code === 5 || code === 6;

/** External review progress (auditScheduleStatus) by name. */
export const ExpertProgress = { AWAITING: 1, PARTLY_DONE: 2, DONE: 3 } as const;

/** Progress at which at least one expert's review is in. */
export const EXPERT_REVIEWS_IN: ReadonlySet<number> = new Set([
  ExpertProgress.PARTLY_DONE,
  ExpertProgress.DONE,
]);

/** External review progress (auditScheduleStatus): 1 awaiting, 2 partly done, 3 done. */
export const AUDIT_SCHEDULE_STATUS: Record<number, Bilingual> = {
  1: { zh: '待外审', en: 'Awaiting external review' },
  2: { zh: '部分完成', en: 'Partly done' },
  3: { zh: '已完成', en: 'Done' },
};

/**
 * Audit status (SPEC §4 "Other statuses", the list row's auditSign): where the work of the
 * manuscript's current review stage stands. contract auditSign.ts says what sets each code
 * (docs/review-pipeline.md "Audit status").
 */
export const AUDIT_STATUS: Record<number, Bilingual> = {
  0: { zh: '待分配', en: 'To be assigned' },
  1: { zh: '待审核', en: 'To be reviewed' },
  2: { zh: '部分已审', en: 'Partly reviewed' },
  3: { zh: '全部已审', en: 'All reviewed' },
  4: { zh: '已结束', en: 'Closed' },
  5: { zh: '待重新分配', en: 'To be assigned again' },
};
