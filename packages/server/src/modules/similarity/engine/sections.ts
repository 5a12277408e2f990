import type { TextRange } from './types.ts';

/**
 * Splits a manuscript's text into sections by its headings, line by line:
 * - `abstract`: from a 摘要 / Abstract heading (alone on its line or followed by the text, as in
 *   "摘  要：本文……" or "Abstract: This paper …") to the keywords line, the next section heading
 *   (a numbered heading, 引言, Introduction, …) or a references heading; if none comes, it ends
 *   with the first paragraph that starts after ABSTRACT_MAX characters;
 * - `keywords`: the 关键词 / Keywords / Index Terms line;
 * - `references`: from a 参考文献 / References / Bibliography heading (alone on its line) to an
 *   appendix, acknowledgements or author-biography heading, another abstract, or the end;
 * - `body`: everything else (title, headings, text, appendices).
 * Quotations are found separately: text inside “…” 「…」 『…』 or a pair of "…" on one line, and
 * lines starting with ">" (the only block-quote mark left in extracted plain text).
 */

export type SectionKind = 'body' | 'abstract' | 'keywords' | 'references';

export interface SectionSpan extends TextRange {
  kind: SectionKind;
}

export interface DocumentSections {
  /** Consecutive spans covering the whole text, in order. */
  spans: SectionSpan[];
  /** Quotations, in order, not overlapping; they may lie in any section. */
  quotes: TextRange[];
}

const ABSTRACT_MAX = 2500;
const QUOTE_MAX = 2000;

const OPEN_BRACKET = String.raw`[\[【〔（(]?\s*`;
const CLOSE_BRACKET = String.raw`\s*[\]】〕）)]?`;
const AFTER_LABEL = String.raw`\s*(?:[:：.．—–-]|\s|$)`;

const ABSTRACT = new RegExp(`^${OPEN_BRACKET}(?:摘\\s*要|内容提要|提\\s*要)${CLOSE_BRACKET}${AFTER_LABEL}`);
const ABSTRACT_EN = new RegExp(
  `^${OPEN_BRACKET}(?:abstract|ABSTRACT)${CLOSE_BRACKET}(?:\\s*[:：.．—–-]|$)`,
  'i',
);
const ABSTRACT_EN_CAPS = /^ABSTRACT\s+\S/;
const KEYWORDS = new RegExp(
  `^${OPEN_BRACKET}(?:关\\s*键\\s*[词字]|key\\s*-?\\s*words?|index\\s+terms)${CLOSE_BRACKET}${AFTER_LABEL}`,
  'i',
);
const NUMBERING =
  /^(?:第[一二三四五六七八九十\d]+[章节部分]|[一二三四五六七八九十]+[、.．]|[（(][一二三四五六七八九十\d]+[)）]|\d+(?:\.\d+)*(?:[.、．]\s*|\s+)|[IVX]+\.)\s*/i;
const REFERENCES_NAMES =
  /^(?:主要)?(?:参考文献|参考资料|引用文献|文献|references?|reference\s+list|bibliography|works\s+cited|literature\s+cited|literature)$/i;
const END_OF_REFERENCES_NAMES =
  /^(?:附录.*|致谢|致\s*谢|后记|作者简介.*|作者贡献.*|appendix.*|appendices|acknowledge?ments?|about\s+the\s+authors?|author\s+biograph(?:y|ies)|supplementary.*)$/i;
const SECTION_NAMES =
  /^(?:引言|前言|绪论|导言|概述|问题的提出|研究背景|introduction|background|materials?\s+and\s+methods|methods?|related\s+work)$/i;
const SENTENCE_END = /[。！？；.!?;]$/;

/** A heading's name without its numbering, brackets and trailing colon: "六、参考文献：" → "参考文献". */
function headingName(line: string): string {
  let s = line.replace(NUMBERING, '');
  s = s.replace(/^[[【〔]\s*(.*?)\s*[\]】〕]$/, '$1');
  return s.replace(/\s*[:：]$/, '').trim();
}

function isReferencesHeading(line: string): boolean {
  return line.length <= 40 && REFERENCES_NAMES.test(headingName(line).replace(/\s+/g, ' '));
}

function isEndOfReferences(line: string): boolean {
  return line.length <= 60 && END_OF_REFERENCES_NAMES.test(headingName(line));
}

function isAbstractHeading(line: string): boolean {
  return ABSTRACT.test(line) || ABSTRACT_EN.test(line) || ABSTRACT_EN_CAPS.test(line);
}

/** A heading that opens the body after an abstract: numbered and short, or a known section name. */
function isSectionHeading(line: string): boolean {
  if (line.length > 40 || SENTENCE_END.test(line)) return false;
  if (SECTION_NAMES.test(headingName(line))) return true;
  const numbered = NUMBERING.exec(line);
  return numbered !== null && numbered[0].trim() !== '' && /\p{L}/u.test(line.slice(numbered[0].length));
}

interface Line {
  start: number;
  end: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lines.push({ start, end, text: text.slice(start, end).trim() });
    start = end + 1;
  }
  return lines;
}

export function splitSections(text: string): DocumentSections {
  const spans: SectionSpan[] = [];
  let kind = 'body' as SectionKind; // widened: `open` changes it inside the loop
  let spanStart = 0;
  const open = (next: SectionKind, at: number, again = false) => {
    if (next === kind && !again) return;
    if (at > spanStart) spans.push({ kind, start: spanStart, end: at });
    kind = next;
    spanStart = at;
  };

  for (const line of linesOf(text)) {
    const t = line.text;
    if (!t) continue;
    if (isReferencesHeading(t)) {
      open('references', line.start);
    } else if (KEYWORDS.test(t)) {
      open('keywords', line.start);
      open('body', Math.min(text.length, line.end + 1));
    } else if (isAbstractHeading(t)) {
      open('abstract', line.start, true); // a second abstract (the English one) is a span of its own
    } else if (kind === 'abstract' && (isSectionHeading(t) || line.start - spanStart > ABSTRACT_MAX)) {
      open('body', line.start);
    } else if (kind === 'references' && isEndOfReferences(t)) {
      open('body', line.start);
    }
  }
  if (text.length > spanStart || spans.length === 0) spans.push({ kind, start: spanStart, end: text.length });
  return { spans, quotes: findQuotes(text) };
}

const PAIRS: Record<string, string> = { '“': '”', '「': '」', '『': '』' };

export function findQuotes(text: string): TextRange[] {
  const quotes: TextRange[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const lineStart = i === 0 || text[i - 1] === '\n';
    if (lineStart && ch === '>') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      quotes.push({ start: i, end: stop });
      i = stop;
      continue;
    }
    const close = PAIRS[ch] ?? (ch === '"' ? '"' : undefined);
    if (close) {
      const limit = Math.min(text.length, i + QUOTE_MAX);
      let j = text.indexOf(close, i + 1);
      if (j >= limit) j = -1;
      if (j > 0 && close === '"' && text.lastIndexOf('\n', j) > i) j = -1; // "…" pairs stay on one line
      if (j > 0) {
        quotes.push({ start: i, end: j + 1 });
        i = j + 1;
        continue;
      }
    }
    i++;
  }
  return quotes;
}
