import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ServerKeys {
  privateKey: KeyObject;
  /** base64 of the SPKI DER, as served by the public-key call. */
  publicKeySpki: string;
  /** A secret of this key pair for the stand-in salts of unknown accounts (`decoyStored`). */
  saltSecret: Buffer;
}

export function keysFromPem(pem: string): ServerKeys {
  const privateKey = createPrivateKey(pem);
  const publicKeySpki = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64');
  const saltSecret = createHash('sha256')
    .update('login-salt\n')
    .update(privateKey.export({ type: 'pkcs8', format: 'der' }))
    .digest();
  return { privateKey, publicKeySpki, saltSecret };
}

export function generateKeysPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** The server's RSA key pair: made at first start and kept in the data folder, never in the repo. */
export function loadOrCreateKeys(dataDir: string): ServerKeys {
  const file = path.join(dataDir, 'keys', 'server-rsa.pem');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, generateKeysPem(), { mode: 0o600, flag: 'wx' });
  }
  return keysFromPem(readFileSync(file, 'utf8'));
}

export function rsaDecrypt(keys: ServerKeys, base64: string): Buffer {
  return privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  );
}

const TAG_LENGTH = 16;

export function aesGcmDecrypt(key: Buffer, iv: Buffer, dataWithTag: Buffer): Buffer {
  if (key.length !== 32 || iv.length !== 12 || dataWithTag.length < TAG_LENGTH)
    throw new Error('bad aes input');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(dataWithTag.subarray(dataWithTag.length - TAG_LENGTH));
  return Buffer.concat([
    decipher.update(dataWithTag.subarray(0, dataWithTag.length - TAG_LENGTH)),
    decipher.final(),
  ]);
}

/** AES-256-GCM; returns iv (12 bytes) || ciphertext || tag. */
export function aesGcmEncrypt(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

export function hmacBase64Url(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
