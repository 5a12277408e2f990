import { MENU_AREAS, screenPermission } from '@jb/contract/menu';
import type { MenuNodeOut } from '@jb/contract/schemas/auth';

/** The signed-in person's menu tree: every area with at least one visible screen they may open. */
export function menuFor(permissions: Set<string>): MenuNodeOut[] {
  return MENU_AREAS.map((area) => ({
    key: area.key,
    path: area.path,
    title: area.title,
    children: area.screens
      .filter((s) => !s.hidden && permissions.has(screenPermission(s.path)))
      .map((s) => ({ key: screenPermission(s.path), path: s.path, title: s.title, children: [] })),
  })).filter((area) => area.children.length > 0);
}
