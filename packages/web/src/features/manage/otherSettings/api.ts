import type { LoginPage, PressSettings } from '@jb/contract/schemas/settings';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';

export interface SettingsDetail {
  settings: PressSettings;
  loginPage: LoginPage | null;
  version: number;
}

export const SETTINGS_KEY = ['pressSettings'] as const;

/** My press's settings and custom login page, with the version both saves check. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => http.get<SettingsDetail>('/sys/settings/detail'),
  });
}

export function saveSettings(version: number, settings: PressSettings) {
  return http.put('/sys/settings/save', { version, settings }, { quiet: true });
}

export function saveLoginPage(version: number, loginPage: LoginPage) {
  return http.put('/sys/settings/loginPage', { version, loginPage }, { quiet: true });
}
