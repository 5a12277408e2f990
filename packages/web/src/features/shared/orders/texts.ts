import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words shared by the order screens (订单查询, 订单列表, 订单优惠审核). */
const zh = {
  abnormal: '异常',
  percentOff: '{{type}}（减 {{percent}}%）',
};

const en: typeof zh = {
  abnormal: 'Abnormal',
  percentOff: '{{type}} ({{percent}}%)',
};

export const useOrderFlagTexts = featureTexts('orderFlags', zh, en);
