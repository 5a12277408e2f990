import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FilterField } from './filters.ts';
import { dayToPicker, fromForm, toForm } from './filterValues.ts';

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

describe('a day range between the URL and the form', () => {
  const days: FilterField[] = [{ kind: 'dayRange', from: 'submittedFrom', to: 'submittedTo', label: '' }];

  it('travels as YYYY-MM-DD days, both ends, or one', () => {
    const url = { submittedFrom: '2026-02-01', submittedTo: '2026-02-28' };
    const form = toForm(days, url);
    const range = form['submittedFrom~submittedTo'] as [Dayjs, Dayjs];
    expect(range[0].format('YYYY-MM-DD HH:mm')).toBe('2026-02-01 00:00');
    expect(fromForm(days, form)).toEqual(url);
    expect(fromForm(days, toForm(days, { submittedTo: '2026-12-31' }))).toEqual({
      submittedTo: '2026-12-31',
    });
  });

  it('sends the day a picker shows, whatever its time of day', () => {
    const evening = dayjs('2026-03-09T23:30:00');
    expect(fromForm(days, { 'submittedFrom~submittedTo': [evening, null] })).toEqual({
      submittedFrom: '2026-03-09',
    });
  });

  it('ignores what is not a day', () => {
    for (const bad of ['2026-2-1', '2026-02-30', '2026-02-01T00:00:00+08:00', 'soon'])
      expect(toForm(days, { submittedFrom: bad })['submittedFrom~submittedTo']).toBeNull();
    expect(dayToPicker('2026-02-28')?.format('YYYY-MM-DD')).toBe('2026-02-28');
  });
});
