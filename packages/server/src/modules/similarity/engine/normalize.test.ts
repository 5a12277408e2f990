import { describe, expect, it } from 'vitest';
import { normalizedTokens, tokenize } from './normalize.ts';
import { shingle } from './shingle.ts';

describe('tokenize', () => {
  it('folds width, case, diacritics and ligatures, and drops punctuation and spacing', () => {
    expect(normalizedTokens('ＤＥＥＰ　Ｌｅａｒｎｉｎｇ，２０２３年！')).toEqual([
      'deep',
      'learning',
      '2023',
      '年',
    ]);
    expect(normalizedTokens('Deep-learning (2023)')).toEqual(['deep', 'learning', '2023']);
    expect(normalizedTokens('Café RÉSUMÉ ﬁnal')).toEqual(['cafe', 'resume', 'final']);
    expect(normalizedTokens("the author’s and the author's")).toEqual([
      'the',
      'authors',
      'and',
      'the',
      'authors',
    ]);
    expect(normalizedTokens('ﾃﾞｰﾀ')).toEqual(normalizedTokens('データ'));
  });

  it('makes each CJK character a token and runs other letters and digits into words', () => {
    expect(normalizedTokens('采用CNN模型，准确率达95.3%')).toEqual([
      '采',
      '用',
      'cnn',
      '模',
      '型',
      '准',
      '确',
      '率',
      '达',
      '95',
      '3',
    ]);
    expect(tokenize('研究 Study').map((t) => t.cjk)).toEqual([true, true, false]);
  });

  it('keeps offsets into the original text', () => {
    const text = '  Ｈｅｌｌｏ,  World！本文\u{20000}字';
    for (const token of tokenize(text)) {
      expect(normalizedTokens(text.slice(token.start, token.end))).toEqual([token.text]);
    }
    const [hello, world] = tokenize(text);
    expect(text.slice(hello!.start, hello!.end)).toBe('Ｈｅｌｌｏ');
    expect(text.slice(world!.start, world!.end)).toBe('World');
    expect(tokenize(text).at(-2)!.text).toBe('\u{20000}'); // outside the BMP: two code units, one token
  });
});

describe('shingle', () => {
  it('spans 5 CJK characters, 4 words, or a mix of about the same weight', () => {
    const zh = shingle(tokenize('本文提出一种新的方法'));
    expect(zh).toHaveLength(6);
    expect(zh[0]!.last - zh[0]!.first).toBe(5);
    const en = shingle(tokenize('we propose a new method for this'));
    expect(en).toHaveLength(4);
    expect(en[0]!.last - en[0]!.first).toBe(4);
    const mixed = shingle(tokenize('采用 CNN 和 LSTM 模型'));
    // 4 units a CJK character, 5 a word, 20 a window: 采用CNN和LSTM = 22, 用CNN和LSTM模 = 22, …
    expect(mixed.map((s) => s.last - s.first)).toEqual([5, 5, 5]);
  });

  it('keeps character offsets of each shingle and hashes equal token runs equally', () => {
    const text = '一、本文提出，一种新的方法。';
    const s = shingle(tokenize(text));
    expect(text.slice(s[0]!.start, s[0]!.end)).toBe('一、本文提出');
    expect(text.slice(s[1]!.start, s[1]!.end)).toBe('本文提出，一');
    const other = shingle(tokenize('本文 提出 一种新的方法'));
    expect(other.map((x) => x.hash)).toEqual(s.slice(1).map((x) => x.hash));
  });

  it('makes one shingle of a text shorter than a window and none of an empty one', () => {
    expect(shingle(tokenize('查重'))).toHaveLength(1);
    expect(shingle(tokenize(' ，。 '))).toEqual([]);
  });
});
