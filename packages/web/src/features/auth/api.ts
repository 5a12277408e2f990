import { IDLE_TIMEOUT_MS } from '@jb/contract/constants';
import type { LoginResult } from '@jb/contract/schemas/auth';
import { bytesToBase64 } from '../../api/encoding.ts';
import { http } from '../../api/http.ts';
import { clearSession, type StoredSession, saveSession } from '../../api/session.ts';
import { aesDecryptPacked } from '../../api/webCrypto.ts';
import { passwordProof } from './passwordProof.ts';

/**
 * Signs in with the password's key (decision 0004); stores and returns the session. Errors are left
 * to the login form to show.
 */
export async function login(account: string, password: string): Promise<StoredSession> {
  const body = { account, ...(await passwordProof(account, password)) };
  const sealedWith: { key?: CryptoKey } = {};
  const result = await http.post<LoginResult>('/sys/login', body, {
    anonymous: true,
    quiet: true,
    onBodyKey: (key) => {
      sealedWith.key = key;
    },
  });
  let sessionKey = result.sessionKey;
  if (result.sessionKeyEncrypted) {
    if (!sealedWith.key) throw new Error('The login answer is sealed but no body key was used');
    sessionKey = bytesToBase64(await aesDecryptPacked(sealedWith.key, result.sessionKey));
  }
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
    await http.post('/sys/logout', {}, { quiet: true });
  } catch {
    // Already gone on the server: signing out here is what matters.
  } finally {
    clearSession();
  }
}

export function sendResetCode(phone: string): Promise<unknown> {
  return http.post('/sys/common/sendCode', { phone, purpose: 'resetPwd' }, { anonymous: true });
}

export function resetPassword(body: { phone: string; code: string; newPassword: string }): Promise<unknown> {
  return http.post('/sys/resetPwd', body, { anonymous: true });
}
