import { describe, expect, it } from 'vitest';
import { analyseText, type TextAnalysis } from './analyse.ts';
import { type Comparison, comparePair } from './compare.ts';
import { normalizedTokens } from './normalize.ts';
import { EN_TOPICS, type Manuscript, manuscript, render, resubmission, ZH_TOPICS } from './testing/corpus.ts';
import { DEFAULT_SETTINGS, type SimilaritySettings } from './types.ts';

const ALL_COUNTS: SimilaritySettings = {
  excludeQuotes: false,
  excludeReferences: false,
  excludeAbstract: false,
  minMatchLength: 13,
};

const papers = {
  zh: {
    original: manuscript(1, 'zh', ZH_TOPICS[0]!, 14),
    newTitle: '数字金融如何影响农村居民消费：来自县域的证据',
    others: [manuscript(7, 'zh', ZH_TOPICS[1]!, 14), manuscript(8, 'zh', ZH_TOPICS[2]!, 14)],
  },
  en: {
    original: manuscript(2, 'en', EN_TOPICS[0]!, 22),
    newTitle: 'Working from Home and How Employees Fare',
    others: [manuscript(9, 'en', EN_TOPICS[1]!, 20), manuscript(10, 'en', EN_TOPICS[2]!, 20)],
  },
};

/** Each segment's two ranges normalise to the same tokens. */
function expectAligned(c: Comparison, query: TextAnalysis, candidate: TextAnalysis) {
  for (const passage of c.passages) {
    for (const [qs, qe, cs, ce] of passage.segments) {
      const q = normalizedTokens(query.text.slice(qs, qe));
      expect(q.length).toBeGreaterThan(0);
      expect(q).toEqual(normalizedTokens(candidate.text.slice(cs, ce)));
    }
    expect(passage.queryStart).toBe(passage.segments[0]![0]);
    expect(passage.candidateEnd).toBe(passage.segments.at(-1)![3]);
  }
}

describe.each(['zh', 'en'] as const)('comparePair (%s)', (lang) => {
  const { original, newTitle, others } = papers[lang];
  const originalText = render(original);
  const a = analyseText(originalText);

  it('is the size the issue asks for', () => {
    if (lang === 'zh') expect(a.tokens.filter((t) => t.cjk).length).toBeGreaterThan(3000);
    else expect(a.tokens.length).toBeGreaterThan(2000);
  });

  it('scores a resubmission with a new title and reordered paragraphs at 90% or more', () => {
    const again = analyseText(render(resubmission(3, original, newTitle)));
    expect(again.text).not.toBe(originalText);
    for (const settings of [ALL_COUNTS, DEFAULT_SETTINGS]) {
      const c = comparePair(again, a, settings);
      expect(c.percent).toBeGreaterThanOrEqual(90);
      expect(c.percent).toBeLessThan(100); // the new title is not covered
      expectAligned(c, again, a);
    }
  });

  it('scores unrelated manuscripts at 10% or less', () => {
    for (const other of others) {
      const u = analyseText(render(other));
      const c = comparePair(u, a, ALL_COUNTS);
      expect(c.percent).toBeLessThanOrEqual(10);
      expectAligned(c, u, a);
    }
  });

  it('reports passages whose offsets point at the same text in both documents', () => {
    // Copy three paragraphs into another paper, with spacing, width and punctuation changed.
    const copied = original.sections[2]!.paragraphs.slice(0, 3);
    const altered = copied.map((p) =>
      p
        .replace(/，/g, ', ')
        .replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))
        .replace(/ the /g, '  THE '),
    );
    const host: Manuscript = { ...others[0]!, sections: [...others[0]!.sections] };
    host.sections[1] = {
      heading: host.sections[1]!.heading,
      paragraphs: [...host.sections[1]!.paragraphs, ...altered],
    };
    const q = analyseText(render(host));
    const c = comparePair(q, a, ALL_COUNTS);
    expectAligned(c, q, a);
    const start = q.text.indexOf(altered[0]!);
    const end = q.text.indexOf(altered[2]!) + altered[2]!.length;
    const inside = c.passages.filter((p) => p.queryStart >= start && p.queryEnd <= end);
    const covered = inside.reduce((n, p) => n + p.matchedTokens, 0);
    expect(covered).toBeGreaterThan(0.9 * analyseText(altered.join('\n')).tokens.length);
    for (const p of inside) {
      const passage = a.text.slice(p.candidateStart, p.candidateEnd);
      expect(normalizedTokens(copied.join('\n')).join(' ')).toContain(normalizedTokens(passage).join(' '));
    }
  });
});

describe('comparePair settings', () => {
  const { original, others } = papers.zh;

  it('drops the share when only the reference list matches and references are excluded', () => {
    const sameReferences = analyseText(render({ ...others[0]!, references: original.references }));
    const a = analyseText(render(original));
    const counted = comparePair(sameReferences, a, ALL_COUNTS);
    const excluded = comparePair(sameReferences, a, { ...ALL_COUNTS, excludeReferences: true });
    expect(counted.percent).toBeGreaterThan(excluded.percent);
    expect(counted.percent).toBeGreaterThan(10);
    expect(excluded.percent).toBeLessThan(5);
    expect(excluded.scopeChars).toBeLessThan(counted.scopeChars);
    const references = sameReferences.sections.spans.find((s) => s.kind === 'references')!;
    expect(excluded.passages.every((p) => p.queryEnd <= references.start)).toBe(true);
  });

  it('ignores matches shorter than the minimum length (characters for CJK, words for English)', () => {
    const zhShared = ['数据来源于国家统计局', '样本期覆盖二零一零年至今']; // 10 and 12 characters
    const zhQ = analyseText(
      `本研究${zhShared[0]}公开发布的历年统计年鉴和普查公报。我们${zhShared[1]}全部省份。`,
    );
    const zhC = analyseText(`其他学者${zhShared[0]}内部资料。另一篇文章${zhShared[1]}部分城市。`);
    expect(comparePair(zhQ, zhC, { ...ALL_COUNTS, minMatchLength: 8 }).passages).toHaveLength(2);
    expect(comparePair(zhQ, zhC, { ...ALL_COUNTS, minMatchLength: 11 }).passages).toHaveLength(1);
    expect(comparePair(zhQ, zhC, { ...ALL_COUNTS, minMatchLength: 13 }).percent).toBe(0);

    const enShared = 'the data were collected by trained interviewers in';
    const enQ = analyseText(`In our study ${enShared} spring. Later we compared groups.`);
    const enC = analyseText(`Unlike earlier work, ${enShared} autumn of that year.`);
    expect(comparePair(enQ, enC, { ...ALL_COUNTS, minMatchLength: 8 }).passages[0]!.matchedTokens).toBe(8);
    expect(comparePair(enQ, enC, { ...ALL_COUNTS, minMatchLength: 9 }).passages).toHaveLength(0);
  });

  it('leaves quotations and the abstract out when asked', () => {
    const quote = '学术不端行为的治理是一项需要编辑部长期坚持的系统工程';
    const q = analyseText(
      `摘要：${quote}，本文讨论其中的关键问题。\n1 引言\n正如前人所说：“${quote}”，我们认同这一判断。`,
    );
    const c = analyseText(`${quote}，这是我们多年来的体会。`);
    const all = comparePair(q, c, ALL_COUNTS);
    expect(all.passages).toHaveLength(2);
    const noQuotes = comparePair(q, c, { ...ALL_COUNTS, excludeQuotes: true });
    expect(noQuotes.passages).toHaveLength(1);
    expect(noQuotes.percent).toBeLessThan(all.percent);
    const neither = comparePair(q, c, { ...ALL_COUNTS, excludeQuotes: true, excludeAbstract: true });
    expect(neither.passages).toHaveLength(0);
    expect(neither.percent).toBe(0);
  });

  it('joins exact matches around a changed word into one passage but counts only the matched words', () => {
    const original =
      'Remote work reduces commuting time, and the time saved is partly reinvested in household tasks and leisure activities during the working week.';
    const edited = original.replace('partly', 'largely');
    const c = comparePair(analyseText(edited), analyseText(original), { ...ALL_COUNTS, minMatchLength: 8 });
    expect(c.passages).toHaveLength(1);
    expect(c.passages[0]!.segments).toHaveLength(2);
    expect(c.passages[0]!.queryStart).toBe(0);
    expect(c.passages[0]!.queryEnd).toBe(edited.length - 1);
    expect(c.coveredChars).toBe(c.scopeChars - 'largely'.length);
  });

  it('finds nothing in an empty text and rejects a minimum length below 1', () => {
    const a = analyseText(render(papers.en.original));
    expect(comparePair(analyseText(''), a, ALL_COUNTS)).toEqual({
      percent: 0,
      coveredChars: 0,
      scopeChars: 0,
      passages: [],
    });
    expect(comparePair(a, analyseText('  '), ALL_COUNTS).percent).toBe(0);
    expect(() => comparePair(a, a, { ...ALL_COUNTS, minMatchLength: 0 })).toThrow(RangeError);
  });
});
