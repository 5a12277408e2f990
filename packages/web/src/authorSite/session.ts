import type { WireSession } from '@jb/client/wireClient';
import type { authorLogin } from '@jb/contract/api/authorSite';
import type { ResultOf } from '@jb/contract/api/define';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * An author's session at one journal's site (the `authorLogin` answer, its session key in clear),
 * kept in sessionStorage per journal: a reload stays signed in, closing the tab signs out, and the
 * staff session (localStorage `jb.session`) is never touched. Its calls are signed with it as staff
 * calls are with theirs.
 */
export type AuthorSession = Omit<ResultOf<typeof authorLogin>, 'sessionKey' | 'sessionKeyEncrypted'> &
  WireSession;

const key = (journalId: number) => `jb.author.${journalId}`;

function isSession(value: unknown): value is AuthorSession {
  const v = value as Partial<AuthorSession> | null;
  return (
    typeof v?.token === 'string' &&
    typeof v.sessionKey === 'string' &&
    typeof v.webIp === 'string' &&
    typeof v.author?.id === 'number' &&
    typeof v.journal?.id === 'number'
  );
}

function read(journalId: number): AuthorSession | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(journalId)) ?? 'null');
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const cache = new Map<number, AuthorSession | null>();
/** Journals whose session ended by a login timeout (the sign-in form says so until the next sign-in). */
const expired = new Set<number>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAuthorSession(journalId: number): AuthorSession | null {
  if (!cache.has(journalId)) cache.set(journalId, read(journalId));
  return cache.get(journalId) ?? null;
}

export function saveAuthorSession(journalId: number, session: AuthorSession): void {
  cache.set(journalId, session);
  expired.delete(journalId);
  try {
    sessionStorage.setItem(key(journalId), JSON.stringify(session));
  } catch {
    // Storage blocked: the session lives in memory for this page.
  }
  notify();
}

/** A rotated token from a response's `authorization` header (the author's call at this journal). */
export function replaceAuthorToken(journalId: number, token: string): void {
  const current = getAuthorSession(journalId);
  if (current && token && token !== current.token) saveAuthorSession(journalId, { ...current, token });
}

/** Ends the session here; `timedOut` when the server said the session had expired. */
export function clearAuthorSession(journalId: number, timedOut = false): void {
  cache.set(journalId, null);
  if (timedOut) expired.add(journalId);
  try {
    sessionStorage.removeItem(key(journalId));
  } catch {
    // Nothing stored.
  }
  notify();
}

export function sessionTimedOut(journalId: number): boolean {
  return expired.has(journalId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The author's session at this journal, re-rendering when it starts or ends. */
export function useAuthorSession(journalId: number): AuthorSession | null {
  const get = useCallback(() => getAuthorSession(journalId), [journalId]);
  return useSyncExternalStore(subscribe, get);
}

/** Whether the last session at this journal ended by a timeout. */
export function useTimedOut(journalId: number): boolean {
  const get = useCallback(() => sessionTimedOut(journalId), [journalId]);
  return useSyncExternalStore(subscribe, get);
}
