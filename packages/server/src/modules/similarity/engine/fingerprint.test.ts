import { describe, expect, it } from 'vitest';
import { analyseText } from './analyse.ts';
import {
  bandKeys,
  estimateJaccard,
  fingerprintDocument,
  LSH_BANDS,
  MINHASH_PERMUTATIONS,
  minhashSignature,
  sharedBands,
  WINNOW_WINDOW,
} from './fingerprint.ts';
import { hashString } from './hash.ts';
import { EN_TOPICS, manuscript, noise, random, render, resubmission, ZH_TOPICS } from './testing/corpus.ts';

describe('hashing', () => {
  it('is the same on every run and machine (stored fingerprints depend on it: change ENGINE_VERSION if this fails)', () => {
    expect(hashString('')).toBe(0);
    expect(hashString('查重')).toBe(775618760);
    expect(hashString('similarity', 7)).toBe(hashString('similarity', 7));
    const f = fingerprintDocument(analyseText('本文提出一种面向中文学术期刊的稿件相似性检测方法。'));
    expect(f.signature.slice(0, 3)).toEqual([118876554, 61953810, 112716555]);
    expect(f.bands[0]).toEqual({ band: 0, hash: -1046334948 });
  });
});

describe('MinHash and LSH', () => {
  it('estimates the Jaccard similarity of shingle sets', () => {
    const rnd = random(11);
    const pool = Array.from({ length: 4000 }, () => Math.floor(rnd() * 2 ** 32));
    for (const [shared, only] of [
      [900, 100],
      [500, 500],
      [200, 800],
      [50, 950],
    ] as const) {
      const a = [...pool.slice(0, shared), ...pool.slice(1000, 1000 + only)];
      const b = [...pool.slice(0, shared), ...pool.slice(2000, 2000 + only)];
      const truth = shared / (shared + 2 * only);
      expect(Math.abs(estimateJaccard(minhashSignature(a), minhashSignature(b)) - truth)).toBeLessThan(0.12);
    }
  });

  it('gives 32 band keys of signed 32-bit integers, none for an empty text', () => {
    const f = fingerprintDocument(analyseText(render(manuscript(1, 'zh', ZH_TOPICS[0]!, 4))));
    expect(f.signature).toHaveLength(MINHASH_PERMUTATIONS);
    expect(f.bands.map((b) => b.band)).toEqual(Array.from({ length: LSH_BANDS }, (_, i) => i));
    for (const { hash } of f.bands) expect(hash).toBe(hash | 0);
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
    const empty = fingerprintDocument(analyseText('。。。'));
    expect(empty).toMatchObject({ signature: [], bands: [], fingerprints: [] });
    expect(bandKeys([])).toEqual([]);
  });

  it('finds the resubmission among 2,000 other documents by shared band keys', { timeout: 120_000 }, () => {
    const corpus = new Map<string, ReturnType<typeof bandKeys>>();
    const index = new Map<string, Set<string>>(); // what a (band, hash) table with an index does
    const add = (id: string, text: string) => {
      const { bands } = fingerprintDocument(analyseText(text));
      corpus.set(id, bands);
      for (const k of bands) {
        const key = `${k.band}:${k.hash}`;
        if (!index.has(key)) index.set(key, new Set());
        index.get(key)!.add(id);
      }
    };
    const zh = manuscript(1, 'zh', ZH_TOPICS[0]!, 14);
    const en = manuscript(2, 'en', EN_TOPICS[0]!, 20);
    add('zh-original', render(zh));
    add('en-original', render(en));
    for (let i = 0; i < 2000; i++) {
      const lang = i % 2 ? 'zh' : 'en';
      // Mostly unrelated filler, and one in ten a paper of the other topics (same phrasing style).
      if (i % 10 === 0) {
        const topics = lang === 'zh' ? ZH_TOPICS : EN_TOPICS;
        add(`doc-${i}`, render(manuscript(100 + i, lang, topics[1 + (i % 2)]!, 4)));
      } else add(`doc-${i}`, noise(100 + i, lang, 200 + (i % 7) * 50));
    }

    const candidates = (text: string) => {
      const votes = new Map<string, number>();
      for (const k of fingerprintDocument(analyseText(text)).bands)
        for (const id of index.get(`${k.band}:${k.hash}`) ?? []) votes.set(id, (votes.get(id) ?? 0) + 1);
      return [...votes].sort((a, b) => b[1] - a[1]);
    };
    const zhFound = candidates(render(resubmission(3, zh, '数字金融如何影响农村居民消费')));
    const enFound = candidates(render(resubmission(4, en, 'Working from Home and Well-Being')));
    expect(zhFound[0]![0]).toBe('zh-original');
    expect(enFound[0]![0]).toBe('en-original');
    expect(zhFound.length + enFound.length).toBeLessThan(20); // the rest of the 2,000 are not even read
    const zhBands = corpus.get('zh-original')!;
    expect(sharedBands(zhBands, fingerprintDocument(analyseText(render(zh))).bands)).toBe(LSH_BANDS);
  });
});

describe('winnowing', () => {
  it('keeps about 2 / (w + 1) of the shingles, with their offsets and sections', () => {
    const a = analyseText(render(manuscript(1, 'en', EN_TOPICS[0]!, 20)));
    const { fingerprints } = fingerprintDocument(a);
    const density = fingerprints.length / a.shingles.length;
    expect(density).toBeGreaterThan(1.5 / (WINNOW_WINDOW + 1));
    expect(density).toBeLessThan(2.5 / (WINNOW_WINDOW + 1));
    const references = a.text.indexOf('\nReferences') + 1;
    for (const f of fingerprints) {
      expect(a.shingles.some((s) => s.hash === f.hash && s.start === f.start && s.end === f.end)).toBe(true);
      expect(f.section === 'references').toBe(f.start >= references);
    }
  });

  it('shares a fingerprint whenever two texts share 12 CJK characters or 11 words', () => {
    const rnd = random(5);
    for (let trial = 0; trial < 200; trial++) {
      const zh = trial % 2 === 0;
      const shared = noise(trial, zh ? 'zh' : 'en', 40).split(zh ? '' : ' ');
      const passage = zh
        ? shared
            .filter((c) => /\p{Script=Han}/u.test(c))
            .slice(0, 12)
            .join('')
        : shared.slice(0, 11).join(' ').replace(/\./g, '');
      const before = noise(1000 + trial, zh ? 'zh' : 'en', 30 + Math.floor(rnd() * 30));
      const after = noise(2000 + trial, zh ? 'zh' : 'en', 30);
      const a = fingerprintDocument(analyseText(`${before} ${passage} ${after}`)).fingerprints;
      const b = fingerprintDocument(analyseText(`${after} ${passage}`)).fingerprints;
      const hashes = new Set(a.map((f) => f.hash));
      expect(b.some((f) => hashes.has(f.hash))).toBe(true);
    }
  });
});
