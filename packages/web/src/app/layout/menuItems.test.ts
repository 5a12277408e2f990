import type { MenuNodeOut } from '@jb/contract/schemas/auth';
import { describe, expect, it } from 'vitest';
import { menuItems, openKeysFor } from './menuItems.ts';

const node = (key: string, path: string, children: MenuNodeOut[] = []): MenuNodeOut => ({
  key,
  path,
  title: { zh: `${key}中`, en: `${key} en` },
  children,
});

const tree = [
  node('manage', '/manage', [
    node('welcome', '/manage/welcome'),
    node('journals', '/manage/periodicalManagement'),
  ]),
  node('caibian', '/caibian', [node('cbIndex', '/caibian/cbIndex')]),
];

describe('menuItems', () => {
  it('keeps built screens under their area and drops empty areas', () => {
    const items = menuItems(tree, new Set(['/manage/welcome']), (t) => t.en);
    expect(items).toEqual([
      {
        key: 'area:manage',
        label: 'manage en',
        children: [{ key: '/manage/welcome', label: 'welcome en', 'data-testid': 'menu-/manage/welcome' }],
      },
    ]);
  });

  it('finds the areas to open for a path', () => {
    expect(openKeysFor(tree, '/caibian/cbIndex')).toEqual(['area:caibian']);
    expect(openKeysFor(tree, '/nowhere')).toEqual([]);
  });
});
