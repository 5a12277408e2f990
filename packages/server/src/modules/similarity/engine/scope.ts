import type { TextAnalysis } from './analyse.ts';
import { tokenWeight } from './normalize.ts';
import type { SectionKind } from './sections.ts';
import type { SimilaritySettings, TextRange } from './types.ts';

/** The text ranges the settings leave out, sorted by start (they may overlap). */
export function excludedRanges(analysis: TextAnalysis, settings: SimilaritySettings): TextRange[] {
  const kinds = new Set<SectionKind>();
  if (settings.excludeReferences) kinds.add('references');
  if (settings.excludeAbstract) kinds.add('abstract').add('keywords');
  const ranges: TextRange[] = analysis.sections.spans.filter((s) => kinds.has(s.kind));
  if (settings.excludeQuotes) ranges.push(...analysis.sections.quotes);
  return ranges.sort((a, b) => a.start - b.start);
}

/** 1 for each token that counts under the settings, 0 for one in an excluded range. */
export function scopeMask(analysis: TextAnalysis, settings: SimilaritySettings): Uint8Array {
  const { tokens } = analysis;
  const mask = new Uint8Array(tokens.length).fill(1);
  const ranges = excludedRanges(analysis, settings);
  let first = 0;
  for (const range of ranges) {
    // Tokens are sorted by start and ranges by start, so the search resumes where it stopped.
    while (first < tokens.length && tokens[first]!.start < range.start) first++;
    for (let i = first; i < tokens.length && tokens[i]!.start < range.end; i++) mask[i] = 0;
  }
  return mask;
}

/** Index of the first token starting at or after `offset`. */
export function tokenAt(analysis: TextAnalysis, offset: number): number {
  const { tokens } = analysis;
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Marks, in `covered`, the tokens lying inside `[start, end)` of the text. */
export function markCovered(analysis: TextAnalysis, covered: Uint8Array, start: number, end: number): void {
  const { tokens } = analysis;
  for (let i = tokenAt(analysis, start); i < tokens.length && tokens[i]!.end <= end; i++) covered[i] = 1;
}

/** Weighted size of the tokens that are in scope, and of those also covered. */
export function coverage(
  analysis: TextAnalysis,
  covered: Uint8Array,
  mask: Uint8Array,
): { coveredChars: number; scopeChars: number } {
  let coveredChars = 0;
  let scopeChars = 0;
  analysis.tokens.forEach((token, i) => {
    if (!mask[i]) return;
    const w = tokenWeight(token);
    scopeChars += w;
    if (covered[i]) coveredChars += w;
  });
  return { coveredChars, scopeChars };
}

/** The covered, in-scope tokens as text ranges, neighbouring tokens joined (for highlighting). */
export function coveredRanges(analysis: TextAnalysis, covered: Uint8Array, mask: Uint8Array): TextRange[] {
  const out: TextRange[] = [];
  let open: TextRange | null = null;
  analysis.tokens.forEach((token, i) => {
    if (covered[i] && mask[i]) {
      if (open) open.end = token.end;
      else open = { start: token.start, end: token.end };
    } else if (open) {
      out.push(open);
      open = null;
    }
  });
  if (open) out.push(open);
  return out;
}
