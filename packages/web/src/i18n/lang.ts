import type { Bilingual, Lang } from '@jb/contract/i18n';
import { pick } from '@jb/contract/i18n';

/** The interface language: remembered in localStorage, zh-CN unless the user chose English. */
const STORAGE_KEY = 'jb.lang';

function readStored(): Lang {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en-US' ? 'en-US' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

let current: Lang = readStored();
const listeners = new Set<(lang: Lang) => void>();

export function getLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener(lang);
}

export function onLangChange(listener: (lang: Lang) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A contract text in the current language. */
export function tr(text: Bilingual): string {
  return pick(text, current);
}
