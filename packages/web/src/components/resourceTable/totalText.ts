import type { Lang } from '@jb/contract/i18n';

/** A count as people of the language read it: 10000 in Chinese, 10,000 in English. */
export function formatCount(n: number, lang: Lang): string {
  const digits = String(Math.trunc(n));
  return lang === 'en-US' ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits;
}

/**
 * The text key and count of a list's total. A capped count (a keyword matching more than the
 * server counts, very long logs) reads "超过 10000 条" / "More than 10,000"; paging goes as far as
 * the count did.
 */
export function totalText(total: number, capped: boolean | undefined, lang: Lang) {
  return {
    key: capped ? ('table.totalCapped' as const) : ('table.total' as const),
    total: formatCount(total, lang),
  };
}
