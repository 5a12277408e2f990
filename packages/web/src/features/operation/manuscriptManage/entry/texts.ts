import { featureTexts } from '../../../../i18n/featureTexts.ts';

const zh = {
  open: '录入稿件',
  title: '代作者录入稿件',
  hint: '作者通过邮件或纸质方式投来的稿件，由编辑部代为录入。稿件与订单属于所选作者，作者会收到与自行投稿相同的通知；处理记录中记下录入人。',
  entry: '录入信息',
  author: '作者',
  authorPlaceholder: '输入姓名或手机号码查找本社作者',
  authorHint: '找不到作者？请先在作者管理中代其注册。',
  blacklisted: '已拉黑',
  journal: '期刊',
  journalPlaceholder: '请选择期刊',
  referrer: '推荐采编',
  referrerPlaceholder: '无（选填）',
  closed: '该期刊目前暂停投稿，不能录入稿件。',
  chooseJournal: '请先选择期刊，再填写稿件信息。',
  cancel: '取消',
  save: '保存',
  saved: '已录入，稿件编号 {{no}}',
};

const en: typeof zh = {
  open: 'Enter manuscript',
  title: 'Enter a manuscript for an author',
  hint: 'For manuscripts an author sent by e-mail or on paper. The manuscript and its orders belong to the chosen author, who is told as for their own submission; the timeline names you as the person who entered it.',
  entry: 'Entry',
  author: 'Author',
  authorPlaceholder: 'Type a name or phone number to find an author of the press',
  authorHint: 'Author not found? Register them first in Authors.',
  blacklisted: 'Blacklisted',
  journal: 'Journal',
  journalPlaceholder: 'Choose a journal',
  referrer: 'Referring acquisition editor',
  referrerPlaceholder: 'None (optional)',
  closed: 'The journal is not taking submissions now; no manuscript can be entered.',
  chooseJournal: 'Choose the journal first, then fill in the manuscript.',
  cancel: 'Cancel',
  save: 'Save',
  saved: 'Entered as {{no}}',
};

export const useEntryTexts = featureTexts('manuscriptEntry', zh, en);
