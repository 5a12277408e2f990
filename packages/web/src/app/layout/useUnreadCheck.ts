import { unreadCount } from '@jb/contract/api/messages';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api/http.ts';
import { useSession } from '../useSession.ts';
import { setUnread } from './unreadStore.ts';

/** Asks for the unread count and keeps it for the badge; the badge keeps its last value on failure. */
function checkUnread(perId: number, isLive: () => boolean = () => true): Promise<void> {
  return api(unreadCount, { query: { perId } }, { quiet: true })
    .then((answer) => {
      if (isLive() && answer.resultCode === '200') setUnread(answer.data);
    })
    .catch(() => {
      // The shared error handling already told the user; the badge keeps its last value.
    });
}

/** On each navigation with a token and a person id, asks for the unread count (SPEC §2). */
export function useUnreadCheck(): void {
  const { pathname } = useLocation();
  const session = useSession();
  const hasToken = !!session?.token;
  const perId = session?.info.perId;

  useEffect(() => {
    if (!pathname || !hasToken || !perId) return;
    let live = true;
    void checkUnread(perId, () => live);
    return () => {
      live = false;
    };
  }, [pathname, hasToken, perId]);
}

/** Asks again now (after reading messages), so the header badge shows the exact count at once. */
export function useRefreshUnread(): () => Promise<void> {
  const perId = useSession()?.info.perId;
  return useCallback(() => (perId ? checkUnread(perId) : Promise.resolve()), [perId]);
}
