/**
 * DOIs of published articles (docs/production.md, publication): the journal's prefix (10.xxxx, from
 * its registration agency) and a suffix pattern with placeholders, filled in when an issue is
 * published. `{number}` is padded to two digits and `{seq}` (the article's place in the issue's
 * contents) to three, so that suffixes sort as the contents do.
 */

export const DOI_PLACEHOLDERS = ['code', 'year', 'volume', 'number', 'seq'] as const;
export type DoiPart = (typeof DOI_PLACEHOLDERS)[number];

export const DEFAULT_DOI_PATTERN = '{code}.{year}.{number}.{seq}';
export const DOI_PREFIX_PATTERN = /^10\.\d{4,9}$/;

/** Characters a suffix keeps outside the placeholders (Crossref's recommended set). */
const LITERAL = /^[A-Za-z0-9._;()/-]*$/;

/**
 * Whether a pattern is usable: only known placeholders, literals from the safe set, and enough
 * placeholders to make every article's DOI unique within the journal ({seq}, {number} and a year
 * or volume).
 */
export function validDoiPattern(pattern: string): boolean {
  if (pattern.length === 0 || pattern.length > 100) return false;
  const used = new Set<string>();
  const literal = pattern.replace(/\{([a-z]+)\}/g, (_all, name: string) => {
    used.add(name);
    return '';
  });
  if (!LITERAL.test(literal) || literal.includes('{') || literal.includes('}')) return false;
  if ([...used].some((u) => !(DOI_PLACEHOLDERS as readonly string[]).includes(u))) return false;
  return used.has('seq') && used.has('number') && (used.has('year') || used.has('volume'));
}

/** The DOI of one article. */
export function doiOf(prefix: string, pattern: string, parts: Record<DoiPart, string | number>): string {
  const value = (name: DoiPart): string => {
    const v = String(parts[name]);
    if (name === 'number') return v.padStart(2, '0');
    if (name === 'seq') return v.padStart(3, '0');
    return v;
  };
  return `${prefix}/${pattern.replace(/\{([a-z]+)\}/g, (_all, name: DoiPart) => value(name))}`;
}
