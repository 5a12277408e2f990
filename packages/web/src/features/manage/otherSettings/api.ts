import { loginPageSave, settingsRead, settingsSave } from '@jb/contract/api/settings';
import type { LoginPage, PressSettings } from '@jb/contract/schemas/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export const SETTINGS_KEY = ['pressSettings'] as const;

/**
 * A press's settings and custom login page, with the version both saves check: my press's, or the
 * press a platform operator chose (`pressId`).
 */
export function useSettings(pressId?: number) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, pressId ?? null],
    queryFn: () => api(settingsRead, { query: { pressId } }),
  });
}

export function saveSettings(version: number, settings: PressSettings, pressId: number | undefined) {
  return api(settingsSave, { body: { version, settings, pressId } }, { quiet: true });
}

export function saveLoginPage(version: number, loginPage: LoginPage, pressId: number | undefined) {
  return api(loginPageSave, { body: { version, loginPage, pressId } }, { quiet: true });
}
