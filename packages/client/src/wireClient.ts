import { API_BASE, isRootPath } from '@jb/contract/constants';
import type { Lang } from '@jb/contract/i18n';
import { HEADER } from '@jb/contract/wire';
import { bytesToBase64, bytesToBase64Url, randomHex, utf8 } from './encoding.ts';
import { sealBody } from './seal.ts';
import { sessionKeys } from './sessionKeys.ts';
import { anonymousSigning, type SigningSession, sessionSigning } from './signing.ts';
import type { Transport, WireMethod, WireResponse } from './transport.ts';
import { aesDecryptPacked, hmacSha256, rsaEncrypt } from './webCrypto.ts';

/** A signed-in session as a client holds it; `sessionKey` is the 32 raw bytes, base64. */
export interface WireSession extends SigningSession {
  sessionKey: string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface SendOptions {
  query?: Record<string, QueryValue>;
  /** JSON body of a POST or PUT; sealed unless `plain`. */
  body?: unknown;
  /** The form of an upload call (`upload: true`): sent as multipart, not sealed. */
  form?: FormData;
  /** Sign as a visitor even when a session is held (the sign-in call). */
  anonymous?: boolean;
  /**
   * Sign with this session instead of the client's (an author's session at a submission site, kept
   * beside a staff one); its rotated token goes to `onToken`, not to the client's.
   */
  as?: { session: WireSession | null; onToken: (token: string) => void };
  /** The body as form fields (`application/x-www-form-urlencoded`), sealed unless `plain`. */
  urlencoded?: boolean;
  /** Send the body as plain JSON (servers with ALLOW_PLAIN_BODY; tests of the refusal). */
  plain?: boolean;
  /** Extra headers, sent after the signing ones (a user agent, a test's forgery). */
  headers?: Record<string, string>;
  /** Tests: a chosen clock or a replayed nonce. */
  timer?: number;
  nonce?: string;
  signal?: AbortSignal;
  /** Receives the AES key a body was sealed with (the sign-in answer's session key is under it). */
  onBodyKey?: (key: CryptoKey) => void;
}

export interface WireClientOptions {
  transport: Transport;
  publicKey: () => Promise<CryptoKey | null>;
  session: () => WireSession | null;
  /** A rotated token arrived in `authorization`: keep it for the next call. */
  onToken?: (token: string) => void;
  lang?: () => Lang;
}

export interface WireClient {
  /** Signs, seals and sends one call; answers the raw response and whether it went as a session. */
  send(method: WireMethod, path: string, opts?: SendOptions): Promise<WireResponse>;
  /** The signing headers alone (a hand-built request, a download link). */
  signingHeaders(
    session: WireSession | null,
    opts?: Pick<SendOptions, 'timer' | 'nonce'>,
  ): Promise<Record<string, string>>;
}

export function queryString(method: WireMethod, query: SendOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  // GET calls carry a timestamp the server ignores, so no cache answers them (SPEC §7).
  if (method === 'GET' && !params.has('timestamp')) params.set('timestamp', String(Date.now()));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The one client of the wire (contract wire.ts): timer, signature, nonce, HMACs, sealed bodies, rotation. */
export function createWireClient(options: WireClientOptions): WireClient {
  async function signingHeaders(
    session: WireSession | null,
    opts: Pick<SendOptions, 'timer' | 'nonce'> = {},
  ): Promise<Record<string, string>> {
    const timer = String(opts.timer ?? Date.now());
    const random = randomHex();
    if (!session) {
      const signing = anonymousSigning(timer, random);
      const key = await options.publicKey();
      return signing.headers(key ? await rsaEncrypt(key, utf8(signing.plain)) : '');
    }
    const signing = sessionSigning(session, timer, random, opts.nonce);
    const { hmac } = await sessionKeys(session.sessionKey);
    const [plainMac, signMac] = await Promise.all([
      hmacSha256(hmac, signing.plain),
      hmacSha256(hmac, signing.signText),
    ]);
    return signing.headers(bytesToBase64Url(plainMac), bytesToBase64Url(signMac));
  }

  async function send(method: WireMethod, path: string, opts: SendOptions = {}): Promise<WireResponse> {
    const session = opts.anonymous ? null : opts.as ? opts.as.session : options.session();
    const headers: Record<string, string> = {
      [HEADER.lang]: options.lang?.() ?? 'zh-CN',
      ...(await signingHeaders(session, opts)),
    };
    let body: string | FormData | undefined;
    if (opts.form) body = opts.form;
    else if ((method === 'POST' || method === 'PUT') && (opts.body !== undefined || !opts.plain)) {
      let payload: unknown = opts.body;
      if (!opts.plain) {
        const sealed = await sealBody(opts.body, session?.sessionKey ?? null, options.publicKey);
        opts.onBodyKey?.(sealed.aesKey);
        payload = sealed.body;
      }
      body = opts.urlencoded ? formFields(payload) : JSON.stringify(payload);
      headers['content-type'] = opts.urlencoded ? 'application/x-www-form-urlencoded' : 'application/json';
    }
    const response = await options.transport({
      method,
      url: `${isRootPath(path) ? '' : API_BASE}${path}${queryString(method, opts.query)}`,
      headers: { ...headers, ...opts.headers },
      body,
      signal: opts.signal,
    });
    const rotated = response.header(HEADER.authorization);
    if (rotated && session && rotated !== session.token) (opts.as?.onToken ?? options.onToken)?.(rotated);
    return response;
  }

  return { send, signingHeaders };
}

/**
 * The session key of a sign-in answer (staff or author), raw bytes in base64: it travels under the
 * AES key the sign-in body was sealed with (`onBodyKey`), or plain from a plain-body server.
 */
export async function sessionKeyOf(
  answer: { sessionKey: string; sessionKeyEncrypted: boolean },
  bodyKey: CryptoKey | undefined,
): Promise<string> {
  if (!answer.sessionKeyEncrypted) return answer.sessionKey;
  if (!bodyKey) throw new Error('The sign-in answer is sealed but no body key was used');
  return bytesToBase64(await aesDecryptPacked(bodyKey, answer.sessionKey));
}

/** An object's top-level fields as a form body (values as text; nested values as JSON). */
function formFields(payload: unknown): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null)
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return form.toString();
}
