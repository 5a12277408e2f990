import type { TextAnalysis } from './analyse.ts';
import type { Comparison, Passage } from './compare.ts';
import { coverage, coveredRanges, markCovered, scopeMask } from './scope.ts';
import {
  assertSettings,
  ENGINE_VERSION,
  percentOf,
  type SimilaritySettings,
  type TextRange,
} from './types.ts';

/** One compared candidate, as the job collected it. */
export interface CandidateComparison {
  /** The stored document's id, opaque to the engine. */
  candidateId: string;
  /** The candidate is earlier work of the query's author(s). */
  sameAuthor: boolean;
  /** `comparePair(query, candidate, settings)` with the same settings as the report. */
  comparison: Comparison;
}

export interface ReportCandidate {
  candidateId: string;
  sameAuthor: boolean;
  percent: number;
  coveredChars: number;
  passages: Passage[];
}

export interface SimilarityReport {
  engineVersion: number;
  settings: SimilaritySettings;
  /** Weighted size of the query's text in scope (the denominator of `overall`). */
  scopeChars: number;
  /** Union of what all candidates cover, over the query's text in scope; 0-100, one decimal. */
  overall: number;
  /** The same without candidates flagged `sameAuthor`. */
  excludingSameAuthor: number;
  /** The same as `overall` with the references section left out as well. */
  excludingReferences: number;
  /** Query ranges covered by any candidate (in scope), merged, for highlighting. */
  highlights: TextRange[];
  /** How many candidates had at least one passage. */
  matchingCandidates: number;
  /** The `topN` candidates with the highest share, highest first; only those with passages. */
  candidates: ReportCandidate[];
}

function union(query: TextAnalysis, comparisons: CandidateComparison[]): Uint8Array {
  const covered = new Uint8Array(query.tokens.length);
  for (const { comparison } of comparisons)
    for (const passage of comparison.passages)
      for (const [start, end] of passage.segments) markCovered(query, covered, start, end);
  return covered;
}

export function buildReport(
  query: TextAnalysis,
  comparisons: CandidateComparison[],
  settings: SimilaritySettings,
  topN = 10,
): SimilarityReport {
  assertSettings(settings);
  const mask = scopeMask(query, settings);
  const all = union(query, comparisons);
  const overall = coverage(query, all, mask);
  const others = coverage(
    query,
    union(
      query,
      comparisons.filter((c) => !c.sameAuthor),
    ),
    mask,
  );
  const withoutReferences = coverage(query, all, scopeMask(query, { ...settings, excludeReferences: true }));

  const matching = comparisons.filter((c) => c.comparison.passages.length > 0);
  const candidates = matching
    .map(
      ({ candidateId, sameAuthor, comparison }): ReportCandidate => ({
        candidateId,
        sameAuthor,
        percent: comparison.percent,
        coveredChars: comparison.coveredChars,
        passages: comparison.passages,
      }),
    )
    .sort(
      (a, b) =>
        b.percent - a.percent ||
        b.coveredChars - a.coveredChars ||
        a.candidateId.localeCompare(b.candidateId),
    )
    .slice(0, topN);

  return {
    engineVersion: ENGINE_VERSION,
    settings,
    scopeChars: overall.scopeChars,
    overall: percentOf(overall.coveredChars, overall.scopeChars),
    excludingSameAuthor: percentOf(others.coveredChars, others.scopeChars),
    excludingReferences: percentOf(withoutReferences.coveredChars, withoutReferences.scopeChars),
    highlights: coveredRanges(query, all, mask),
    matchingCandidates: matching.length,
    candidates,
  };
}
