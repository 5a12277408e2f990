import { publicKey } from '@jb/contract/api/system';
import { API_BASE } from '@jb/contract/constants';
import { HEADER } from '@jb/contract/wire';
import type { Transport } from './transport.ts';
import { importRsaPublicKey } from './webCrypto.ts';

/**
 * The server's RSA public key (the one unsigned call), fetched once and kept. A failed fetch is not
 * kept (SPEC §8: the key is then empty), so the next call that needs the key asks again.
 */
export function publicKeySource(transport: Transport): () => Promise<CryptoKey | null> {
  let pending: Promise<CryptoKey | null> | null = null;
  async function fetchKey(): Promise<CryptoKey | null> {
    try {
      const res = await transport({
        method: 'GET',
        url: `${API_BASE}${publicKey.path}?timestamp=${Date.now()}`,
        headers: { [HEADER.timer]: String(Date.now()) },
      });
      const body = JSON.parse(await res.text()) as { code?: number; data?: { publicKey?: string } };
      const spki = res.status === 200 && body.code === 200 ? (body.data?.publicKey ?? '') : '';
      return spki ? await importRsaPublicKey(spki) : null;
    } catch {
      return null;
    }
  }
  return () => {
    if (!pending) {
      pending = fetchKey().then((key) => {
        if (!key) pending = null;
        return key;
      });
    }
    return pending;
  };
}
