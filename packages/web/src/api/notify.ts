import { TOAST_SECONDS } from '@jb/contract/constants';
import type { Bilingual } from '@jb/contract/i18n';
import { tr } from '../i18n/lang.ts';

/**
 * Toasts for code outside React. The app shell registers antd's `App.useApp().message`
 * (which follows the theme and locale); until then nothing is lost, the call is a no-op in tests.
 */
export interface Toaster {
  success(content: string, duration?: number): unknown;
  warning(content: string, duration?: number): unknown;
  error(content: string, duration?: number): unknown;
}

let toaster: Toaster | null = null;

export function registerToaster(next: Toaster | null): void {
  toaster = next;
}

type Level = keyof Toaster;

export function toast(level: Level, text: string | Bilingual): void {
  const content = typeof text === 'string' ? text : tr(text);
  toaster?.[level](content, TOAST_SECONDS);
}
