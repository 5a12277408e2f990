import type { SessionInfo } from '@jb/contract/schemas/auth';

/**
 * The signed-in session, kept in localStorage so a reload stays signed in (SPEC §3 "Session").
 * `sessionKey` is the 32 raw bytes of the HMAC/AES session key, base64.
 */
export interface StoredSession {
  token: string;
  sessionKey: string;
  webIp: string;
  info: SessionInfo;
  home: string;
  idleTimeoutMs: number;
}

const STORAGE_KEY = 'jb.session';

function isSession(value: unknown): value is StoredSession {
  const v = value as Partial<StoredSession> | null;
  return (
    typeof v?.token === 'string' &&
    typeof v.sessionKey === 'string' &&
    typeof v.webIp === 'string' &&
    typeof v.info?.perId === 'number'
  );
}

function read(): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: StoredSession | null = read();
const listeners = new Set<() => void>();

function write(next: StoredSession | null): void {
  current = next;
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  return current;
}

export function saveSession(session: StoredSession): void {
  write(session);
}

export function clearSession(): void {
  if (current) write(null);
}

/** A rotated token from a response's `authorization` header. */
export function replaceToken(token: string): void {
  if (current && token && token !== current.token) write({ ...current, token });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this tab too.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  current = read();
  for (const listener of listeners) listener();
});
