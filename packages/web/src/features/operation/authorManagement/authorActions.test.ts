import { describe, expect, it } from 'vitest';
import { authorActions } from './authorActions.ts';

describe('the buttons of an author row', () => {
  const all = { edit: true, blacklist: true };

  it('offers blacklisting or lifting, whichever applies', () => {
    expect(authorActions({ blacklisted: false }, all)).toEqual(['detail', 'edit', 'blacklist']);
    expect(authorActions({ blacklisted: true }, all)).toEqual(['detail', 'edit', 'lift']);
  });

  it('hides what the person may not do', () => {
    expect(authorActions({ blacklisted: true }, { edit: false, blacklist: true })).toEqual([
      'detail',
      'lift',
    ]);
    expect(authorActions({ blacklisted: false }, { edit: true, blacklist: false })).toEqual([
      'detail',
      'edit',
    ]);
    expect(authorActions({ blacklisted: false }, { edit: false, blacklist: false })).toEqual(['detail']);
  });
});
