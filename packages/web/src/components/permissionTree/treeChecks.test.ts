import { describe, expect, it } from 'vitest';
import { type CheckNode, displayState, savedPermissions, toggleKey } from './treeChecks.ts';

const n = (key: string, ...children: CheckNode[]): CheckNode => ({ key, children });
const tree = [
  n(
    'area:manage',
    n('manage.welcome'),
    n('manage.payeeMerchant', n('manage.payeeMerchant.edit'), n('manage.payeeMerchant.delete')),
  ),
  n('area:finance', n('finance.index')),
];

describe('permission tree checks', () => {
  it('checks an area: every screen and action under it, never the area key', () => {
    expect(toggleKey(tree, [], 'area:manage', true).sort()).toEqual([
      'manage.payeeMerchant',
      'manage.payeeMerchant.delete',
      'manage.payeeMerchant.edit',
      'manage.welcome',
    ]);
  });

  it('checks an action with its screen, and unchecks a screen with its actions', () => {
    const withAction = toggleKey(tree, [], 'manage.payeeMerchant.edit', true);
    expect(withAction.sort()).toEqual(['manage.payeeMerchant', 'manage.payeeMerchant.edit']);
    expect(toggleKey(tree, withAction, 'manage.payeeMerchant', false)).toEqual([]);
    expect(toggleKey(tree, withAction, 'manage.payeeMerchant.edit', false)).toEqual(['manage.payeeMerchant']);
  });

  it('shows areas checked or half checked from what is held', () => {
    expect(displayState(tree, ['manage.welcome'])).toEqual({
      checked: ['manage.welcome'],
      halfChecked: ['area:manage'],
    });
    expect(displayState(tree, ['finance.index']).checked).toEqual(['area:finance', 'finance.index']);
  });

  it('saves only permissions of the tree, sorted, without groups', () => {
    expect(
      savedPermissions(tree, ['manage.welcome', 'area:manage', 'gone.permission', 'finance.index']),
    ).toEqual(['finance.index', 'manage.welcome']);
  });
});
