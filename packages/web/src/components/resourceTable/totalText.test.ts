import { describe, expect, it } from 'vitest';
import { enUS } from '../../i18n/en-US.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { formatCount, totalText } from './totalText.ts';

/** The shared text with its count put in, as i18next does. */
const fill = (text: string, total: string) => text.replace('{{total}}', total);

describe('a list’s total', () => {
  it('says a capped count as more than it', () => {
    const zh = totalText(10_000, true, 'zh-CN');
    expect(zh.key).toBe('table.totalCapped');
    expect(fill(zhCN.table.totalCapped, zh.total)).toBe('超过 10000 条');
    const en = totalText(10_000, true, 'en-US');
    expect(fill(enUS.table.totalCapped, en.total)).toBe('More than 10,000');
  });

  it('says an exact count as it is', () => {
    const zh = totalText(1234, false, 'zh-CN');
    expect(zh.key).toBe('table.total');
    expect(fill(zhCN.table.total, zh.total)).toBe('共 1234 条');
    expect(totalText(1234, undefined, 'en-US')).toEqual({ key: 'table.total', total: '1,234' });
  });

  it('groups English thousands only', () => {
    expect(formatCount(0, 'en-US')).toBe('0');
    expect(formatCount(999, 'en-US')).toBe('999');
    expect(formatCount(1_000_000, 'en-US')).toBe('1,000,000');
    expect(formatCount(1_000_000, 'zh-CN')).toBe('1000000');
  });
});
