import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  audit: '审核',
  auditTitle: '审核期刊开通：{{name}}',
  decision: '审核结果',
  pass: '通过',
  reject: '驳回',
  reason: '意见',
  reasonRequired: '驳回时请填写原因',
  reasonPlaceholder: '驳回原因会告知出版社',
  passed: '已通过，期刊已开通',
  rejected: '已驳回',
  history: '审核记录',
  historyTitle: '「{{name}}」的审核记录',
  noHistory: '还没有审核记录',
  noJournal: '缺少期刊编号',
  back: '返回期刊审核',
  actions: {
    apply: '申请开通',
    pass: '审核通过',
    reject: '审核驳回',
  },
};

const en: typeof zh = {
  audit: 'Review',
  auditTitle: 'Review the application of {{name}}',
  decision: 'Decision',
  pass: 'Pass',
  reject: 'Reject',
  reason: 'Comment',
  reasonRequired: 'Give the reason for a rejection',
  reasonPlaceholder: 'The press will see the reason',
  passed: 'Passed; the journal is open',
  rejected: 'Rejected',
  history: 'History',
  historyTitle: 'Review history of {{name}}',
  noHistory: 'No review history yet',
  noJournal: 'No journal id was given',
  back: 'Back to journal review',
  actions: {
    apply: 'Applied to open',
    pass: 'Passed',
    reject: 'Rejected',
  },
};

export const useJournalReviewTexts = featureTexts('journalReview', zh, en);
