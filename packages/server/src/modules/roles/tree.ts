import { MENU_AREAS, screenPermission } from '@jb/contract/menu';
import { ACTIONS_BY_SCREEN } from '@jb/contract/permissions';
import type { PermissionNode } from '@jb/contract/schemas/roleAdmin';

/**
 * The permission tree of the role editor: areas, their screens, each screen's actions, cut to the
 * permissions the caller may grant. An area key is `area:<key>` (not itself a permission).
 */
export function permissionTree(grantable: Set<string>): PermissionNode[] {
  return MENU_AREAS.map((area) => ({
    key: `area:${area.key}`,
    title: area.title,
    children: area.screens
      .filter((s) => grantable.has(screenPermission(s.path)))
      .map((s) => ({
        key: screenPermission(s.path),
        title: s.title,
        children: (ACTIONS_BY_SCREEN[s.path] ?? [])
          .filter((a) => grantable.has(a.code))
          .map((a) => ({ key: a.code, title: a.title, children: [] })),
      })),
  })).filter((a) => a.children.length > 0);
}
