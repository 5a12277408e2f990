import { base64ToBytes, bytesToBase64, randomBytes, utf8 } from './encoding.ts';

/** The WebCrypto operations of the wire (browser and Node alike): RSA-OAEP-SHA256, AES-256-GCM and HMAC-SHA256. */

function subtle(): SubtleCrypto {
  if (!globalThis.crypto?.subtle) {
    throw new Error('WebCrypto is unavailable: open the app over https or on localhost');
  }
  return globalThis.crypto.subtle;
}

export function importRsaPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', base64ToBytes(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
}

export async function rsaEncrypt(key: CryptoKey, plain: Uint8Array<ArrayBuffer>): Promise<string> {
  const sealed = await subtle().encrypt({ name: 'RSA-OAEP' }, key, plain);
  return bytesToBase64(new Uint8Array(sealed));
}

export function importAesKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export function importHmacKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle().importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** AES-256-GCM: returns the 12-byte iv and ciphertext||tag, both base64. */
export async function aesEncrypt(key: CryptoKey, plain: string): Promise<{ iv: string; data: string }> {
  const iv = randomBytes(12);
  const sealed = await subtle().encrypt({ name: 'AES-GCM', iv }, key, utf8(plain));
  return { iv: bytesToBase64(iv), data: bytesToBase64(new Uint8Array(sealed)) };
}

/** Opens base64(iv(12) || ciphertext||tag). */
export async function aesDecryptPacked(
  key: CryptoKey,
  packedBase64: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const packed = base64ToBytes(packedBase64);
  const opened = await subtle().decrypt(
    { name: 'AES-GCM', iv: packed.subarray(0, 12) },
    key,
    packed.subarray(12),
  );
  return new Uint8Array(opened);
}

export async function hmacSha256(key: CryptoKey, text: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', key, utf8(text)));
}
