/** A text in both interface languages. zh-CN is the default; en-US is the switch. */
export interface Bilingual {
  zh: string;
  en: string;
}

export type Lang = 'zh-CN' | 'en-US';

export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];

export function pick(text: Bilingual, lang: Lang): string {
  return lang === 'en-US' ? text.en : text.zh;
}

/** Reads an Accept-Language style header; anything that does not ask for English gets zh-CN. */
export function langFromHeader(value: string | undefined): Lang {
  return value && /^en\b/i.test(value.trim()) ? 'en-US' : 'zh-CN';
}
