import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  name: '期刊名称',
  issn: 'ISSN',
  cn: 'CN 号',
  sponsor: '主办单位',
  frequency: '出版周期',
  subjects: '学科',
  merchant: '收款商户',
  noMerchant: '暂不设置',
  noticeLang: '通知语言',
  noticeLangHint: '发给本刊作者、专家和编辑的邮件、短信和站内消息使用的语言',
  proofRounds: '校对设置',
  status: '状态',
  press: '出版社',
  keyword: '期刊名称、ISSN 或 CN 号',
  add: '新增期刊',
  addTitle: '新增期刊',
  editTitle: '编辑期刊',
  created: '期刊已创建为草稿，申请开通并通过平台审核后才能收稿',
  registeredLocked: '期刊已开通，ISSN、CN 号和出版周期不能再修改',
  pick: '选择期刊',
  pickPress: '先选择出版社',
  noJournals: '还没有期刊',
  proofHint: '稿件录用后按所选轮次校对和修改，最后一轮修改后进入出片。',
  proofRoundsOf: '当前：{{rounds}}',
};

const en: typeof zh = {
  name: 'Journal',
  issn: 'ISSN',
  cn: 'CN number',
  sponsor: 'Sponsor',
  frequency: 'Frequency',
  subjects: 'Subjects',
  merchant: 'Payee merchant',
  noMerchant: 'None yet',
  noticeLang: 'Notice language',
  noticeLangHint: 'The language of the e-mails, SMS and inbox messages sent about this journal',
  proofRounds: 'Proof rounds',
  status: 'Status',
  press: 'Press',
  keyword: 'Name, ISSN or CN number',
  add: 'Add journal',
  addTitle: 'Add a journal',
  editTitle: 'Edit journal',
  created: 'The journal is a draft; it takes submissions once the platform passes its application',
  registeredLocked: 'The journal is open: its ISSN, CN number and frequency can no longer change',
  pick: 'Choose a journal',
  pickPress: 'Choose a press first',
  noJournals: 'No journals yet',
  proofHint:
    'After acceptance a manuscript goes through this many proof and revision rounds, then film output.',
  proofRoundsOf: 'Now: {{rounds}}',
};

/** Words about journals used by every journal screen. */
export const useJournalTexts = featureTexts('journal', zh, en);
