import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { API_BASE } from '@jb/contract/constants';
import type { LoginResult } from '@jb/contract/schemas/auth';
import { HEADER, signaturePlain } from '@jb/contract/wire';
import type { FastifyInstance } from 'fastify';
import { aesGcmDecrypt, aesGcmEncrypt, hmacBase64Url } from '../src/platform/crypto.ts';
import { testKeys } from './testApp.ts';

/**
 * A client that speaks the wire exactly as the web app does (contract wire.ts), so API tests cross
 * the same signature, nonce and encryption checks as real users.
 */
export interface Session {
  token: string;
  sessionKey: Buffer;
  webIp: string;
  login: LoginResult;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /** Plain JSON body instead of the encrypted envelope. */
  plain?: boolean;
  headers?: Record<string, string>;
  lang?: 'zh-CN' | 'en-US';
  timer?: number;
  nonce?: string;
  remoteAddress?: string;
}

function rsaEncrypt(data: Buffer): string {
  const key = createPublicKey({
    key: Buffer.from(testKeys().publicKeySpki, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data).toString(
    'base64',
  );
}

export function encryptV1(body: unknown): { payload: object; key: Buffer } {
  const key = randomBytes(32);
  const sealed = aesGcmEncrypt(key, Buffer.from(JSON.stringify(body)));
  return {
    key,
    payload: {
      enc: 'v1',
      key: rsaEncrypt(key),
      iv: sealed.subarray(0, 12).toString('base64'),
      data: sealed.subarray(12).toString('base64'),
    },
  };
}

export function encryptS1(sessionKey: Buffer, body: unknown): object {
  const sealed = aesGcmEncrypt(sessionKey, Buffer.from(JSON.stringify(body)));
  return {
    enc: 's1',
    iv: sealed.subarray(0, 12).toString('base64'),
    data: sealed.subarray(12).toString('base64'),
  };
}

export function signedHeaders(session: Session | null, opts: CallOptions = {}): Record<string, string> {
  const timer = String(opts.timer ?? Date.now());
  const random = randomBytes(16).toString('hex');
  const headers: Record<string, string> = { [HEADER.timer]: timer, [HEADER.lang]: opts.lang ?? 'zh-CN' };
  if (!session) {
    headers[HEADER.signature] = rsaEncrypt(Buffer.from(signaturePlain(random, timer)));
    return { ...headers, ...opts.headers };
  }
  const nonce = opts.nonce ?? `${session.webIp}_${timer}_${random}`;
  headers[HEADER.signature] =
    `h1.${random}.${hmacBase64Url(session.sessionKey, signaturePlain(random, timer))}`;
  headers[HEADER.token] = session.token;
  headers[HEADER.nonce] = nonce;
  headers[HEADER.sign] = hmacBase64Url(session.sessionKey, session.token + nonce);
  return { ...headers, ...opts.headers };
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  session: Session | null,
  opts: CallOptions = {},
) {
  const hasBody = method === 'POST' || method === 'PUT';
  let payload: object | undefined;
  if (hasBody && opts.body !== undefined) {
    payload = opts.plain
      ? (opts.body as object)
      : session
        ? encryptS1(session.sessionKey, opts.body)
        : encryptV1(opts.body).payload;
  }
  const res = await app.inject({
    method,
    url: `${API_BASE}${path}`,
    query: opts.query
      ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))
      : undefined,
    headers: signedHeaders(session, opts),
    payload,
    remoteAddress: opts.remoteAddress,
  });
  if (session && typeof res.headers.authorization === 'string') session.token = res.headers.authorization;
  return res;
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
  const { payload, key } = encryptV1(
    typeof proof === 'string' ? { account, password: proof } : { account, ...proof },
  );
  const res = await app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/login`,
    headers: signedHeaders(null),
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as LoginResult;
  const sealed = Buffer.from(data.sessionKey, 'base64');
  const sessionKey = aesGcmDecrypt(key, sealed.subarray(0, 12), sealed.subarray(12));
  return { token: data.token, sessionKey, webIp: data.webIp, login: data };
}
