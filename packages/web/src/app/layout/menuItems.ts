import type { Bilingual } from '@jb/contract/i18n';
import type { MenuNodeOut } from '@jb/contract/schemas/auth';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';

type Item = NonNullable<MenuProps['items']>[number];

/**
 * The sidebar from the server's menu tree: top-level areas with their screens under them
 * (SPEC §2). Only built screens appear, and an area with none is dropped.
 */
export function menuItems(
  nodes: MenuNodeOut[],
  built: ReadonlySet<string>,
  pick: (text: Bilingual) => string,
  iconFor: (areaKey: string) => ReactNode = () => undefined,
): Item[] {
  const items: Item[] = [];
  for (const node of nodes) {
    const children = menuItems(node.children ?? [], built, pick);
    if (children.length > 0) {
      const icon = iconFor(node.key);
      items.push({
        key: `area:${node.key || node.path}`,
        label: pick(node.title),
        children,
        ...(icon ? { icon } : {}),
      });
    } else if (built.has(node.path)) {
      items.push({ key: node.path, label: pick(node.title), 'data-testid': `menu-${node.path}` } as Item);
    }
  }
  return items;
}

/** The area keys that lead to `path`, to open them in the menu. */
export function openKeysFor(nodes: MenuNodeOut[], path: string): string[] {
  for (const node of nodes) {
    if (node.path === path) return [];
    const below = openKeysFor(node.children ?? [], path);
    const found = below.length > 0 || (node.children ?? []).some((c) => c.path === path);
    if (found) return [`area:${node.key || node.path}`, ...below];
  }
  return [];
}
