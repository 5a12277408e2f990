import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words of the acquisition editor's business audit card (/caibian/cbIndex). */
const zh = {
  title: '业务审核：我推荐的稿件',
  hint: '您推荐的稿件中，等待作者缴纳预付费、等待录用确认或已退回修改的稿件。点击数字查看对应稿件。',
  all: '全部',
  showing: '显示：{{name}}',
  showingAll: '显示全部业务环节',
};

const en: typeof zh = {
  title: 'Business audit: manuscripts I referred',
  hint: 'Your referrals waiting for the author’s prepaid fee, for the acceptance to be confirmed, or returned for revision. Click a count to list them.',
  all: 'All',
  showing: 'Showing: {{name}}',
  showingAll: 'Showing every business step',
};

export const useCbIndexTexts = featureTexts('cbIndex', zh, en);
