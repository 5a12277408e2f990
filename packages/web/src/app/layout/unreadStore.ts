import { useSyncExternalStore } from 'react';

/** The unread-message count of the last check, kept locally (SPEC §3 "unread flag"). */
const STORAGE_KEY = 'jb.unread';

let count = Number(localStorage.getItem(STORAGE_KEY)) || 0;
const listeners = new Set<() => void>();

export function setUnread(next: number): void {
  if (next === count) return;
  count = next;
  localStorage.setItem(STORAGE_KEY, String(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, () => count);
}
