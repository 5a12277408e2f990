import type { Bilingual } from '../i18n.ts';

/**
 * A revision application's status (修改申请, docs/author-requests.md): SPEC §4's examine status,
 * 0 not submitted (a draft), 1 submitted and waiting, 2 passed, 3 failed.
 */
export const RevisionStatus = { DRAFT: 0, PENDING: 1, PASSED: 2, FAILED: 3 } as const;
export type RevisionStatusValue = (typeof RevisionStatus)[keyof typeof RevisionStatus];

export const REVISION_STATUS: Record<RevisionStatusValue, Bilingual> = {
  0: { zh: '未提交', en: 'Not submitted' },
  1: { zh: '待审核', en: 'Pending' },
  2: { zh: '已通过', en: 'Passed' },
  3: { zh: '未通过', en: 'Failed' },
};

/** The details an application may change, in the form's order. */
export const REVISION_FIELDS = [
  'title',
  'authors',
  'foundationFlag',
  'fundName',
  'fundNumber',
  'fundLevel',
  'abstract',
  'keywords',
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

export const REVISION_FIELD: Record<RevisionField, Bilingual> = {
  title: { zh: '标题', en: 'Title' },
  authors: { zh: '作者', en: 'Byline' },
  foundationFlag: { zh: '基金资助', en: 'Fund support' },
  fundName: { zh: '基金名称', en: 'Fund name' },
  fundNumber: { zh: '基金编号', en: 'Fund number' },
  fundLevel: { zh: '基金级别', en: 'Fund level' },
  abstract: { zh: '摘要', en: 'Abstract' },
  keywords: { zh: '关键词', en: 'Keywords' },
};
