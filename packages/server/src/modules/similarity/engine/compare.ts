import type { TextAnalysis } from './analyse.ts';
import { coverage, markCovered, scopeMask } from './scope.ts';
import { assertSettings, percentOf, type Segment, type SimilaritySettings } from './types.ts';

/**
 * Aligns a query document with one candidate:
 * 1. seeds: every pair of shingles with the same hash (positions of a hash repeated more than
 *    MAX_REPEATS times in the candidate are boilerplate and skipped);
 * 2. each seed is checked token by token (so hash collisions never match) and extended both ways
 *    while the normalised tokens agree, giving a maximal exact match; seeds inside a match already
 *    found on the same diagonal are skipped;
 * 3. matches shorter than `minMatchLength` tokens are dropped: each exact match must reach it on
 *    its own, so common phrases around a differing word ("在…的水平上显著") never add up to a match;
 * 4. matches wholly inside a longer one's query range (the candidate repeating itself) are dropped;
 * 5. matches that follow each other in both documents with at most MAX_GAP unmatched tokens
 *    between them (a changed word, an inserted clause) are shown as one passage;
 * 6. the share is the weighted size of the query's matched tokens in scope (settings) over the
 *    weighted size of all its tokens in scope: characters of words and CJK characters, so spacing
 *    and punctuation count on neither side. Tokens in the gaps of a passage are not matched and do
 *    not count. Passages with no matched token in scope are left out.
 * Works on the full shingle lists of both documents (recomputed from the stored texts), so the
 * result is exact and does not depend on which fingerprints winnowing kept.
 */
export const MAX_GAP = 8;
export const MAX_REPEATS = 32;

export interface Passage {
  /** Offsets of the whole passage, gaps included. */
  queryStart: number;
  queryEnd: number;
  candidateStart: number;
  candidateEnd: number;
  /** Tokens matched exactly (CJK characters plus words). */
  matchedTokens: number;
  /** The exactly matching stretches, in order; their texts normalise to the same tokens. */
  segments: Segment[];
}

export interface Comparison {
  /** Share of the query's in-scope text covered by this candidate, 0-100, one decimal. */
  percent: number;
  coveredChars: number;
  scopeChars: number;
  /** In query order. */
  passages: Passage[];
}

/** A maximal exact match in token indices, `[qs, qe)` in the query and `[cs, ce)` in the candidate. */
interface Match {
  qs: number;
  qe: number;
  cs: number;
  ce: number;
}

function exactMatches(query: TextAnalysis, candidate: TextAnalysis): Match[] {
  const positions = new Map<number, number[]>();
  for (let j = 0; j < candidate.shingles.length; j++) {
    const h = candidate.shingles[j]!.hash;
    const list = positions.get(h);
    if (!list) positions.set(h, [j]);
    else list.push(j);
  }
  const q = query.tokens;
  const c = candidate.tokens;
  const reached = new Map<number, number>(); // diagonal (cs - qs) -> end of the last match on it
  const matches: Match[] = [];
  for (const s of query.shingles) {
    const list = positions.get(s.hash);
    if (!list || list.length > MAX_REPEATS) continue;
    for (const j of list) {
      const t = candidate.shingles[j]!;
      const diagonal = t.first - s.first;
      if ((reached.get(diagonal) ?? -1) > s.first) continue;
      const len = s.last - s.first;
      if (t.last - t.first !== len) continue;
      let ok = true;
      for (let k = 0; k < len && ok; k++) ok = q[s.first + k]!.text === c[t.first + k]!.text;
      if (!ok) continue;
      let qs = s.first;
      let cs = t.first;
      while (qs > 0 && cs > 0 && q[qs - 1]!.text === c[cs - 1]!.text) {
        qs--;
        cs--;
      }
      let qe = s.last;
      let ce = t.last;
      while (qe < q.length && ce < c.length && q[qe]!.text === c[ce]!.text) {
        qe++;
        ce++;
      }
      reached.set(diagonal, qe);
      matches.push({ qs, qe, cs, ce });
    }
  }
  return matches;
}

/** Longest first; a match whose query range lies inside an accepted one adds nothing. */
function dropContained(matches: Match[], queryTokens: number): Match[] {
  const sorted = [...matches].sort((a, b) => b.qe - b.qs - (a.qe - a.qs) || a.qs - b.qs || a.cs - b.cs);
  const covered = new Uint8Array(queryTokens);
  const kept: Match[] = [];
  for (const m of sorted) {
    let fresh = false;
    for (let i = m.qs; i < m.qe && !fresh; i++) fresh = covered[i] === 0;
    if (!fresh) continue;
    covered.fill(1, m.qs, m.qe);
    kept.push(m);
  }
  return kept.sort((a, b) => a.qs - b.qs || a.cs - b.cs);
}

/** Joins matches in query order into passages; each goes to the open passage it continues best. */
function chain(matches: Match[]): Match[][] {
  const passages: Match[][] = [];
  const open: Match[][] = [];
  for (const m of matches) {
    let best: Match[] | null = null;
    let bestGap = Number.POSITIVE_INFINITY;
    for (let i = open.length - 1; i >= 0; i--) {
      const last = open[i]!.at(-1)!;
      if (m.qs - last.qe > MAX_GAP) {
        open.splice(i, 1); // query order: nothing later can continue it either
        continue;
      }
      const gq = m.qs - last.qe;
      const gc = m.cs - last.ce;
      if (gq >= 0 && gc >= 0 && gc <= MAX_GAP && gq + gc < bestGap) {
        best = open[i]!;
        bestGap = gq + gc;
      }
    }
    if (best) best.push(m);
    else {
      const passage = [m];
      passages.push(passage);
      open.push(passage);
    }
  }
  return passages;
}

export function comparePair(
  query: TextAnalysis,
  candidate: TextAnalysis,
  settings: SimilaritySettings,
): Comparison {
  assertSettings(settings);
  const long = exactMatches(query, candidate).filter((m) => m.qe - m.qs >= settings.minMatchLength);
  const matches = dropContained(long, query.tokens.length);
  const mask = scopeMask(query, settings);
  const covered = new Uint8Array(query.tokens.length);
  const q = query.tokens;
  const c = candidate.tokens;
  const passages: Passage[] = [];
  for (const group of chain(matches)) {
    const matchedTokens = group.reduce((sum, m) => sum + (m.qe - m.qs), 0);
    if (!group.some((m) => mask.subarray(m.qs, m.qe).includes(1))) continue;
    const segments = group.map(
      (m): Segment => [q[m.qs]!.start, q[m.qe - 1]!.end, c[m.cs]!.start, c[m.ce - 1]!.end],
    );
    for (const [qs, qe] of segments) markCovered(query, covered, qs, qe);
    const first = segments[0]!;
    const last = segments.at(-1)!;
    passages.push({
      queryStart: first[0],
      queryEnd: last[1],
      candidateStart: first[2],
      candidateEnd: last[3],
      matchedTokens,
      segments,
    });
  }
  const { coveredChars, scopeChars } = coverage(query, covered, mask);
  return { percent: percentOf(coveredChars, scopeChars), coveredChars, scopeChars, passages };
}
