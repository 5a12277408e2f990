import type { Bilingual } from '../i18n.ts';

/** SPEC §3 enumerations of a journal (periodical). */
export const PUBLISHING_FREQUENCY: Record<number, Bilingual & { issuesPerYear: number }> = {
  1: { zh: '年刊', en: 'Annual', issuesPerYear: 1 },
  2: { zh: '半年刊', en: 'Semi-annual', issuesPerYear: 2 },
  3: { zh: '季刊', en: 'Quarterly', issuesPerYear: 4 },
  4: { zh: '双月刊', en: 'Bimonthly', issuesPerYear: 6 },
  5: { zh: '月刊', en: 'Monthly', issuesPerYear: 12 },
  6: { zh: '半月刊', en: 'Semi-monthly', issuesPerYear: 24 },
  7: { zh: '旬刊', en: 'Ten-day', issuesPerYear: 36 },
  8: { zh: '周刊', en: 'Weekly', issuesPerYear: 52 },
  9: { zh: '双周刊', en: 'Twice-weekly', issuesPerYear: 104 },
};

export const FUND_LEVEL: Record<number, Bilingual> = {
  1: { zh: '国际级', en: 'International' },
  2: { zh: '国家级', en: 'National' },
  3: { zh: '省部级', en: 'Provincial' },
  4: { zh: '市厅级/院校级', en: 'City, institute or school' },
  5: { zh: '县级及其他', en: 'County and other' },
};

/** Fee types 1-6; order types follow them. */
export const FEE_TYPE: Record<number, Bilingual> = {
  1: { zh: '预付费', en: 'Prepaid fee' },
  2: { zh: '其他费用', en: 'Other fee' },
  3: { zh: '录用费', en: 'Acceptance fee' },
  4: { zh: '加急费', en: 'Rush fee' },
  5: { zh: '超版面费', en: 'Extra-page fee' },
  6: { zh: '查重费', en: 'Duplicate-check fee' },
};

const CN_NUMBERS = ['', '一', '二', '三', '四', '五', '六', '七', '八'];

/** Proofreading rounds 3 to 8: three-proof-three-revision up to eight-proof-eight-revision. */
export const PROOF_ROUNDS: Record<number, Bilingual> = Object.fromEntries(
  [3, 4, 5, 6, 7, 8].map((n) => {
    const words = ['', '', '', 'three', 'four', 'five', 'six', 'seven', 'eight'][n]!;
    return [n, { zh: `${CN_NUMBERS[n]}校${CN_NUMBERS[n]}改`, en: `${words}-proof-${words}-revision` }];
  }),
);
