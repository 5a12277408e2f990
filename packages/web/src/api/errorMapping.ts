import { REDIRECT_AFTER_401_MS, REDIRECT_AFTER_CODE_MS } from '@jb/contract/constants';
import { CLIENT_MESSAGES, ErrorCode, type FieldError } from '@jb/contract/errors';
import { errorDataOf } from '@jb/contract/refusals';
import { ApiError } from './ApiError.ts';
import { toast } from './notify.ts';
import { LOGIN_PATH, navigateTo } from './redirect.ts';
import { clearSession, getSession } from './session.ts';

/**
 * The one place where a failed call becomes what the user sees (SPEC §8) and the error the
 * caller receives.
 */
export interface Failure {
  /** HTTP status; 0 when no answer came. */
  status: number;
  body: unknown;
  /** The request was made with a session (a 401 then means the session is gone). */
  signedIn: boolean;
  /** The caller shows business messages itself (login form, for instance). */
  quiet: boolean;
  /** The caller shows every refusal in place (field problems and not-found too): nothing is toasted. */
  silent?: boolean;
  timedOut?: boolean;
  /** The call's own session handles a login timeout (the author site's); the staff session stays. */
  onExpired?: () => void;
}

interface EnvelopeLike {
  code: number;
  msg: string;
  data: unknown;
}

function envelope(body: unknown): EnvelopeLike | null {
  const b = body as Partial<EnvelopeLike> | null;
  return b && typeof b === 'object' && typeof b.code === 'number'
    ? { code: b.code, msg: typeof b.msg === 'string' ? b.msg : '', data: b.data }
    : null;
}

function fieldErrors(env: EnvelopeLike | null): FieldError[] {
  return errorDataOf(ErrorCode.VALIDATION, env)?.fields ?? [];
}

let redirectTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Warns once, then clears the session and goes to the login page after `delayMs`, unless the session
 * that expired is no longer the one kept by then (the person signed out and in again meanwhile: the
 * new session is left alone).
 */
export function expireSession(delayMs: number): void {
  if (redirectTimer) return;
  const expired = getSession()?.sessionKey;
  toast('warning', CLIENT_MESSAGES.loginTimeout);
  redirectTimer = setTimeout(() => {
    redirectTimer = null;
    const kept = getSession()?.sessionKey;
    if (kept !== undefined && kept !== expired) return;
    clearSession();
    navigateTo(LOGIN_PATH);
  }, delayMs);
}

export function mapFailure(failure: Failure): ApiError {
  const { status, body, signedIn, quiet } = failure;
  const env = envelope(body);
  const code = env?.code ?? null;
  const error = (msg: string, fields?: FieldError[]) => new ApiError({ status, code, msg, fields, body });

  if (code === ErrorCode.SESSION_EXPIRED || code === ErrorCode.SESSION_REPLACED) {
    if (failure.onExpired) failure.onExpired();
    else expireSession(REDIRECT_AFTER_CODE_MS);
    return error(env?.msg ?? '');
  }
  if (status === 401 && signedIn) {
    expireSession(REDIRECT_AFTER_401_MS);
    return error(env?.msg ?? '');
  }
  if (status === 504 || failure.timedOut) {
    toast('error', CLIENT_MESSAGES.gatewayTimeout);
    return error(env?.msg ?? '');
  }
  if (failure.silent && (status === 400 || status === 404 || status === 409))
    return error(env?.msg ?? '', fieldErrors(env));
  if (status === 0 || status === 500 || status === 502 || status === 404) {
    toast('error', CLIENT_MESSAGES.loadFailed);
    return error(env?.msg ?? '');
  }
  if (status === 400 && code === ErrorCode.VALIDATION) {
    toast('error', CLIENT_MESSAGES.requestFailed);
    return error(env?.msg ?? '', fieldErrors(env));
  }
  // Any other refusal: the server's message, already in the request's language.
  if (!quiet) {
    if (env?.msg) toast('error', env.msg);
    else toast('error', status >= 500 ? CLIENT_MESSAGES.loadFailed : CLIENT_MESSAGES.requestFailed);
  }
  return error(env?.msg ?? '');
}
