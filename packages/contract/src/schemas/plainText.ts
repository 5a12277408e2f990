import { z } from 'zod';

/**
 * Control characters other than tab and line feed, zero-width and direction-changing characters:
 * what a paste may carry but a reader should never get.
 */
const HIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what the pattern removes
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Text as a person typed it, made safe to store and show as plain text: line ends made `\n`, hidden
 * characters removed, trailing spaces of lines and blank lines at either end dropped.
 */
export function cleanText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(HIDDEN, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/**
 * A required plain-text field of at most `max` characters, counted after cleaning. Screens show it
 * as text, never as markup.
 */
export function plainText(max: number) {
  return z
    .string({ error: 'required' })
    .transform(cleanText)
    .pipe(z.string().min(1, { error: 'required' }).max(max, { error: 'tooLong' }));
}
