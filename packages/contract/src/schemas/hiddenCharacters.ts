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
const FORBIDDEN_ALL = new RegExp(FORBIDDEN_CHARACTERS.source, 'g');

/** How deep an input may nest (no call takes more than a few levels; a deeper body is refused, not walked). */
export const MAX_INPUT_DEPTH = 32;

type Path = (string | number)[];
interface Node {
  value: unknown;
  key: string | number | null;
  parent: Node | null;
  depth: number;
}

const pathOf = (n: Node): Path => {
  const path: Path = [];
  for (let at: Node | null = n; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The first problem in an input: a string (or object key) holding a forbidden character, or nesting
 * deeper than MAX_INPUT_DEPTH; with its path. Walks with its own stack, so no input can exhaust the
 * call stack, and builds a path only for what it reports.
 */
export function inputProblem(value: unknown): { path: Path; problem: 'hidden' | 'deep' } | null {
  const stack: Node[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (typeof n.value === 'string') {
      if (FORBIDDEN_CHARACTERS.test(n.value)) return { path: pathOf(n), problem: 'hidden' };
      continue;
    }
    if (typeof n.value !== 'object' || n.value === null) continue;
    if (n.depth >= MAX_INPUT_DEPTH) return { path: pathOf(n), problem: 'deep' };
    const entries: [string | number, unknown][] = Array.isArray(n.value)
      ? n.value.map((v, i) => [i, v])
      : Object.entries(n.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, v] = entries[i]!;
      const child = { value: v, key, parent: n, depth: n.depth + 1 };
      if (typeof key === 'string' && FORBIDDEN_CHARACTERS.test(key))
        return { path: pathOf(child), problem: 'hidden' };
      stack.push(child);
    }
  }
  return null;
}

/**
 * The input with forbidden characters removed from its strings: what the web app sends, so a person
 * who pasted an invisible control or direction character is not refused for it (the server refuses
 * them from any other client). Keys and nesting are left as they are.
 */
export function withoutForbiddenCharacters<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(FORBIDDEN_ALL, '') as T;
  if (typeof value !== 'object' || value === null || depth >= MAX_INPUT_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => withoutForbiddenCharacters(v, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, withoutForbiddenCharacters(v, depth + 1)]),
  ) as T;
}
