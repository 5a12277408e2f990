import { API_BASE } from '@jb/contract/constants';
import { HEADER } from '@jb/contract/wire';
import { getLang } from '../i18n/lang.ts';
import { importRsaPublicKey } from './webCrypto.ts';

/**
 * The server's RSA public key (base64 SPKI DER), fetched once and kept in memory.
 * A failed fetch stores the empty value (SPEC §8); the next call that needs the key asks again.
 */
let stored = '';
let pending: Promise<CryptoKey | null> | null = null;

async function fetchKey(): Promise<CryptoKey | null> {
  try {
    const res = await fetch(`${API_BASE}/sys/common/publicKey?timestamp=${Date.now()}`, {
      headers: { [HEADER.timer]: String(Date.now()), [HEADER.lang]: getLang() },
    });
    const body = (await res.json()) as { code?: number; data?: { publicKey?: string } };
    stored = res.ok && body.code === 200 ? (body.data?.publicKey ?? '') : '';
    return stored ? await importRsaPublicKey(stored) : null;
  } catch {
    stored = '';
    return null;
  }
}

export function serverPublicKey(): Promise<CryptoKey | null> {
  if (!pending) {
    pending = fetchKey().then((key) => {
      if (!key) pending = null;
      return key;
    });
  }
  return pending;
}
