/**
 * The load generator's requests, on the signing rules of `@jb/client/signing`. autocannon builds each
 * request inside a synchronous hook, so the MACs, the RSA signature and a sign-in's sealed body are
 * made here with node:crypto's synchronous primitives (the server's own, platform/crypto.ts); what
 * is signed and which headers carry it is the client's rule, not repeated here.
 */
import { constants, type KeyObject, publicEncrypt, randomBytes } from 'node:crypto';
import { randomHex } from '@jb/client/encoding';
import { anonymousSigning, sessionSigning } from '@jb/client/signing';
import { API_BASE } from '@jb/contract/constants';
import { type EncryptedBody, HEADER } from '@jb/contract/wire';
import { aesGcmEncrypt, hmacBase64Url } from '../../packages/server/src/platform/crypto.ts';

export { API_BASE };

/** A signed-in bench user; the session key as raw bytes for node:crypto's HMAC. */
export interface BenchSession {
  account: string;
  perId: number;
  token: string;
  sessionKey: Buffer;
  webIp: string;
}

function rsaEncrypt(publicKey: KeyObject, data: Buffer): string {
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    data,
  ).toString('base64');
}

/** Headers of a call without a session: the RSA signature of `anonymousSigning`. */
export function anonymousHeaders(publicKey: KeyObject, now = Date.now()): Record<string, string> {
  const signing = anonymousSigning(String(now), randomHex());
  return {
    ...signing.headers(rsaEncrypt(publicKey, Buffer.from(signing.plain))),
    [HEADER.lang]: 'zh-CN',
  };
}

/** Headers of a signed-in call: `sessionSigning`'s two HMACs under the session key. */
export function sessionHeaders(session: BenchSession, now = Date.now()): Record<string, string> {
  const signing = sessionSigning(session, String(now), randomHex());
  return {
    ...signing.headers(
      hmacBase64Url(session.sessionKey, signing.plain),
      hmacBase64Url(session.sessionKey, signing.signText),
    ),
    [HEADER.lang]: 'zh-CN',
  };
}

/**
 * A visitor's `v1` body made synchronously (a sign-in prepared inside autocannon's hook): a fresh
 * AES key wrapped with RSA-OAEP, the JSON under AES-GCM (`iv`, and ciphertext with its tag), as
 * `@jb/client/seal`'s `sealBody` makes it with WebCrypto.
 */
function sealV1(publicKey: KeyObject, payload: unknown): { body: EncryptedBody; key: Buffer } {
  const key = randomBytes(32);
  const sealed = aesGcmEncrypt(key, Buffer.from(JSON.stringify(payload ?? {})));
  const body: EncryptedBody = {
    enc: 'v1',
    key: rsaEncrypt(publicKey, key),
    iv: sealed.subarray(0, 12).toString('base64'),
    data: sealed.subarray(12).toString('base64'),
  };
  return { body, key };
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
  const payload = typeof proof === 'string' ? { account, password: proof } : { account, ...proof };
  const { body, key } = sealV1(publicKey, payload);
  return {
    account,
    headers: { ...anonymousHeaders(publicKey), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    key,
  };
}

/** A signed-in caller's `s1` body: the JSON under AES-GCM with the session key, as `sealBody` makes it. */
export function sealS1(session: BenchSession, payload: unknown): string {
  const sealed = aesGcmEncrypt(session.sessionKey, Buffer.from(JSON.stringify(payload)));
  const body: EncryptedBody = {
    enc: 's1',
    iv: sealed.subarray(0, 12).toString('base64'),
    data: sealed.subarray(12).toString('base64'),
  };
  return JSON.stringify(body);
}
