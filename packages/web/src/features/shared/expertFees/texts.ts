import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words shared by 专家审稿费 and the expert area's review fees. */
const zh = { count: '{{count}} 笔' };
const en: typeof zh = { count: '{{count}}' };

export const useFeeSharedTexts = featureTexts('expertFeeShared', zh, en);
