import { loadFinanceHome, loadWelcome } from './homeScreen.ts';

/**
 * Loaders of the signed-in frame, kept apart from the route table so the login screen can start them
 * without importing the table that lazily loads it (no import cycle).
 */
export const loadShell = () => import('./layout/AppShell.tsx');
export const loadScreen = () => import('./Screen.tsx');

/** Fetches the shell and the home screen while the sign-in call is in flight, so home opens at once. */
export function preloadSignedIn(): void {
  void loadShell();
  void loadScreen();
  void loadWelcome();
  void loadFinanceHome();
}
