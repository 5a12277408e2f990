/**
 * Shared shapes of the duplicate-check engine. Everything here is plain data (numbers, strings,
 * booleans, arrays), so a job can store it as JSON or spread it over table columns.
 *
 * Offsets are JavaScript string indices (UTF-16 code units) into the extracted text, half-open
 * `[start, end)`, so `text.slice(start, end)` is the passage.
 */

/**
 * Bumped whenever normalisation, shingling or hashing changes: stored signatures, band keys and
 * fingerprints of another version do not match this one's and must be recomputed from the text.
 */
export const ENGINE_VERSION = 1;

export interface TextRange {
  start: number;
  end: number;
}

/** A duplicate check's settings (per journal or per check). */
export interface SimilaritySettings {
  /** Quotations (text inside “…” 「…」 『…』 "…" and `>` block quotes) neither count nor match. */
  excludeQuotes: boolean;
  /** The references / bibliography section neither counts nor matches. */
  excludeReferences: boolean;
  /** The abstract and the keywords line neither count nor match. */
  excludeAbstract: boolean;
  /**
   * Shortest exact match that counts, in tokens: one CJK character or one Latin word (or number) is
   * one token. Shorter matches are ignored. Values below 5 act as 5 for Chinese and 4 for English
   * (the shingle size: nothing shorter can be found).
   */
  minMatchLength: number;
}

/**
 * Suggested defaults: 13 tokens is the common "13 consecutive characters" rule of Chinese
 * duplicate checks; the reference list is left out because shared citations are not copying.
 */
export const DEFAULT_SETTINGS: SimilaritySettings = {
  excludeQuotes: false,
  excludeReferences: true,
  excludeAbstract: false,
  minMatchLength: 13,
};

/** One exactly matching stretch: `[queryStart, queryEnd, candidateStart, candidateEnd]`. */
export type Segment = [queryStart: number, queryEnd: number, candidateStart: number, candidateEnd: number];

/** Percentage 0-100 with one decimal. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

export function assertSettings(settings: SimilaritySettings): void {
  const n = settings.minMatchLength;
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`minMatchLength must be a positive integer, got ${n}`);
}
