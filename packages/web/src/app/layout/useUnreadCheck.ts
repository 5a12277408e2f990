import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { http } from '../../api/http.ts';
import { useSession } from '../useSession.ts';
import { setUnread } from './unreadStore.ts';

/** The unread call answers outside the envelope (SPEC §7). */
interface UnreadAnswer {
  resultCode?: string;
  data?: unknown;
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
    http
      .get<UnreadAnswer>('/sys/message/unread', { perId }, { raw: true, quiet: true })
      .then((answer) => {
        if (live && answer?.resultCode === '200') setUnread(Number(answer.data) || 0);
      })
      .catch(() => {
        // The shared error handling already told the user; the badge keeps its last value.
      });
    return () => {
      live = false;
    };
  }, [pathname, hasToken, perId]);
}
