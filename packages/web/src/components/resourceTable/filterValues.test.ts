import { describe, expect, it } from 'vitest';
import type { FilterField } from './filters.ts';
import { fromForm, toForm } from './filterValues.ts';

const fields: FilterField[] = [
  { kind: 'text', name: 'person', label: '' },
  { kind: 'select', name: 'result', label: '', options: [] },
  { kind: 'dateRange', from: 'from', to: 'to', label: '' },
];

describe('filter values between the URL and the form', () => {
  it('trims text, drops empty values and sends a range as China-time instants', () => {
    const url = {
      person: 'wang',
      result: 'success',
      from: '2026-11-21T00:00:00+08:00',
      to: '2026-11-22T23:59:59+08:00',
    };
    const form = toForm(fields, url);
    expect(fromForm(fields, form)).toEqual(url);
    expect(fromForm(fields, { person: '  ', result: undefined, 'from~to': null })).toEqual({});
    expect(fromForm(fields, { person: ' li ' })).toEqual({ person: 'li' });
  });

  it('keeps an open-ended range', () => {
    const form = toForm(fields, { from: '2026-11-21T00:00:00+08:00' });
    expect(fromForm(fields, form)).toEqual({ from: '2026-11-21T00:00:00+08:00' });
  });
});
