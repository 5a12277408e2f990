import { sessionKeyOf } from '@jb/client/wireClient';
import * as calls from '@jb/contract/api/auth';
import type { BodyIn } from '@jb/contract/api/define';
import { IDLE_TIMEOUT_MS } from '@jb/contract/constants';
import { api } from '../../api/http.ts';
import { clearSession, type StoredSession, saveSession } from '../../api/session.ts';
import { passwordProof } from './passwordProof.ts';

/**
 * Signs in with the password's key (decision 0004); stores and returns the session. Errors are left
 * to the login form to show.
 */
export async function login(account: string, password: string): Promise<StoredSession> {
  const body = { account, ...(await passwordProof(account, password)) };
  const sealedWith: { key?: CryptoKey } = {};
  const result = await api(
    calls.login,
    { body },
    {
      anonymous: true,
      quiet: true,
      onBodyKey: (key) => {
        sealedWith.key = key;
      },
    },
  );
  const sessionKey = await sessionKeyOf(result, sealedWith.key);
  const session: StoredSession = {
    token: result.token,
    sessionKey,
    webIp: result.webIp,
    info: result.info,
    home: result.home,
    idleTimeoutMs: result.idleTimeoutMs || IDLE_TIMEOUT_MS,
  };
  saveSession(session);
  return session;
}

/** Ends the session on the server (best effort) and here. */
export async function logout(): Promise<void> {
  try {
    await api(calls.logout, {}, { quiet: true });
  } catch {
    // Already gone on the server: signing out here is what matters.
  } finally {
    clearSession();
  }
}

export function sendResetCode(phone: string): Promise<null> {
  return api(calls.sendCode, { body: { phone, purpose: 'resetPwd' } }, { anonymous: true });
}

export function resetPassword(body: BodyIn<typeof calls.resetPassword>): Promise<null> {
  return api(calls.resetPassword, { body }, { anonymous: true });
}
