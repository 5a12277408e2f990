import type { Bilingual } from './i18n.ts';

/** Field messages of revision applications (messages.ts takes them in). */
export const REVISION_MESSAGES = {
  'revision.status': {
    zh: '稿件当前状态不能申请修改（录用后至出版前后、归档前可申请）',
    en: 'The manuscript’s status does not allow a revision application (from acceptance up to publication, before the archive)',
  },
  'revision.open': {
    zh: '该稿件已有待审核的修改申请',
    en: 'A revision application of this manuscript is already waiting for review',
  },
  'revision.unchanged': {
    zh: '申请内容与稿件当前信息相同，没有修改',
    en: 'The application changes nothing: the values are the manuscript’s current ones',
  },
  'revision.fundOnly': {
    zh: '录用前只能通过修改申请更正未通过审核的基金信息',
    en: 'Before acceptance an application may only correct the fund that failed its audit',
  },
  'fundAudit.keepFund': {
    zh: '稿件正在基金审核中，不能取消基金；请更正基金信息',
    en: 'The manuscript is held at the fund audit: correct the fund instead of removing it',
  },
  'revision.decided': {
    zh: '该修改申请已审核，不能再次审核',
    en: 'The revision application has been decided already',
  },
} as const satisfies Record<string, Bilingual>;
