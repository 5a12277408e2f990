import type { EncryptedBody } from '@jb/contract/wire';
import { randomBytes } from './encoding.ts';
import { sessionKeys } from './sessionKeys.ts';
import { aesEncrypt, importAesKey, rsaEncrypt } from './webCrypto.ts';

export interface SealedBody {
  body: EncryptedBody;
  /** The AES key the body travelled under; the login answer's session key is sealed under it. */
  aesKey: CryptoKey;
}

export class MissingPublicKeyError extends Error {
  constructor() {
    super('The server public key is unavailable');
  }
}

/** `s1` under the session key when signed in (base64 key), else `v1` with an RSA-wrapped fresh key. */
export async function sealBody(
  payload: unknown,
  sessionKey: string | null,
  publicKey: () => Promise<CryptoKey | null>,
): Promise<SealedBody> {
  const json = JSON.stringify(payload ?? {});
  if (sessionKey) {
    const { aes } = await sessionKeys(sessionKey);
    return { body: { enc: 's1', ...(await aesEncrypt(aes, json)) }, aesKey: aes };
  }
  const rsa = await publicKey();
  if (!rsa) throw new MissingPublicKeyError();
  const raw = randomBytes(32);
  const aesKey = await importAesKey(raw);
  const [key, sealed] = await Promise.all([rsaEncrypt(rsa, raw), aesEncrypt(aesKey, json)]);
  return { body: { enc: 'v1', key, ...sealed }, aesKey };
}
