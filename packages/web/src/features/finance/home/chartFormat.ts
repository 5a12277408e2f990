import type { Lang } from '@jb/contract/i18n';

/**
 * Colours of the chart's series: distinct in hue and lightness (readable beside each other and by
 * most colour-blind readers), dark enough for white tooltips; the last, grey, is "other journals".
 */
export const SERIES_COLORS = [
  '#1677ff',
  '#fa8c16',
  '#13a8a8',
  '#c41d7f',
  '#52c41a',
  '#722ed1',
  '#d4b106',
  '#0958d9',
  '#8c8c8c',
];
/** At most this many journals get a bar of their own; the rest are summed as other journals. */
export const MAX_JOURNAL_SERIES = SERIES_COLORS.length - 1;

/** An axis label: fen as short yuan (万 and 亿 in Chinese, k and M in English). */
export function shortYuan(fen: number, lang: Lang): string {
  const yuan = fen / 100;
  const abs = Math.abs(yuan);
  const trim = (n: number) => String(Number(n.toFixed(1)));
  if (lang === 'zh-CN') {
    if (abs >= 1e8) return `${trim(yuan / 1e8)}亿`;
    if (abs >= 1e4) return `${trim(yuan / 1e4)}万`;
    return trim(yuan);
  }
  if (abs >= 1e6) return `${trim(yuan / 1e6)}M`;
  if (abs >= 1e3) return `${trim(yuan / 1e3)}k`;
  return trim(yuan);
}
