import type { Bilingual } from '../i18n.ts';

/**
 * A withdrawal request's status (撤稿申请, docs/author-requests.md), the numbers of SPEC §4's examine
 * status the product reuses for every author request: 1 submitted and waiting, 2 passed, 3 rejected.
 */
export const WithdrawalStatus = { PENDING: 1, PASSED: 2, REJECTED: 3 } as const;
export type WithdrawalStatusValue = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

export const WITHDRAWAL_STATUS: Record<WithdrawalStatusValue, Bilingual> = {
  1: { zh: '待审核', en: 'Pending' },
  2: { zh: '已通过', en: 'Passed' },
  3: { zh: '已驳回', en: 'Rejected' },
};

/** How the request reached the press: the author on the site (with an SMS code), or by phone or letter (recorded by staff). */
export const WITHDRAWAL_CHANNELS = ['site', 'phone', 'letter'] as const;
export type WithdrawalChannel = (typeof WITHDRAWAL_CHANNELS)[number];

export const WITHDRAWAL_CHANNEL: Record<WithdrawalChannel, Bilingual> = {
  site: { zh: '作者在线申请', en: 'By the author online' },
  phone: { zh: '电话', en: 'By phone' },
  letter: { zh: '书面来函', en: 'By letter' },
};
