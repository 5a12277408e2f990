import { requestOf } from '@jb/client/call';
import { sealBody } from '@jb/client/seal';
import type { WireMethod } from '@jb/client/transport';
import { importRsaPublicKey } from '@jb/client/webCrypto';
import { createWireClient, type SendOptions, sessionKeyOf, type WireSession } from '@jb/client/wireClient';
import type { CallDeclaration, CallInput } from '@jb/contract/api/define';
import type { LoginResult } from '@jb/contract/schemas/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testKeys } from './testApp.ts';

/**
 * API tests speak the wire through the one client (`@jb/client`) the web app, e2e and bench use, over
 * `app.inject`, so they cross the same signature, nonce and encryption checks as real users.
 */
export interface Session<L = LoginResult> {
  token: string;
  sessionKey: Buffer;
  webIp: string;
  /** The sign-in's answer (a person's, or an author's: `test/authorSession.ts`). */
  login: L;
}

/** What every sign-in answers for the wire. */
interface SignInAnswer {
  token: string;
  sessionKey: string;
  sessionKeyEncrypted: boolean;
  webIp: string;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /** An upload's multipart form. */
  form?: FormData;
  /** Plain JSON body instead of the encrypted envelope. */
  plain?: boolean;
  /** The body as form fields (a `formBody` call). */
  urlencoded?: boolean;
  headers?: Record<string, string>;
  lang?: 'zh-CN' | 'en-US';
  timer?: number;
  nonce?: string;
  remoteAddress?: string;
}

let publicKey: Promise<CryptoKey> | undefined;
const serverPublicKey = () => (publicKey ??= importRsaPublicKey(testKeys().publicKeySpki));

function wireSession(session: Session<unknown>): WireSession {
  return { token: session.token, webIp: session.webIp, sessionKey: session.sessionKey.toString('base64') };
}

function clientFor(app: FastifyInstance, session: Session<unknown> | null, opts: CallOptions) {
  let last: LightMyRequestResponse | undefined;
  const client = createWireClient({
    publicKey: serverPublicKey,
    session: () => (session ? wireSession(session) : null),
    onToken: (token) => {
      if (session) session.token = token;
    },
    lang: () => opts.lang ?? 'zh-CN',
    transport: async (request) => {
      last = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        payload: request.body,
        remoteAddress: opts.remoteAddress,
      });
      const res = last;
      return {
        status: res.statusCode,
        header: (name) => {
          const v = res.headers[name.toLowerCase()];
          return v === undefined ? null : String(v);
        },
        text: async () => res.body,
        blob: async () => new Blob([new Uint8Array(res.rawPayload)]),
      };
    },
  });
  return { client, response: () => last! };
}

function sendOptions(opts: CallOptions): SendOptions {
  return {
    query: opts.query,
    body: opts.body,
    form: opts.form,
    plain: opts.plain,
    urlencoded: opts.urlencoded,
    headers: opts.headers,
    timer: opts.timer,
    nonce: opts.nonce,
  };
}

/** One call by method and path; answers the raw response for the test to read. */
export async function call(
  app: FastifyInstance,
  method: WireMethod,
  path: string,
  session: Session<unknown> | null,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const { client, response } = clientFor(app, session, opts);
  await client.send(method, path, sendOptions(opts));
  return response();
}

/** One declared call (method, path and input types from the contract). */
export function callOf<C extends CallDeclaration>(
  app: FastifyInstance,
  declared: C,
  session: Session<unknown> | null,
  input: CallInput<C>,
  opts: Omit<CallOptions, 'query' | 'body'> = {},
): Promise<LightMyRequestResponse> {
  const r = requestOf(declared, input);
  return call(app, r.method, r.path, session, {
    ...opts,
    query: r.query as CallOptions['query'],
    body: r.body,
    form: r.form,
    urlencoded: r.urlencoded,
  });
}

/** The signing headers of a call, for a test that builds its request by hand. */
export function signedHeaders(
  session: Session<unknown> | null,
  opts: CallOptions = {},
): Promise<Record<string, string>> {
  return createWireClient({
    publicKey: serverPublicKey,
    session: () => null,
    transport: () => Promise.reject(new Error('headers only')),
  })
    .signingHeaders(session ? wireSession(session) : null, opts)
    .then((h) => ({ 'accept-language': opts.lang ?? 'zh-CN', ...h, ...opts.headers }));
}

/**
 * Signs in through the wire with the password or a password key (decision 0004); the session key
 * comes back under the login body's AES key.
 */
export async function login(
  app: FastifyInstance,
  account: string,
  proof: string | { passwordKey: string },
): Promise<Session> {
  const body = typeof proof === 'string' ? { account, password: proof } : { account, ...proof };
  const { res, session } = await signIn<LoginResult>(app, '/sys/login', body);
  if (!session) throw new Error(`login ${account} failed: ${res.statusCode} ${res.body}`);
  return session;
}

/**
 * One sign-in call (staff `/sys/login`, an author's `/author/login`): its response, and the session
 * it opened (its key opened from under the body's AES key), or null when refused.
 */
export async function signIn<L extends SignInAnswer>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  opts: Pick<CallOptions, 'remoteAddress' | 'headers'> = {},
): Promise<{ res: LightMyRequestResponse; session: Session<L> | null }> {
  let bodyKey: CryptoKey | undefined;
  const { client, response } = clientFor(app, null, opts);
  await client.send('POST', path, {
    body,
    headers: opts.headers,
    onBodyKey: (key) => {
      bodyKey = key;
    },
  });
  const res = response();
  if (res.statusCode !== 200 || res.json().code !== 200) return { res, session: null };
  const data = res.json().data as L;
  const sessionKey = Buffer.from(await sessionKeyOf(data, bodyKey), 'base64');
  return { res, session: { token: data.token, sessionKey, webIp: data.webIp, login: data } };
}

/** A `v1` sealed body (fresh AES key wrapped under the server's RSA key), for a hand-built request. */
export async function encryptV1(body: unknown): Promise<{ payload: object }> {
  const sealed = await sealBody(body, null, serverPublicKey);
  return { payload: sealed.body };
}
