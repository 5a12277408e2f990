/**
 * Files named by article number (稿号): a film package's PDFs, a batch of final proofs. A file's base
 * name (without folders and extension) names an article when it carries the article number as a
 * whole token, not inside a longer one (`NY-2026-0012_终稿.pdf` names NY-2026-0012, not NY-2026-001).
 */

export interface NumberedArticle {
  id: number;
  articleNo: string;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Whether a base name carries the article number as a whole token (case-insensitive). */
export function namesArticle(base: string, articleNo: string): boolean {
  const lower = base.toLowerCase();
  const no = articleNo.toLowerCase();
  for (let at = lower.indexOf(no); at >= 0; at = lower.indexOf(no, at + 1))
    if (!isWordChar(lower[at - 1]) && !isWordChar(lower[at + no.length])) return true;
  return false;
}

/** A path's base name without its extension. */
export const baseName = (name: string) => (name.split('/').pop() ?? name).replace(/\.[^.]*$/, '');

/** The articles a file name names (one is a match; none or several is not). */
export const articlesNamed = <A extends NumberedArticle>(name: string, articles: readonly A[]): A[] =>
  articles.filter((a) => namesArticle(baseName(name), a.articleNo));
