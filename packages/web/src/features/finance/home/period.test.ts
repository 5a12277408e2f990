import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chinaToday, periodOf } from './period.ts';

describe('the finance home’s periods', () => {
  const now = dayjs('2026-03-15T10:00:00');
  it('this month runs from its first day to today', () => {
    expect(periodOf('thisMonth', null, now)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });
  it('last month is the whole previous month, across a year', () => {
    expect(periodOf('lastMonth', null, now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('lastMonth', null, dayjs('2026-01-10'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
  it('a custom period is the days picked; none picked yet reads as this month', () => {
    expect(periodOf('custom', [dayjs('2026-01-05'), dayjs('2026-02-07')], now)).toEqual({
      from: '2026-01-05',
      to: '2026-02-07',
    });
    expect(periodOf('custom', null, now)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });
  it('counts days in China time: 01:00 in Beijing is still the day before in UTC', () => {
    expect(chinaToday(Date.parse('2026-11-25T17:03:00Z')).format('YYYY-MM-DD')).toBe('2026-11-26');
    expect(chinaToday(Date.parse('2026-11-25T15:59:00Z')).format('YYYY-MM-DD')).toBe('2026-11-25');
  });
});
