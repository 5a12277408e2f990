import { describe, expect, it } from 'vitest';
import { formatTime } from './formatTime.ts';

describe('formatTime', () => {
  it('shows a UTC instant in China time', () => {
    expect(formatTime('2026-01-31T16:30:05.000Z')).toBe('2026-02-01 00:30:05');
    expect(formatTime('2026-11-22T02:41:00Z')).toBe('2026-11-22 10:41:00');
  });

  it('falls back for empty or unreadable input', () => {
    expect(formatTime(null)).toBe('-');
    expect(formatTime('')).toBe('-');
    expect(formatTime('not a time', '')).toBe('');
  });
});
