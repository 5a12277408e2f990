import { describe, expect, it } from 'vitest';
import { imageProblem } from './imageFile.ts';

describe('imageProblem', () => {
  it('takes PNG, JPEG and SVG up to 200 KB', () => {
    expect(imageProblem({ type: 'image/png', size: 200 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: 200 * 1024 + 1 })).toBe('size');
  });
});
