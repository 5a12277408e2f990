/**
 * 32-bit hashing built from MurmurHash3 (x86_32) pieces. Fast in JavaScript (Math.imul), stable
 * across processes and machines, and every result is an unsigned 32-bit integer.
 */

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

/** MurmurHash3's finaliser: a bijection on 32-bit integers with good avalanche. */
export function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function scramble(k: number): number {
  let x = Math.imul(k, C1);
  x = (x << 15) | (x >>> 17);
  return Math.imul(x, C2);
}

function mix(h: number, k: number): number {
  let x = h ^ scramble(k);
  x = (x << 13) | (x >>> 19);
  return (Math.imul(x, 5) + 0xe6546b64) | 0;
}

/** MurmurHash3 of a string's UTF-16 code units. */
export function hashString(s: string, seed = 0): number {
  let h = seed | 0;
  let i = 0;
  for (; i + 1 < s.length; i += 2) h = mix(h, s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16));
  if (i < s.length) h ^= scramble(s.charCodeAt(i));
  return fmix32(h ^ s.length);
}

/** MurmurHash3 of `words[from..to)`, each taken as a 32-bit block. */
export function hashWords(words: ArrayLike<number>, seed: number, from = 0, to = words.length): number {
  let h = seed | 0;
  for (let i = from; i < to; i++) h = mix(h, words[i]!);
  return fmix32(h ^ ((to - from) << 2));
}

/** `count` deterministic 32-bit seeds from a splitmix32 stream. */
export function seedsFrom(seed: number, count: number): Uint32Array {
  const out = new Uint32Array(count);
  let state = seed | 0;
  for (let i = 0; i < count; i++) {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out[i] = (z ^ (z >>> 16)) >>> 0;
  }
  return out;
}
