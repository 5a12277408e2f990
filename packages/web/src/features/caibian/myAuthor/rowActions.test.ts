import { describe, expect, it } from 'vitest';
import { myAuthorActions } from './rowActions.ts';

describe('我的作者 row actions', () => {
  it('offers an entry for an author who may submit, when the editor may enter one', () => {
    expect(myAuthorActions({ blacklisted: false }, true)).toEqual(['detail', 'enter']);
  });
  it('offers only the drawer for a blacklisted author or without the entry permission', () => {
    expect(myAuthorActions({ blacklisted: true }, true)).toEqual(['detail']);
    expect(myAuthorActions({ blacklisted: false }, false)).toEqual(['detail']);
  });
});
