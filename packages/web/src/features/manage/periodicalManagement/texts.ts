import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  apply: '申请开通',
  applyTitle: '申请开通「{{name}}」？',
  applyContent: '提交后由平台审核，审核通过后期刊才能收稿。审核期间可以继续完善费用、投稿须知等设置。',
  applied: '已提交开通申请',
  audit: '审核',
  fees: '费用',
  tabs: {
    basic: '基本信息',
    fees: '费用',
    databases: '收录数据库',
    notice: '投稿须知',
    process: '审稿流程',
    proof: '校对设置',
  },
  basic: {
    site: '投稿网址',
    createdAt: '创建时间',
    proofRounds: '校对设置',
    subjectsNone: '未设置',
  },
  fee: {
    type: '费用类型',
    amount: '金额',
    validFrom: '生效日期',
    validTo: '截止日期',
    openEnded: '长期有效',
    add: '新增费用',
    remove: '删除',
    none: '还没有设置费用',
    overlap: '这些费用类型的有效期有重叠：{{types}}',
    hint: '同一费用类型可以按有效期设置多条，但有效期不能重叠。金额单位为元，保留两位小数。',
  },
  databases: {
    label: '收录数据库',
    placeholder: '输入名称后按回车，如 CNKI、万方、维普',
    none: '未收录',
  },
  notice: {
    hint: '作者投稿前会看到这里的内容。保存时服务器会去除脚本等不安全的内容。',
    none: '还没有投稿须知',
  },
  process: {
    hint: '稿件从投稿到录用依次经过以下状态。流程可在「组织管理 › 审稿流程」中按期刊单独设置。',
    inherited: '沿用出版社默认流程',
    own: '本刊单独设置（第 {{version}} 版）',
    open: '设置审稿流程',
  },
};

const en: typeof zh = {
  apply: 'Apply to open',
  applyTitle: 'Apply to open “{{name}}”?',
  applyContent:
    'The platform reviews the application; the journal takes submissions once it passes. Fees and the submission notice can still be edited meanwhile.',
  applied: 'Application sent',
  audit: 'Review',
  fees: 'Fees',
  tabs: {
    basic: 'Details',
    fees: 'Fees',
    databases: 'Indexed in',
    notice: 'Submission notice',
    process: 'Review process',
    proof: 'Proof rounds',
  },
  basic: {
    site: 'Submission site',
    createdAt: 'Created',
    proofRounds: 'Proof rounds',
    subjectsNone: 'Not set',
  },
  fee: {
    type: 'Fee type',
    amount: 'Amount',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    openEnded: 'No end',
    add: 'Add fee',
    remove: 'Remove',
    none: 'No fees yet',
    overlap: 'These fee types have overlapping validity: {{types}}',
    hint: 'A fee type may have several rows by validity, but they may not overlap. Amounts are in yuan with two decimals.',
  },
  databases: {
    label: 'Indexed in',
    placeholder: 'Type a name and press Enter, e.g. CNKI, Scopus',
    none: 'None',
  },
  notice: {
    hint: 'Authors read this before they submit. The server removes scripts and other unsafe content on save.',
    none: 'No submission notice yet',
  },
  process: {
    hint: 'A manuscript passes these statuses from submission to acceptance. Each journal can have its own process under Organization › Review process.',
    inherited: 'Uses the press default process',
    own: 'The journal’s own process (version {{version}})',
    open: 'Set up the review process',
  },
};

export const usePeriodicalTexts = featureTexts('periodical', zh, en);
