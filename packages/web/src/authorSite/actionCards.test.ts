import { describe, expect, it } from 'vitest';
import { hasCard, pendingCards } from './actionCards.ts';

describe('the cards the author’s actions draw', () => {
  it('draws the revision card for either revision action, and nothing without actions', () => {
    expect(hasCard(['startRevision', 'submitRevision'], 'revision')).toBe(true);
    expect(hasCard(['submitRevision'], 'revision')).toBe(true);
    expect(hasCard(['submitRevision'], 'refund')).toBe(false);
    expect(hasCard([], 'annex')).toBe(false);
  });

  it('lists one entry per card, named by its first action', () => {
    expect(
      pendingCards(['startRevision', 'submitRevision', 'supplementAnnexes']).map((c) => [c.card, c.title.zh]),
    ).toEqual([
      ['revision', '开始修改'],
      ['annex', '补充附件'],
    ]);
    expect(pendingCards(['requestRefund'])[0]).toMatchObject({ card: 'refund', action: 'requestRefund' });
    expect(pendingCards([])).toEqual([]);
  });

  it('offers withdrawing on the page without making it a to-do', () => {
    expect(hasCard(['withdraw'], 'withdrawal')).toBe(true);
    expect(pendingCards(['submitRevision', 'withdraw']).map((c) => c.card)).toEqual(['revision']);
  });

  it('offers a revision application on the page without making it a to-do', () => {
    expect(hasCard(['applyRevision'], 'revisionApplication')).toBe(true);
    expect(pendingCards(['applyRevision', 'readProofs']).map((c) => c.card)).toEqual(['proofs']);
  });

  it('draws the proof card for the proof reading the journal asks of the author', () => {
    expect(hasCard(['readProofs'], 'proofs')).toBe(true);
    expect(pendingCards(['readProofs'])[0]).toMatchObject({ card: 'proofs', title: { zh: '校对清样' } });
  });
});
