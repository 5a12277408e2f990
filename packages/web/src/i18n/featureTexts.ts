import { useTranslation } from 'react-i18next';
import { i18n } from './index.ts';

/**
 * A feature's own texts, kept in its folder instead of the shared language files: registered under
 * `prefix` in both languages when the feature's code loads (its screens are lazy chunks). Returns
 * the hook that gives the feature's `t`, whose keys are read below `prefix`.
 */
export function featureTexts<T extends object>(prefix: string, zh: T, en: NoInfer<T>) {
  i18n.addResourceBundle('zh-CN', 'translation', { [prefix]: zh }, true, true);
  i18n.addResourceBundle('en-US', 'translation', { [prefix]: en }, true, true);
  return function useFeatureTexts() {
    return useTranslation(undefined, { keyPrefix: prefix }).t;
  };
}
