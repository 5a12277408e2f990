import { HEADER, signaturePlain } from '@jb/contract/wire';
import { bytesToBase64Url, randomHex, utf8 } from './encoding.ts';
import { serverPublicKey } from './publicKey.ts';
import type { StoredSession } from './session.ts';
import { sessionKeys } from './sessionKeys.ts';
import { hmacSha256, rsaEncrypt } from './webCrypto.ts';

/**
 * The signing headers of one request (contract wire.ts):
 * `timer`, `signature`, and with a session `token`, `nonce` and `sign`.
 */
export async function signingHeaders(session: StoredSession | null): Promise<Record<string, string>> {
  const timer = String(Date.now());
  const random = randomHex();
  const plain = signaturePlain(random, timer);
  if (!session) {
    const key = await serverPublicKey();
    const signature = key ? await rsaEncrypt(key, utf8(plain)) : '';
    return { [HEADER.timer]: timer, [HEADER.signature]: signature };
  }
  const { hmac } = await sessionKeys(session.sessionKey);
  const nonce = `${session.webIp}_${timer}_${random}`;
  const [signatureMac, sign] = await Promise.all([
    hmacSha256(hmac, plain),
    hmacSha256(hmac, session.token + nonce),
  ]);
  return {
    [HEADER.timer]: timer,
    [HEADER.signature]: `h1.${random}.${bytesToBase64Url(signatureMac)}`,
    [HEADER.token]: session.token,
    [HEADER.nonce]: nonce,
    [HEADER.sign]: bytesToBase64Url(sign),
  };
}
