import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words of 采编名片 (the press's review of its acquisition editors' cards). */
const zh = {
  state: '状态',
  name: '姓名或账号',
  editor: '采编',
  title: '职务',
  phone: '电话',
  journals: '服务期刊',
  scans: '浏览次数',
  referrals: '推荐稿件',
  submittedAt: '提交时间',
  reviewed: '审核',
  reviewedBy: '{{name}} · {{time}}',
  empty: '暂无采编名片',
  preview: '预览',
  publish: '发布',
  disable: '停用',
  previewTitle: '{{name}} 的名片',
  confirmPublish: '发布 {{name}} 的名片？',
  confirmPublishText: '发布后，作者打开名片链接或扫描二维码即可看到名片并通过其推荐链接投稿。',
  confirmDisable: '停用 {{name}} 的名片？',
  confirmDisableText: '停用后名片页面只显示“名片暂不可用”；采编修改名片后会重新提交审核。',
  published: '名片已发布',
  disabled: '名片已停用',
};
const en: typeof zh = {
  state: 'State',
  name: 'Name or account',
  editor: 'Editor',
  title: 'Title',
  phone: 'Phone',
  journals: 'Journals served',
  scans: 'Views',
  referrals: 'Referred manuscripts',
  submittedAt: 'Submitted',
  reviewed: 'Review',
  reviewedBy: '{{name}} · {{time}}',
  empty: 'No editor cards yet',
  preview: 'Preview',
  publish: 'Publish',
  disable: 'Disable',
  previewTitle: '{{name}}’s card',
  confirmPublish: 'Publish {{name}}’s card?',
  confirmPublishText:
    'Once published, authors who open the card’s link or scan its QR code see the card and submit through the editor’s referral link.',
  confirmDisable: 'Disable {{name}}’s card?',
  confirmDisableText:
    'The card’s page will only say it is unavailable; when the editor changes the card it comes back for review.',
  published: 'The card is published',
  disabled: 'The card is disabled',
};

export const useCardTexts = featureTexts('caibianCards', zh, en);
