import { base64ToBytes } from './encoding.ts';
import { importAesKey, importHmacKey } from './webCrypto.ts';

/** The session key imported once per value, for HMAC signing and for AES-GCM bodies. */
interface SessionKeys {
  hmac: CryptoKey;
  aes: CryptoKey;
}

let cached: { base64: string; keys: Promise<SessionKeys> } | null = null;

export function sessionKeys(base64: string): Promise<SessionKeys> {
  if (cached?.base64 !== base64) {
    const raw = base64ToBytes(base64);
    const keys = Promise.all([importHmacKey(raw), importAesKey(raw)]).then(([hmac, aes]) => ({ hmac, aes }));
    cached = { base64, keys };
  }
  return cached.keys;
}
