import { loginPageSave, settingsRead, settingsSave } from '@jb/contract/api/settings';
import type { LoginPage, PressSettings } from '@jb/contract/schemas/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export const SETTINGS_KEY = ['pressSettings'] as const;

/** My press's settings and custom login page, with the version both saves check. */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api(settingsRead, { query: {} }) });
}

export function saveSettings(version: number, settings: PressSettings) {
  return api(settingsSave, { body: { version, settings } }, { quiet: true });
}

export function saveLoginPage(version: number, loginPage: LoginPage) {
  return api(loginPageSave, { body: { version, loginPage } }, { quiet: true });
}
