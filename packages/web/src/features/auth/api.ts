import { sessionKeyOf } from '@jb/client/wireClient';
import * as calls from '@jb/contract/api/auth';
import type { BodyIn } from '@jb/contract/api/define';
import { IDLE_TIMEOUT_MS } from '@jb/contract/constants';
import { api } from '../../api/http.ts';
import { clearSession, getSession, type StoredSession, saveSession } from '../../api/session.ts';
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
/**
 * Signs out here at once, then ends the session on the server with a call signed by the session just
 * cleared: a busy or unreachable server never keeps the person on the screen they are leaving (the
 * sign-out waited for the server's answer before, 30 s and more under load). A refusal is ignored:
 * already gone on the server, or the server will end it at its idle timeout.
 */
export function logout(): Promise<void> {
  const session = getSession();
  clearSession();
  if (!session) return Promise.resolve();
  const noop = () => {};
  return api(calls.logout, {}, { quiet: true, as: { session, onToken: noop }, onExpired: noop }).then(
    noop,
    noop,
  );
}

export function sendResetCode(phone: string): Promise<null> {
  return api(calls.sendCode, { body: { phone, purpose: 'resetPwd' } }, { anonymous: true });
}

export function resetPassword(body: BodyIn<typeof calls.resetPassword>): Promise<null> {
  return api(calls.resetPassword, { body }, { anonymous: true });
}
