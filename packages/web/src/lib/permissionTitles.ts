import type { Bilingual } from '@jb/contract/i18n';
import { ALL_SCREENS, screenPermission } from '@jb/contract/menu';
import { ACTIONS_BY_SCREEN } from '@jb/contract/permissions';

const TITLES = new Map<string, Bilingual>([
  ...ALL_SCREENS.map((s) => [screenPermission(s.path), s.title] as const),
  ...Object.values(ACTIONS_BY_SCREEN).flatMap((list) => list.map((a) => [a.code, a.title] as const)),
]);

/** The title of a permission code from the contract's catalogue; the code itself when unknown. */
export function permissionTitle(code: string): Bilingual {
  return TITLES.get(code) ?? { zh: code, en: code };
}
