import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  allJournals: '全部期刊',
  intro:
    '排期后至最后一次改样前，可在此更正稿件的题名、作者、关键词和摘要；更正会记入稿件时间线，排版员在下一版校样中据此修改。',
  pending: '排版状态',
  pendingYes: '待排入校样',
  pendingNo: '已排入校样或尚未发排',
  typesetter: '排版员',
  correctedAt: '最近更正',
  correctedBy: '{{time}} · {{name}}',
  never: '未更正',
  correct: '更正',
  view: '查看更正',
  drawerTitle: '{{articleNo}} 在线编辑',
  readOnly: '您可以查看更正记录；更正稿件信息需要“排版中更正稿件信息”权限。',
  note: '更正原因',
  notePlaceholder: '例如：作者来函更正第二作者单位',
  save: '保存更正',
  saved: '已保存更正，排版员将在下一版校样中修改',
  history: '更正记录',
  noHistory: '还没有更正记录',
  byline: '作者',
  actions: { onlineEdit: '在线编辑', modify: '稿件修改' },
};

const en: typeof zh = {
  allJournals: 'All journals',
  intro:
    'From scheduling to the last revision, correct a manuscript’s title, authors, keywords and abstract here; each correction goes to the manuscript’s timeline and the typesetter applies it in the next proof.',
  pending: 'Layout',
  pendingYes: 'Waiting for the next proof',
  pendingNo: 'In the proof, or not dispatched yet',
  typesetter: 'Typesetter',
  correctedAt: 'Last correction',
  correctedBy: '{{time}} · {{name}}',
  never: 'None',
  correct: 'Correct',
  view: 'Corrections',
  drawerTitle: '{{articleNo}}: online editing',
  readOnly:
    'You can read the corrections; correcting the details needs the “Correct details during layout” permission.',
  note: 'Reason',
  notePlaceholder: 'e.g. the author wrote to correct the second author’s affiliation',
  save: 'Save the correction',
  saved: 'Correction saved: the typesetter applies it in the next proof',
  history: 'Corrections',
  noHistory: 'No corrections yet',
  byline: 'Authors',
  actions: { onlineEdit: 'Online editing', modify: 'Manuscript edit' },
};

export const useOnlineEditTexts = featureTexts('onlineEdit', zh, en);
