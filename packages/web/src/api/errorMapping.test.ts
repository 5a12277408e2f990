import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./notify.ts', () => ({ toast: vi.fn() }));

/** A kept session of the web (api/session.ts) with this session key. */
const session = (sessionKey: string) => ({
  token: `t-${sessionKey}`,
  sessionKey,
  webIp: '127.0.0.1',
  info: { perId: 1 },
  home: '/',
  idleTimeoutMs: 1_800_000,
});

describe('a login timeout clears the session that timed out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { addEventListener: () => {}, location: { assign: vi.fn() } });
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function load() {
    const sessions = await import('./session.ts');
    const redirect = await import('./redirect.ts');
    const mapping = await import('./errorMapping.ts');
    const went: string[] = [];
    redirect.registerNavigate((path) => went.push(path));
    return { ...sessions, ...mapping, went };
  }

  it('clears it and goes to the login page after the delay', async () => {
    const { saveSession, getSession, expireSession, went } = await load();
    saveSession(session('old') as never);
    expireSession(2_000);
    vi.advanceTimersByTime(1_999);
    expect(getSession()?.sessionKey).toBe('old');
    vi.advanceTimersByTime(1);
    expect(getSession()).toBeNull();
    expect(went).toEqual(['/loginAdmin']);
  });

  it('leaves a session signed in meanwhile alone', async () => {
    const { saveSession, getSession, clearSession, expireSession, went } = await load();
    saveSession(session('old') as never);
    expireSession(2_000);
    clearSession();
    saveSession(session('new') as never);
    vi.advanceTimersByTime(2_000);
    expect(getSession()?.sessionKey).toBe('new');
    expect(went).toEqual([]);
  });
});
