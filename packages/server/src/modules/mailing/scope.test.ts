import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The mailing module reads an issue's scope in one place: `issueInScope` for a read and `lockIssue`
 * for a change (issueProduction/moves.ts), beside each other. A press compared by hand here again
 * would be a second copy of that rule (the refresh and the detail each had one).
 */
describe('the mailing module’s issue scope', () => {
  it('goes through issueInScope or lockIssue: no file compares the press itself', () => {
    const dir = import.meta.dirname;
    const handmade = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /\bassertSamePress\b/.test(readFileSync(path.join(dir, f), 'utf8')));
    expect(handmade).toEqual([]);
    for (const f of ['refresh.ts', 'queries.ts'])
      expect(readFileSync(path.join(dir, f), 'utf8'), f).toMatch(/\bissueInScope\(/);
  });
});
