import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words of the acquisition editor's portal: 我的作者, 稿件查询, 全部稿件, 稿件详情. */
const zh = {
  register: '注册作者',
  registered: '作者已注册，初始密码已通过短信发送给作者本人',
  registerHint: '注册后初始密码只以短信发送到作者本人手机，不在此显示。',
  enter: '代作者投稿',
  detail: '详情',
  registeredByMe: '来源',
  registeredMine: '我注册的',
  referredMine: '我推荐稿件的作者',
  authorTitle: '作者：{{name}}',
  manuscriptsHint: '只列出由您推荐（或您注册的作者未经其他采编推荐）的稿件及其订单。',
  allHint: '本社您服务期刊的稿件，只显示标题、期刊、状态和投稿日期；您的稿件可打开详情。',
  titleFilter: '标题',
  mine: '我的稿件',
  back: '返回',
  timeline: '稿件进程',
  timelineHint: '进程中不显示审稿意见和审稿人，编辑部的操作统一显示为“编辑部”。',
  noId: '没有指定稿件。',
  ordersHint: '您的稿件的订单（与稿件查询的范围相同）。',
};

const en: typeof zh = {
  register: 'Register an author',
  registered: 'The author is registered; their initial password went to their phone by SMS',
  registerHint: 'The initial password goes only to the author’s own phone by SMS; it is not shown here.',
  enter: 'Submit for the author',
  detail: 'Details',
  registeredByMe: 'Source',
  registeredMine: 'Registered by me',
  referredMine: 'Author of my referral',
  authorTitle: 'Author: {{name}}',
  manuscriptsHint:
    'Only the manuscripts you referred (or of authors you registered that no other editor referred), with their orders.',
  allHint:
    'Manuscripts of the journals you serve: title, journal, status and submission day only; your own open their details.',
  titleFilter: 'Title',
  mine: 'Mine',
  back: 'Back',
  timeline: 'Progress',
  timelineHint:
    'Review opinions and reviewers are not shown; the office’s steps show as “the editorial office”.',
  noId: 'No manuscript was named.',
  ordersHint: 'The orders of your manuscripts (the same ones Manuscripts lists).',
};

export const usePortalTexts = featureTexts('caibianPortal', zh, en);
