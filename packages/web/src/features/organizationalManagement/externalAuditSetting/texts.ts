import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  expertCount: '每篇稿件外审专家数',
  dueDays: '审稿期限（天）',
  reminderDays: '到期前提醒（天）',
  fee: '外审费（每位专家）',
  anonymous: '双盲评审',
  anonymousHint: '开启后专家看不到作者信息，作者看不到专家信息',
  hint: '外审分配时按这里的人数邀请专家；超过期限未完成会提醒并可改派。',
};

const en: typeof zh = {
  expertCount: 'Experts per manuscript',
  dueDays: 'Days to review',
  reminderDays: 'Remind days before due',
  fee: 'Review fee (per expert)',
  anonymous: 'Double-blind',
  anonymousHint: 'Experts do not see the authors, and authors do not see the experts',
  hint: 'Expert-review allocation invites this many experts; a late review is reminded and can be reassigned.',
};

export const useExpertSettingTexts = featureTexts('expertSettings', zh, en);
