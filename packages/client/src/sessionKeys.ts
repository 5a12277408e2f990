import { base64ToBytes } from './encoding.ts';
import { importAesKey, importHmacKey } from './webCrypto.ts';

/** A session key imported for HMAC signing and for AES-GCM bodies. */
export interface SessionKeys {
  hmac: CryptoKey;
  aes: CryptoKey;
}

/** Imported keys by value: a browser holds one session, a test process a handful. */
const cache = new Map<string, Promise<SessionKeys>>();
const KEEP = 32;

export function sessionKeys(base64: string): Promise<SessionKeys> {
  let keys = cache.get(base64);
  if (!keys) {
    const raw = base64ToBytes(base64);
    keys = Promise.all([importHmacKey(raw), importAesKey(raw)]).then(([hmac, aes]) => ({ hmac, aes }));
    if (cache.size >= KEEP) cache.delete(cache.keys().next().value as string);
    cache.set(base64, keys);
  }
  return keys;
}
