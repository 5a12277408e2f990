import { useSyncExternalStore } from 'react';
import { getSession, type StoredSession, subscribeSession } from '../api/session.ts';

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** Whether the signed-in person is a platform operator (sees every press, names the press of a new record). */
export function useIsPlatform(): boolean {
  return !!useSession()?.info.platform;
}
