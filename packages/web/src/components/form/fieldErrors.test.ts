import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { showFieldErrors } from './fieldErrors.ts';

/** A form with the given inputs mounted, recording what it is asked to show. */
function formWith(values: Record<string, unknown>) {
  const shown: unknown[] = [];
  const form = {
    getFieldsValue: () => values,
    setFields: (fields: unknown[]) => shown.push(...fields),
  } as unknown as FormInstance;
  return { form, shown };
}

const problem = (path: string) => ({ path, zh: `${path} 有误`, en: `${path} is wrong` });

describe('showFieldErrors', () => {
  it('shows each problem under its input, list items by index', () => {
    const { form, shown } = formWith({ name: '综述', authors: [{ phone: '' }] });
    expect(showFieldErrors(form, [problem('name'), problem('authors.0.phone')], 'en-US')).toBe(true);
    expect(shown).toEqual([
      { name: ['name'], errors: ['name is wrong'] },
      { name: ['authors', 0, 'phone'], errors: ['authors.0.phone is wrong'] },
    ]);
  });

  it('shows nothing when a problem has no input on the form, so the caller says it otherwise', () => {
    const { form, shown } = formWith({ name: '综述', enabled: undefined });
    expect(showFieldErrors(form, [problem('name'), problem('sort')], 'zh-CN')).toBe(false);
    expect(showFieldErrors(form, [], 'zh-CN')).toBe(false);
    expect(shown).toEqual([]);
  });
});
