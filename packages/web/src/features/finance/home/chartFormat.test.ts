import { describe, expect, it } from 'vitest';
import { shortYuan } from './chartFormat.ts';

describe('the chart’s axis amounts', () => {
  it('shortens yuan with 万 and 亿 in Chinese', () => {
    expect(shortYuan(0, 'zh-CN')).toBe('0');
    expect(shortYuan(123_456, 'zh-CN')).toBe('1234.6');
    expect(shortYuan(12_345_600, 'zh-CN')).toBe('12.3万');
    expect(shortYuan(-5_000_000, 'zh-CN')).toBe('-5万');
    expect(shortYuan(25_000_000_000, 'zh-CN')).toBe('2.5亿');
  });
  it('with k and M in English', () => {
    expect(shortYuan(50_000, 'en-US')).toBe('500');
    expect(shortYuan(12_345_600, 'en-US')).toBe('123.5k');
    expect(shortYuan(250_000_000, 'en-US')).toBe('2.5M');
  });
});
