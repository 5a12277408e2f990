import type { Bilingual } from '@jb/contract/i18n';
import { ALL_SCREENS, STANDALONE_SCREENS, screenPermission } from '@jb/contract/menu';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The one route table. Paths, titles and permission codes come from the contract's catalogue
 * (SPEC §2); only screens that are built are listed here, so only they reach the router and menu.
 */
export interface AppRoute {
  path: string;
  title: Bilingual;
  permission: string;
  Component: LazyExoticComponent<ComponentType>;
}

function catalogued(path: string, entries = ALL_SCREENS): Bilingual {
  const entry = entries.find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not in the contract's screen catalogue`);
  return entry.title;
}

function screen(path: string, Component: AppRoute['Component']): AppRoute {
  return { path, title: catalogued(path), permission: screenPermission(path), Component };
}

const WelcomePage = lazy(() => import('../features/manage/welcome/WelcomePage.tsx'));
const PersonalDataPage = lazy(() => import('../features/manage/personalData/PersonalDataPage.tsx'));

/** Screens inside the layout shell. */
export const SHELL_ROUTES: AppRoute[] = [
  screen('/manage/welcome', WelcomePage),
  screen('/finance/index', WelcomePage),
  screen('/manage/personalData', PersonalDataPage),
];

export const LOGIN_ROUTE = {
  path: '/loginAdmin',
  title: catalogued('/loginAdmin', STANDALONE_SCREENS),
  Component: lazy(() => import('../features/auth/LoginPage.tsx')),
};

export const BUILT_PATHS: ReadonlySet<string> = new Set(SHELL_ROUTES.map((r) => r.path));

export function routeOf(path: string): AppRoute | undefined {
  return SHELL_ROUTES.find((r) => r.path === path);
}
