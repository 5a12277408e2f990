import type { Bilingual, Lang } from '@jb/contract/i18n';
import { pick } from '@jb/contract/i18n';
import { useCallback, useSyncExternalStore } from 'react';
import { getLang, onLangChange } from './lang.ts';

/** The current interface language, re-rendering on a switch. */
export function useLang(): Lang {
  return useSyncExternalStore(onLangChange, getLang);
}

/** Picks the current language's side of a contract text. */
export function usePick(): (text: Bilingual) => string {
  const lang = useLang();
  return useCallback((text: Bilingual) => pick(text, lang), [lang]);
}
