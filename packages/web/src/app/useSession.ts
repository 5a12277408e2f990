import { useSyncExternalStore } from 'react';
import { getSession, type StoredSession, subscribeSession } from '../api/session.ts';

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
