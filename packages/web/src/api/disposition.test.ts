import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './disposition.ts';

describe('dispositionFilename', () => {
  it('prefers the UTF-8 name', () => {
    const header = `attachment; filename="staff-2026-11-22.xlsx"; filename*=UTF-8''%E4%BA%BA%E5%91%98.xlsx`;
    expect(dispositionFilename(header)).toBe('人员.xlsx');
  });

  it('reads the plain name, and nothing from nothing', () => {
    expect(dispositionFilename('attachment; filename="login-records.xlsx"')).toBe('login-records.xlsx');
    expect(dispositionFilename('attachment; filename=a.xlsx')).toBe('a.xlsx');
    expect(dispositionFilename(null)).toBeNull();
    expect(dispositionFilename('inline')).toBeNull();
  });
});
