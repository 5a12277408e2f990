import { constants, createDecipheriv, createHmac, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToBase64Url, randomBytes, utf8 } from './encoding.ts';
import {
  aesEncrypt,
  hmacSha256,
  importAesKey,
  importHmacKey,
  importRsaPublicKey,
  rsaEncrypt,
} from './webCrypto.ts';

/** The browser side of the wire, opened with node:crypto the way the server opens it. */
describe('webCrypto against node:crypto', () => {
  it('RSA-OAEP-SHA256 under an SPKI key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const sealed = await rsaEncrypt(await importRsaPublicKey(spki), utf8('abc.tsg-admin-2026.1'));
    const opened = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed, 'base64'),
    );
    expect(opened.toString()).toBe('abc.tsg-admin-2026.1');
  });

  it('AES-256-GCM as iv + ciphertext||tag', async () => {
    const raw = randomBytes(32);
    const { iv, data } = await aesEncrypt(await importAesKey(raw), JSON.stringify({ a: '期刊' }));
    const sealed = base64ToBytes(data);
    const decipher = createDecipheriv('aes-256-gcm', raw, base64ToBytes(iv));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    expect(JSON.parse(plain.toString())).toEqual({ a: '期刊' });
  });

  it('HMAC-SHA256 in base64url', async () => {
    const raw = randomBytes(32);
    const mac = bytesToBase64Url(await hmacSha256(await importHmacKey(raw), 'token127.0.0.1_1_ab'));
    expect(mac).toBe(createHmac('sha256', raw).update('token127.0.0.1_1_ab').digest('base64url'));
    expect(bytesToBase64(raw)).toHaveLength(44);
  });
});
