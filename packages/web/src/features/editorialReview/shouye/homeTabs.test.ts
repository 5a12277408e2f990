import { describe, expect, it } from 'vitest';
import { focusOf, focusParams, homeLink, queueOf, visibleTabs } from './homeTabs.ts';

describe('the editor home’s links', () => {
  it('turns a count into the list parameters of its call', () => {
    expect(focusParams('audit', { group: 'review', overdue: true })).toEqual({
      group: 'review',
      overdue: 'true',
    });
    expect(focusParams('allot', { group: 'reviewAllocation', allocated: true })).toEqual({
      group: 'reviewAllocation',
      view: 'allocated',
    });
    // The accepted list is neither timed nor allocated.
    expect(focusParams('accepted', { overdue: true, allocated: true })).toEqual({});
  });

  it('round-trips a focus through the address, dropping unknown stages', () => {
    const link = homeLink('audit', { group: 'finalAudit', overdue: true });
    expect(link).toBe('/editorialReview/shouye?tab=audit&group=finalAudit&overdue=true');
    expect(focusOf(new URL(link, 'http://x').searchParams)).toEqual({
      group: 'finalAudit',
      overdue: true,
      allocated: false,
    });
    expect(focusOf(new URLSearchParams('group=nonsense')).group).toBeUndefined();
    expect(focusOf(new URLSearchParams('tab=accepted&group=outFilm')).group).toBe('outFilm');
  });

  it('opens a stage’s own queue screen', () => {
    expect(queueOf({ group: 'review', status: null, waiting: 1, allocated: null, overdue: 0 })).toBe(
      '/editorialReview/initialManuscript',
    );
    // A production group's card opens its own screen (contract stageGroups.ts).
    expect(queueOf({ group: 'printing', status: null, waiting: 1, allocated: null, overdue: null })).toBe(
      '/editorialReview/printing',
    );
    expect(queueOf({ group: null, status: 0, waiting: 1, allocated: null, overdue: null })).toBeUndefined();
  });

  it('shows the tabs of the work a person does', () => {
    expect(visibleTabs(new Set(['editorialReview.initialManuscript.audit']))).toEqual(['audit', 'accepted']);
    expect(visibleTabs(new Set(['editorialReview.initialAllocation.assign']))).toEqual(['allot', 'accepted']);
    expect(visibleTabs(new Set())).toEqual(['accepted']);
  });
});
