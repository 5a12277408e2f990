import { featureTexts } from '../i18n/featureTexts.ts';

/** Words of the author's revision application (修改申请) on the journal site. */
const zh = {
  title: '修改申请',
  hint: '录用后至出版后（归档前）如需修改标题、作者、基金、摘要或关键词，请填写修改后的内容、原因并上传证明材料，经编辑部审核通过后生效。',
  open: '申请修改稿件信息',
  byline: '作者',
  fund: '基金',
  reason: '修改原因',
  reasonPlaceholder: '例如：作者单位有误',
  files: '证明材料',
  saveDraft: '保存草稿',
  submit: '提交申请',
  saved: '草稿已保存',
  sent: '修改申请已提交，请等待编辑部审核',
  draft: '修改申请草稿（{{at}} 保存），尚未提交。',
  pending: '修改申请已提交（{{at}}），正在等待编辑部审核。',
  passed: '修改申请已通过（{{at}}），稿件信息已修改。{{note}}',
  failed: '修改申请未通过（{{at}}）：{{note}}',
};

const en: typeof zh = {
  title: 'Revision application',
  hint: 'From acceptance until after publication (before the archive), to change the title, byline, fund, abstract or keywords: give the new values, the reason and supporting files; the change takes effect once the office passes it.',
  open: 'Apply to change the details',
  byline: 'Byline',
  fund: 'Fund',
  reason: 'Reason',
  reasonPlaceholder: 'e.g. an affiliation is wrong',
  files: 'Supporting files',
  saveDraft: 'Save draft',
  submit: 'Submit',
  saved: 'The draft is saved',
  sent: 'The application is submitted and awaits the office’s review',
  draft: 'A draft application (saved {{at}}), not submitted yet.',
  pending: 'Application submitted ({{at}}), waiting for the office’s review.',
  passed: 'Application passed ({{at}}): the details are changed. {{note}}',
  failed: 'Application failed ({{at}}): {{note}}',
};

export const useRevisionApplicationTexts = featureTexts('revisionApplication', zh, en);
