import { hashString, hashWords } from './hash.ts';
import type { Token } from './normalize.ts';

/**
 * Shingles: overlapping windows of consecutive tokens, one starting at every token. A window is
 * as long as it takes to reach SHINGLE_UNITS, where a CJK character weighs CJK_UNITS and a Latin
 * word WORD_UNITS: 5 characters of Chinese, 4 words of English, and something in between for mixed
 * text ("采用 CNN 模型" is one window), so mixed passages match without a seam between scripts.
 *
 * Why 5 and 4: a Chinese word averages 1.5-2 characters, so 5 characters carry about as much as
 * 3 words; shorter windows (3-4 characters) repeat by chance across unrelated papers ("研究表明",
 * "本文提出"), longer ones lose every window that touches a small edit. For English, 4-word windows
 * are the usual compromise for the same reasons (3-grams like "in order to" are everywhere).
 */
export const CJK_UNITS = 4;
export const WORD_UNITS = 5;
export const SHINGLE_UNITS = 20;

const TOKEN_SEED = 0x51a7;
const SHINGLE_SEED = 0x5e1f;

export interface Shingle {
  hash: number;
  /** Token indices `[first, last)`. */
  first: number;
  last: number;
  /** Character offsets in the original text. */
  start: number;
  end: number;
}

export function tokenHashes(tokens: Token[]): Uint32Array {
  const out = new Uint32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) out[i] = hashString(tokens[i]!.text, TOKEN_SEED);
  return out;
}

export function shingle(tokens: Token[], hashes: Uint32Array = tokenHashes(tokens)): Shingle[] {
  const out: Shingle[] = [];
  const n = tokens.length;
  if (n === 0) return out;
  let last = 0;
  let units = 0;
  for (let first = 0; first < n; first++) {
    while (last < n && units < SHINGLE_UNITS) {
      units += tokens[last]!.cjk ? CJK_UNITS : WORD_UNITS;
      last++;
    }
    // The tail of the text cannot fill a window; a text shorter than one window is one shingle.
    if (units < SHINGLE_UNITS && first > 0) break;
    out.push({
      hash: hashWords(hashes, SHINGLE_SEED, first, last),
      first,
      last,
      start: tokens[first]!.start,
      end: tokens[last - 1]!.end,
    });
    units -= tokens[first]!.cjk ? CJK_UNITS : WORD_UNITS;
  }
  return out;
}
