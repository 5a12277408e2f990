import { type Token, tokenize } from './normalize.ts';
import { type DocumentSections, splitSections } from './sections.ts';
import { type Shingle, shingle, tokenHashes } from './shingle.ts';

/**
 * Everything the engine derives from one extracted text. Cheap to recompute (a 10,000-word text
 * takes a few tens of milliseconds), so it is kept in memory only: store the text, and the
 * `DocumentFingerprint` (fingerprint.ts) for candidate lookup.
 */
export interface TextAnalysis {
  text: string;
  tokens: Token[];
  sections: DocumentSections;
  shingles: Shingle[];
}

export function analyseText(text: string): TextAnalysis {
  const tokens = tokenize(text);
  return { text, tokens, sections: splitSections(text), shingles: shingle(tokens, tokenHashes(tokens)) };
}
