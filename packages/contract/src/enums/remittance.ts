import type { Bilingual } from '../i18n.ts';

/**
 * A remittance's status (汇款确认, `remittances.status`): money that reached the press's account,
 * matched to orders in part or in full, or set aside by finance (not ours to match, with the reason).
 */
export const RemittanceStatus = { UNMATCHED: 0, PARTLY: 1, MATCHED: 2, SET_ASIDE: 3 } as const;

export const REMITTANCE_STATUS: Record<number, Bilingual> = {
  0: { zh: '未匹配', en: 'Unmatched' },
  1: { zh: '部分匹配', en: 'Partly matched' },
  2: { zh: '已匹配', en: 'Matched' },
  3: { zh: '已搁置', en: 'Set aside' },
};

/** The status a remittance takes from what of it is matched (when it is not set aside). */
export function matchStatus(amountFen: number, matchedFen: number): number {
  if (matchedFen <= 0) return RemittanceStatus.UNMATCHED;
  return matchedFen >= amountFen ? RemittanceStatus.MATCHED : RemittanceStatus.PARTLY;
}
