import { unreadCount } from '@jb/contract/api/messages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api/http.ts';
import { useSession } from '../useSession.ts';
import { setUnread } from './unreadStore.ts';

/** On each navigation with a token and a person id, asks for the unread count (SPEC §2). */
export function useUnreadCheck(): void {
  const { pathname } = useLocation();
  const session = useSession();
  const hasToken = !!session?.token;
  const perId = session?.info.perId;

  useEffect(() => {
    if (!pathname || !hasToken || !perId) return;
    let live = true;
    api(unreadCount, { query: { perId } }, { quiet: true })
      .then((answer) => {
        if (live && answer.resultCode === '200') setUnread(answer.data);
      })
      .catch(() => {
        // The shared error handling already told the user; the badge keeps its last value.
      });
    return () => {
      live = false;
    };
  }, [pathname, hasToken, perId]);
}
