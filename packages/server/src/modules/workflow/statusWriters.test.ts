import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '../..');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('migrations'))
  .map((f) => ({ file: f, text: readFileSync(path.join(SRC, f), 'utf8') }));

/** ARCHITECTURE "Manuscript workflow": one function changes a manuscript's status. */
describe('who writes a manuscript’s status', () => {
  it('only the workflow function (and the insert of a new submission)', () => {
    const writers = sources.flatMap(({ file, text }) => {
      const found: string[] = [];
      for (const match of text.matchAll(/\.update\(manuscripts\)([\s\S]*?)\.where\(/g)) {
        if (/\bstatus\s*:/.test(match[1]!)) found.push(file);
      }
      if (/update\s+"?manuscripts"?\s+set\s+[^;]*\bstatus\b/i.test(text)) found.push(file);
      return found;
    });
    expect(writers).toEqual([path.join('modules', 'workflow', 'applyAction.ts')]);
  });
});
