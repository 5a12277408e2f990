/**
 * The client side of the wire (packages/contract/src/wire.ts) for the load generator, mirroring
 * packages/server/test/wireClient.ts but over real HTTP and with the server's served public key.
 */
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHmac,
  createPublicKey,
  type KeyObject,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { API_BASE } from '@jb/contract/constants';
import { HEADER, signaturePlain } from '@jb/contract/wire';
import { deriveKey } from '../../packages/server/src/platform/passwords.ts';

export { API_BASE };

export interface BenchSession {
  account: string;
  perId: number;
  token: string;
  sessionKey: Buffer;
  webIp: string;
}

export function hmacBase64Url(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

export function rsaEncrypt(publicKey: KeyObject, data: Buffer): string {
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    data,
  ).toString('base64');
}

/** AES-256-GCM; iv (12 bytes) || ciphertext || tag, as the server's crypto.ts. */
export function aesGcmEncrypt(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

export function aesGcmDecrypt(key: Buffer, sealed: Buffer): Buffer {
  const iv = sealed.subarray(0, 12);
  const tag = sealed.subarray(sealed.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
}

/** The one unsigned call: the server's RSA public key (base64 SPKI DER). */
export async function fetchPublicKey(baseUrl: string): Promise<KeyObject> {
  const res = await fetch(`${baseUrl}${API_BASE}/sys/common/publicKey`);
  if (!res.ok) throw new Error(`publicKey: HTTP ${res.status}`);
  const json = (await res.json()) as { data: { publicKey: string } };
  return createPublicKey({ key: Buffer.from(json.data.publicKey, 'base64'), format: 'der', type: 'spki' });
}

/** Headers of a call without a session: timer and RSA-OAEP(`random.salt.timer`). */
export function anonymousHeaders(publicKey: KeyObject, now = Date.now()): Record<string, string> {
  const timer = String(now);
  const random = randomBytes(16).toString('hex');
  return {
    [HEADER.timer]: timer,
    [HEADER.signature]: rsaEncrypt(publicKey, Buffer.from(signaturePlain(random, timer))),
    [HEADER.lang]: 'zh-CN',
  };
}

/** Headers of a signed-in call: a fresh random, nonce and both HMACs under the session key. */
export function sessionHeaders(session: BenchSession, now = Date.now()): Record<string, string> {
  const timer = String(now);
  const random = randomBytes(16).toString('hex');
  const nonce = `${session.webIp}_${timer}_${random}`;
  return {
    [HEADER.timer]: timer,
    [HEADER.signature]: `h1.${random}.${hmacBase64Url(session.sessionKey, signaturePlain(random, timer))}`,
    [HEADER.token]: session.token,
    [HEADER.nonce]: nonce,
    [HEADER.sign]: hmacBase64Url(session.sessionKey, session.token + nonce),
    [HEADER.lang]: 'zh-CN',
  };
}

/** A `v1` body: a fresh AES key wrapped with RSA-OAEP, the JSON under AES-GCM. */
export function encryptV1(publicKey: KeyObject, body: unknown): { payload: string; key: Buffer } {
  const key = randomBytes(32);
  const sealed = aesGcmEncrypt(key, Buffer.from(JSON.stringify(body)));
  const payload = JSON.stringify({
    enc: 'v1',
    key: rsaEncrypt(publicKey, key),
    iv: sealed.subarray(0, 12).toString('base64'),
    data: sealed.subarray(12).toString('base64'),
  });
  return { payload, key };
}

/** One ready-to-send sign-in request. Its signature random may be used once only. */
export interface PreparedLogin {
  account: string;
  headers: Record<string, string>;
  body: string;
  key: Buffer;
}

/** How a sign-in proves the password: the password itself, or its argon2id key (decision 0004). */
export type LoginProof = string | { passwordKey: string };

export function prepareLogin(publicKey: KeyObject, account: string, proof: LoginProof): PreparedLogin {
  const body = typeof proof === 'string' ? { account, password: proof } : { account, ...proof };
  const { payload, key } = encryptV1(publicKey, body);
  return {
    account,
    headers: { ...anonymousHeaders(publicKey), 'content-type': 'application/json' },
    body: payload,
    key,
  };
}

interface LoginAnswer {
  code: number;
  msg: string;
  data: { token: string; sessionKey: string; webIp: string; info: { perId: number } } | null;
}

/** The session of a successful sign-in answer; the session key comes under the body's AES key. */
export function sessionFromLogin(prepared: PreparedLogin, answerText: string): BenchSession {
  const answer = JSON.parse(answerText) as LoginAnswer;
  if (!answer.data) throw new Error(`login ${prepared.account}: ${answer.code} ${answer.msg}`);
  const sessionKey = aesGcmDecrypt(prepared.key, Buffer.from(answer.data.sessionKey, 'base64'));
  return {
    account: prepared.account,
    perId: answer.data.info.perId,
    token: answer.data.token,
    sessionKey,
    webIp: answer.data.webIp,
  };
}

export async function login(
  baseUrl: string,
  publicKey: KeyObject,
  account: string,
  password: string,
): Promise<BenchSession> {
  const prepared = prepareLogin(publicKey, account, password);
  const res = await fetch(`${baseUrl}${API_BASE}/sys/login`, {
    method: 'POST',
    headers: prepared.headers,
    body: prepared.body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`login ${account}: HTTP ${res.status} ${text}`);
  return sessionFromLogin(prepared, text);
}

interface LoginSaltAnswer {
  data: { memoryCost: number; timeCost: number; parallelism: number; salt: string } | null;
}

/**
 * What the web sign-in does before it signs in: asks for the account's salt and settings and derives
 * the password's key. Keys are kept per salt and settings in `cache` (the bench accounts share one
 * stored password), so a run pays the argon2id once, as each browser pays it once.
 */
export async function passwordKeyOf(
  baseUrl: string,
  publicKey: KeyObject,
  account: string,
  password: string,
  cache: Map<string, Promise<string>>,
): Promise<string> {
  const res = await fetch(`${baseUrl}${API_BASE}/sys/loginSalt?account=${encodeURIComponent(account)}`, {
    headers: anonymousHeaders(publicKey),
  });
  const answer = (await res.json()) as LoginSaltAnswer;
  if (!answer.data) throw new Error(`loginSalt ${account}: HTTP ${res.status}`);
  const s = answer.data;
  const id = `${s.memoryCost},${s.timeCost},${s.parallelism},${s.salt}`;
  let key = cache.get(id);
  if (!key) {
    key = deriveKey(password, { ...s, salt: Buffer.from(s.salt, 'base64') }).then((k) =>
      k.toString('base64'),
    );
    cache.set(id, key);
  }
  return key;
}

/** Runs `work` over `items`, `parallel` at a time, answers in order. */
export async function inParallel<T, R>(
  items: T[],
  parallel: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return out;
}

/** Signs in many accounts, a few at a time. */
export function loginMany(
  baseUrl: string,
  publicKey: KeyObject,
  accounts: string[],
  password: string,
  parallel = 8,
): Promise<BenchSession[]> {
  return inParallel(accounts, parallel, (account) => login(baseUrl, publicKey, account, password));
}
