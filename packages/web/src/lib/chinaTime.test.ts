import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chinaToday, chinaWallToIso, isoToChinaWall } from './chinaTime.ts';

describe('China wall-clock times of range pickers', () => {
  it('reads the picked wall clock as China time', () => {
    expect(chinaWallToIso(dayjs('2026-11-22T00:00:00'))).toBe('2026-11-22T00:00:00+08:00');
  });

  it('shows an instant at its China wall clock, and round-trips', () => {
    const wall = isoToChinaWall('2026-11-21T16:00:00.000Z');
    expect(wall?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-22 00:00:00');
    expect(chinaWallToIso(wall!)).toBe('2026-11-22T00:00:00+08:00');
    expect(isoToChinaWall('2026-11-22T23:59:59+08:00')?.format('HH:mm:ss')).toBe('23:59:59');
  });

  it('gives null for nothing or nonsense', () => {
    expect(isoToChinaWall(undefined)).toBeNull();
    expect(isoToChinaWall('soon')).toBeNull();
  });
});

describe('chinaToday', () => {
  it('is the date in China, which starts 8 hours before UTC’s', () => {
    expect(chinaToday(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(chinaToday(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});
