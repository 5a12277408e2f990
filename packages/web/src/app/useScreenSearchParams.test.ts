import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onScreen } from './useScreenSearchParams.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const HOOK = path.join(SRC, 'app', 'useScreenSearchParams.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = path.join(dir, e.name);
    if (e.isDirectory()) return sources(at);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [at] : [];
  });
}

describe('screen search parameters', () => {
  it('drops a write once the address shows another screen', () => {
    expect(onScreen('/editorialReview/manuscriptScheduling', '/editorialReview/manuscriptScheduling')).toBe(
      true,
    );
    expect(onScreen('/editorialReview/manuscriptScheduling', '/operation/orderInquiry')).toBe(false);
    expect(onScreen('/submit/期刊', '/submit/%E6%9C%9F%E5%88%8A')).toBe(true);
  });

  it('is how every screen reads and writes its parameters', () => {
    const direct = sources(SRC).filter(
      (file) => file !== HOOK && /\buseSearchParams\b/.test(readFileSync(file, 'utf8')),
    );
    expect(direct.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
