import { IDLE_TIMEOUT_MS } from '@jb/contract/constants';
import { useEffect } from 'react';
import { toast } from '../../api/notify.ts';
import { LOGIN_PATH, navigateTo } from '../../api/redirect.ts';
import { clearSession } from '../../api/session.ts';
import { i18n } from '../../i18n/index.ts';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** No mouse, keyboard or touch activity for `timeoutMs`: the session ends (SPEC §9). */
export function useIdleSignOut(timeoutMs: number | undefined): void {
  useEffect(() => {
    const limit = timeoutMs && timeoutMs > 0 ? timeoutMs : IDLE_TIMEOUT_MS;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touch, { passive: true, capture: true });
    const check = setInterval(
      () => {
        if (Date.now() - last < limit) return;
        clearSession();
        toast('warning', i18n.t('session.idleLogout'));
        navigateTo(LOGIN_PATH);
      },
      Math.min(5_000, Math.max(250, limit / 4)),
    );
    return () => {
      clearInterval(check);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
    };
  }, [timeoutMs]);
}
