import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  tabs: { settings: '出版社设置', express: '快递公司', printing: '印刷厂' },
};

const en: typeof zh = {
  tabs: { settings: 'Press settings', express: 'Express companies', printing: 'Printing houses' },
};

export const useBaseDataTexts = featureTexts('baseData', zh, en);
