import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index.ts';

/** The dotted keys of a texts object's strings (`tabs.basic`), so a wrong key fails the type check. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** A feature's `t`: a key of its texts and the values its `{{placeholders}}` take. */
export type FeatureT<T> = (key: TextKey<T>, values?: Record<string, unknown>) => string;

/**
 * A feature's own texts, kept in its folder instead of the shared language files: registered under
 * `prefix` in both languages when the feature's code loads (its screens are lazy chunks), read
 * through the same i18next as the shared texts. Returns the hook that gives the feature's `t`,
 * whose keys are the texts' own (checked by the type checker, like the shared ones).
 */
export function featureTexts<T extends object>(prefix: string, zh: T, en: NoInfer<T>) {
  i18n.addResourceBundle('zh-CN', 'translation', { [prefix]: zh }, true, true);
  i18n.addResourceBundle('en-US', 'translation', { [prefix]: en }, true, true);
  return function useFeatureTexts(): FeatureT<T> {
    // Re-renders on a language switch; the key is read below `prefix`.
    const { t } = useTranslation();
    return useCallback(
      (key: TextKey<T>, values?: Record<string, unknown>) =>
        (t as unknown as (key: string, values?: Record<string, unknown>) => string)(
          `${prefix}.${key}`,
          values,
        ),
      [t],
    );
  };
}
