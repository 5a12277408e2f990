import { type Manuscript, noise, render, type Topic } from '../engine/testing/corpus.ts';
import { docx } from '../engine/testing/zip.ts';

/**
 * Papers for the API tests of the duplicate check. The check searches the whole platform, so on a
 * PostgreSQL test database the documents of earlier runs are candidates too: each run makes its
 * papers from a vocabulary of its own (the corpus's grammar with every term drawn anew from the
 * run's seed), so two runs' papers are as unrelated as two topics of the corpus.
 */

function term(seed: number, lang: 'zh' | 'en', words: number): string {
  return noise(seed, lang, words).replace(/[。.]/g, '').trim();
}

/** A topic of the run: `base`'s shape with every term replaced by the run's own. */
export function runTopic(seed: number, lang: 'zh' | 'en', base: Topic): Topic {
  let n = seed * 97;
  const terms = (list: string[], words: number) => list.map(() => term(n++, lang, words));
  return {
    title: term(n++, lang, 6),
    field: term(n++, lang, 2),
    objects: terms(base.objects, 3),
    factors: terms(base.factors, 2),
    methods: terms(base.methods, 3),
    data: terms(base.data, 3),
    regions: terms(base.regions, 2),
    findings: terms(base.findings, 9),
    keywords: terms(base.keywords, 2),
  };
}

/** The paper as an author uploads it: a .docx with one paragraph per block of the rendered text. */
export function paperDocx(m: Manuscript): Buffer {
  return docx(render(m).split('\n\n'));
}
