import type { TextAnalysis } from './analyse.ts';
import { fmix32, hashWords, seedsFrom } from './hash.ts';
import type { SectionKind, SectionSpan } from './sections.ts';
import type { Shingle } from './shingle.ts';
import { ENGINE_VERSION } from './types.ts';

/**
 * What a document contributes to the candidate search, computed once when its text is stored:
 *
 * - MinHash signature: for each of MINHASH_PERMUTATIONS seeded permutations of the 32-bit hash
 *   space, the smallest permuted value over the document's distinct shingle hashes. Two signatures
 *   agree in a position with probability equal to the Jaccard similarity of the shingle sets.
 * - LSH band keys: the signature cut into LSH_BANDS bands of LSH_ROWS rows, each band hashed to a
 *   signed 32-bit integer. Store one row per band, `(band, hash, document)`, indexed on
 *   `(band, hash)`; the candidates of a query are the documents sharing at least one `(band, hash)`
 *   pair with it (more shared bands = more similar). With 32 x 4 a pair of documents becomes a
 *   candidate with probability 1 - (1 - J^4)^32: 0.3% at J = 0.1, 5% at J = 0.2, about 50% at
 *   J = 0.38, 87% at J = 0.5, 99.98% at J = 0.7 (a resubmission measures above 0.85).
 * - Winnowing fingerprints: the smallest shingle hash of every window of WINNOW_WINDOW consecutive
 *   shingles (rightmost on ties, each kept once) with its offsets and section. Any passage two
 *   documents share that is at least WINNOW_WINDOW + 3 words or WINNOW_WINDOW + 4 CJK characters
 *   long (11 words, 12 characters) yields a fingerprint hash they share, so a table
 *   `(hash, document, start, end, section)` indexed on `hash` finds documents that copy a few
 *   paragraphs, which whole-document LSH cannot (their Jaccard similarity is low). About 2 of every
 *   WINNOW_WINDOW + 1 shingles are kept.
 */
export const MINHASH_PERMUTATIONS = 128;
export const LSH_BANDS = 32;
export const LSH_ROWS = 4;
export const WINNOW_WINDOW = 8;

const PERMUTATION_SEEDS = seedsFrom(0x6d696e68, MINHASH_PERMUTATIONS);
const BAND_SEED = 0x62616e64;
const EMPTY = 0xffffffff;

export interface BandKey {
  /** 0 .. LSH_BANDS - 1 */
  band: number;
  /** Signed 32-bit integer (fits a PostgreSQL `integer`). */
  hash: number;
}

export interface Fingerprint {
  /** Unsigned 32-bit shingle hash (fits a PostgreSQL `bigint`, or `integer` after `hash | 0`). */
  hash: number;
  /** Offsets of the shingle in the text. */
  start: number;
  end: number;
  /** The section the shingle starts in, so a lookup can leave out references or the abstract. */
  section: SectionKind;
}

export interface DocumentFingerprint {
  engineVersion: number;
  /** MINHASH_PERMUTATIONS unsigned 32-bit integers; empty when the text has no tokens. */
  signature: number[];
  /** LSH_BANDS keys; empty when the text has no tokens (an empty text is nobody's candidate). */
  bands: BandKey[];
  fingerprints: Fingerprint[];
}

export function minhashSignature(shingleHashes: Iterable<number>): number[] {
  const distinct = new Set(shingleHashes);
  if (distinct.size === 0) return [];
  const sig = new Uint32Array(MINHASH_PERMUTATIONS).fill(EMPTY);
  for (const x of distinct) {
    for (let p = 0; p < MINHASH_PERMUTATIONS; p++) {
      const v = fmix32(x ^ PERMUTATION_SEEDS[p]!);
      if (v < sig[p]!) sig[p] = v;
    }
  }
  return Array.from(sig);
}

export function bandKeys(signature: number[]): BandKey[] {
  if (signature.length !== MINHASH_PERMUTATIONS) return [];
  const keys: BandKey[] = [];
  for (let band = 0; band < LSH_BANDS; band++) {
    const from = band * LSH_ROWS;
    keys.push({ band, hash: hashWords(signature, BAND_SEED + band, from, from + LSH_ROWS) | 0 });
  }
  return keys;
}

/** The share of equal positions: an estimate of the Jaccard similarity of the two shingle sets. */
export function estimateJaccard(a: number[], b: number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same++;
  return same / a.length;
}

/** How many band keys two documents share (the number an SQL `count(*)` over the band table gives). */
export function sharedBands(a: BandKey[], b: BandKey[]): number {
  const keys = new Set(a.map((k) => `${k.band}:${k.hash}`));
  return b.filter((k) => keys.has(`${k.band}:${k.hash}`)).length;
}

function sectionAt(spans: SectionSpan[], offset: number): SectionKind {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (spans[mid]!.start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return spans[lo]?.kind ?? 'body';
}

/** Robust winnowing (Schleimer, Wilkerson and Aiken 2003) over the shingle hashes. */
export function winnow(analysis: TextAnalysis, window = WINNOW_WINDOW): Fingerprint[] {
  const { shingles } = analysis;
  const out: Fingerprint[] = [];
  const keep = (s: Shingle) =>
    out.push({
      hash: s.hash,
      start: s.start,
      end: s.end,
      section: sectionAt(analysis.sections.spans, s.start),
    });
  const n = shingles.length;
  if (n === 0) return out;
  const w = Math.min(window, n);
  let kept = -1;
  for (let from = 0; from + w <= n; from++) {
    let min = from;
    for (let i = from + 1; i < from + w; i++) if (shingles[i]!.hash <= shingles[min]!.hash) min = i;
    if (min !== kept) {
      keep(shingles[min]!);
      kept = min;
    }
  }
  return out;
}

export function fingerprintDocument(analysis: TextAnalysis): DocumentFingerprint {
  const signature = minhashSignature(analysis.shingles.map((s) => s.hash));
  return {
    engineVersion: ENGINE_VERSION,
    signature,
    bands: bandKeys(signature),
    fingerprints: winnow(analysis),
  };
}
