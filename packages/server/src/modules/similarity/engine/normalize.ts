/**
 * Normalisation and tokenisation. The text is read code point by code point; each is folded
 * (NFKC, which also turns full-width ASCII into half-width and half-width katakana into full-width;
 * lower case; Latin, Greek and Cyrillic lose their diacritics) and then classified:
 * - a CJK character (Han, kana, Hangul) is a token of its own;
 * - letters and digits of other scripts run together into a word token;
 * - everything else (whitespace, punctuation, symbols) only separates tokens and is dropped, so
 *   differences in spacing, punctuation and full/half width never affect matching.
 * Apostrophes inside a word are dropped without splitting it ("author’s" → "authors").
 * Each token keeps its `[start, end)` offsets in the original text.
 */

export interface Token {
  /** The normalised form: one CJK character, or a lower-case word / number. */
  text: string;
  start: number;
  end: number;
  cjk: boolean;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u3007\u30fc]/u;
const WORD = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
const STRIP_DIACRITICS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const APOSTROPHE = /['’]/;

const folded = new Map<string, string>();

/** The normalised form of one code point: possibly empty, possibly several characters (ﬁ → fi). */
export function foldCodePoint(cp: string): string {
  let out = folded.get(cp);
  if (out === undefined) {
    out = cp.normalize('NFKC').toLowerCase();
    if (STRIP_DIACRITICS.test(out))
      out = out
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .normalize('NFC');
    folded.set(cp, out);
  }
  return out;
}

/** The weight a token adds to a document's length: its character count (a CJK character is 1). */
export function tokenWeight(token: Token): number {
  return token.cjk ? 1 : token.text.length;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let word = ''; // the word so far, except its pending ASCII tail
  let pending = -1; // start of the word's ASCII tail not yet copied into `word`
  let wordStart = 0;
  let wordEnd = 0;
  const settle = (at: number) => {
    if (pending >= 0) word += text.slice(pending, at).toLowerCase();
    pending = -1;
  };
  const flush = () => {
    settle(wordEnd);
    if (word) tokens.push({ text: word, start: wordStart, end: wordEnd, cjk: false });
    word = '';
  };
  const inWord = () => word !== '' || pending >= 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    // Fast paths for the bulk of the text: ASCII and the basic CJK ideograph block (NFKC-stable).
    if (code < 0x80) {
      if (
        (code >= 0x61 && code <= 0x7a) ||
        (code >= 0x30 && code <= 0x39) ||
        (code >= 0x41 && code <= 0x5a)
      ) {
        if (!inWord()) wordStart = i;
        if (pending < 0) pending = i;
        wordEnd = i + 1;
      } else if (code === 0x27 && inWord()) {
        settle(i); // an apostrophe inside a word: dropped, the word goes on
      } else {
        flush();
      }
      i++;
      continue;
    }
    if (code >= 0x4e00 && code <= 0x9fff) {
      flush();
      tokens.push({ text: text[i]!, start: i, end: i + 1, cjk: true });
      i++;
      continue;
    }
    settle(i);
    const cp = String.fromCodePoint(text.codePointAt(i)!);
    const end = i + cp.length;
    for (const ch of foldCodePoint(cp)) {
      if (CJK.test(ch)) {
        flush();
        tokens.push({ text: ch, start: i, end, cjk: true });
      } else if (WORD.test(ch)) {
        if (!word) wordStart = i;
        word += ch;
        wordEnd = end;
      } else if (MARK.test(ch) && !word && tokens.at(-1)?.cjk && tokens.at(-1)!.end === i) {
        // A combining mark after kana (half-width ﾃﾞ is テ + U+3099): composed into it when it can be.
        const last = tokens.at(-1)!;
        const composed = (last.text + ch).normalize('NFC');
        if ([...composed].length === 1) last.text = composed;
        last.end = end;
      } else if (MARK.test(ch) || (APOSTROPHE.test(ch) && word)) {
        // A stray combining mark or an apostrophe inside a word: dropped, the word goes on.
        if (word) wordEnd = end;
      } else {
        flush();
      }
    }
    i = end;
  }
  flush();
  return tokens;
}

/** The normalised token texts of a piece of text, e.g. to check that two passages say the same. */
export function normalizedTokens(text: string): string[] {
  return tokenize(text).map((t) => t.text);
}
