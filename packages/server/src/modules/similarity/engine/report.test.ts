import { describe, expect, it } from 'vitest';
import { analyseText } from './analyse.ts';
import { comparePair } from './compare.ts';
import { buildReport, type CandidateComparison } from './report.ts';
import { EN_TOPICS, manuscript, render, ZH_TOPICS } from './testing/corpus.ts';
import { ENGINE_VERSION, type SimilaritySettings } from './types.ts';

const settings: SimilaritySettings = {
  excludeQuotes: false,
  excludeReferences: false,
  excludeAbstract: false,
  minMatchLength: 13,
};

// The query: an English paper whose body copies from two earlier papers and shares a third's references.
const source = manuscript(21, 'en', EN_TOPICS[0]!, 12);
const ownEarlier = manuscript(22, 'en', EN_TOPICS[1]!, 12);
const citing = manuscript(23, 'en', EN_TOPICS[2]!, 12);
const unrelated = manuscript(24, 'zh', ZH_TOPICS[1]!, 12);
const query = manuscript(25, 'en', EN_TOPICS[1]!, 12);
const fromSource = source.sections[1]!.paragraphs.slice(0, 2);
const fromOwn = ownEarlier.sections[3]!.paragraphs.slice(0, 2);
query.sections[2]!.paragraphs.push(...fromSource, ...fromOwn);
query.references = citing.references;
const q = analyseText(render(query));

function compared(id: string, text: string, sameAuthor = false, s = settings): CandidateComparison {
  return { candidateId: id, sameAuthor, comparison: comparePair(q, analyseText(text), s) };
}

describe('buildReport', () => {
  const inputs = [
    compared('source', render(source)),
    compared('own', render(ownEarlier), true),
    compared('citing', render(citing)),
    compared('unrelated', render(unrelated)),
    // The source again under another id (a duplicate in the store): covers what "source" covers.
    compared('source-copy', render(source)),
  ];
  const report = buildReport(q, inputs, settings, 3);
  const percent = (id: string) => inputs.find((i) => i.candidateId === id)!.comparison.percent;

  it('takes the union of covered text, not the sum of the candidates’ shares', () => {
    expect(percent('source')).toBeGreaterThan(5);
    expect(percent('own')).toBeGreaterThan(5);
    expect(percent('citing')).toBeGreaterThan(5);
    expect(percent('source-copy')).toBe(percent('source'));
    const sum = percent('source') + percent('own') + percent('citing');
    expect(report.overall).toBeLessThanOrEqual(sum + 0.1);
    expect(report.overall).toBeGreaterThan(sum - 3); // apart from rounding and overlaps, the three parts
    expect(report.overall).toBeLessThan(sum + percent('source-copy'));
    const alone = buildReport(
      q,
      inputs.filter((i) => i.candidateId !== 'source-copy'),
      settings,
    );
    expect(alone.overall).toBe(report.overall);
  });

  it('reports the share without the author’s own earlier work and without the references', () => {
    const withoutOwn = buildReport(
      q,
      inputs.filter((i) => !i.sameAuthor),
      settings,
    );
    expect(report.excludingSameAuthor).toBe(withoutOwn.overall);
    expect(report.excludingSameAuthor).toBeLessThan(report.overall);
    const noReferences = { ...settings, excludeReferences: true };
    expect(report.excludingReferences).toBeLessThan(report.overall - 5);
    const recomputed = buildReport(
      q,
      [
        compared('source', render(source), false, noReferences),
        compared('own', render(ownEarlier), true, noReferences),
        compared('citing', render(citing), false, noReferences),
      ],
      noReferences,
    );
    expect(report.excludingReferences).toBe(recomputed.overall);
    expect(recomputed.excludingReferences).toBe(recomputed.overall);
  });

  it('lists the top N candidates with passages, highest share first', () => {
    expect(report.matchingCandidates).toBe(4);
    expect(report.candidates).toHaveLength(3);
    const shares = report.candidates.map((c) => c.percent);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(report.candidates.map((c) => c.candidateId)).not.toContain('unrelated');
    expect(report.candidates.find((c) => c.candidateId === 'own')?.sameAuthor ?? true).toBe(true);
    for (const c of report.candidates) expect(c.passages.length).toBeGreaterThan(0);
  });

  it('gives merged highlight ranges inside the query and plain JSON', () => {
    expect(report.engineVersion).toBe(ENGINE_VERSION);
    for (let i = 1; i < report.highlights.length; i++)
      expect(report.highlights[i]!.start).toBeGreaterThan(report.highlights[i - 1]!.end);
    const copied = q.text.indexOf(fromSource[0]!);
    expect(report.highlights.some((h) => h.start <= copied + 1 && h.end > copied + 100)).toBe(true);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('reports 0% for a query without candidates', () => {
    const empty = buildReport(q, [], settings);
    expect(empty).toMatchObject({
      overall: 0,
      excludingSameAuthor: 0,
      excludingReferences: 0,
      candidates: [],
    });
    expect(empty.scopeChars).toBeGreaterThan(0);
  });
});
