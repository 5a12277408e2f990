/**
 * Characters no input may carry (issue 22): C0 controls other than tab, line feed and carriage
 * return (NUL among them, which PostgreSQL's text cannot hold), DEL, and the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make a name or a file name
 * read differently from what it is ("Trojan Source"). Line ends are allowed everywhere: a
 * single-line field's own schema trims or refuses them.
 */
export const FORBIDDEN_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what the pattern finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** The path of the first string (or object key) in `value` that holds a forbidden character. */
export function forbiddenCharacterPath(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return FORBIDDEN_CHARACTERS.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenCharacterPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    if (FORBIDDEN_CHARACTERS.test(key)) return [...path, key];
    const found = forbiddenCharacterPath(v, [...path, key]);
    if (found) return found;
  }
  return null;
}
