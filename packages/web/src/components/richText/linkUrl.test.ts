import { describe, expect, it } from 'vitest';
import { linkUrl } from './linkUrl.ts';

describe('linkUrl', () => {
  it('keeps web and mail addresses, adding https:// to a bare host', () => {
    expect(linkUrl('https://cnki.net/a')).toBe('https://cnki.net/a');
    expect(linkUrl('www.example.com')).toBe('https://www.example.com/');
    expect(linkUrl('mailto:ed@example.com')).toBe('mailto:ed@example.com');
  });

  it('refuses other schemes and empty text', () => {
    expect(linkUrl('javascript:alert(1)')).toBeNull();
    expect(linkUrl('data:text/html,x')).toBeNull();
    expect(linkUrl('  ')).toBeNull();
  });
});
