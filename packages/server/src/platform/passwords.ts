import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hashRaw } from '@node-rs/argon2';
import { limiter } from './limit.ts';

/**
 * Passwords are hardened with argon2id and stored as the SHA-256 of the argon2id output ("server
 * relief", decision 0004). The argon2id work can be done by the client (the web sign-in does it in
 * the browser with the salt and settings of `GET /sys/loginSalt`) and sent as the 32-byte key; API
 * clients may send the password itself and the server does the same work. A stolen table still costs
 * one argon2id per guess, and a stored value is not a key: SHA-256 cannot be reversed.
 *
 * Stored form: `$argon2id-sha256$v=19$m=7168,t=5,p=1$<salt>$<sha256 of the key>` (unpadded base64).
 */
const STORED_PREFIX = '$argon2id-sha256$v=19$';
export const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** The argon2id settings and salt one password is hardened with, as the client needs them. */
export interface PasswordParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  salt: Buffer;
}

/**
 * OWASP's argon2id setting of 7 MiB and 5 passes, which it rates as strong as 19 MiB and 2 passes
 * and which costs ~40 % less CPU on these machines (decision 0003).
 */
const CURRENT = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

/** Algorithm.Argon2id and Version.V0x13 of @node-rs/argon2 (const enums isolated modules cannot read). */
const ARGON2ID = 2;
const V0X13 = 1;

/**
 * argon2 runs on libuv's thread pool (4 threads); more hashes at once than cores made each sign-in
 * slower (docs/performance.md), so they queue here instead.
 */
const oneCoreEach = limiter(availableParallelism());

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** The key a password gives under these settings: what a client sends instead of the password. */
export function deriveKey(plain: string, params: PasswordParams): Promise<Buffer> {
  return oneCoreEach(() =>
    hashRaw(plain, {
      algorithm: ARGON2ID,
      version: V0X13,
      memoryCost: params.memoryCost,
      timeCost: params.timeCost,
      parallelism: params.parallelism,
      outputLen: KEY_LENGTH,
      salt: params.salt,
    }),
  );
}

function digest(key: Buffer): Buffer {
  return createHash('sha256').update(key).digest();
}

function stored(params: PasswordParams, keyDigest: Buffer): string {
  const { memoryCost: m, timeCost: t, parallelism: p } = params;
  return `${STORED_PREFIX}m=${m},t=${t},p=${p}$${b64(params.salt)}$${b64(keyDigest)}`;
}

const STORED_FORM = /^\$argon2id-sha256\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The settings and salt of a stored password, or null when the text is not one. */
export function parseStored(text: string): { params: PasswordParams; digest: Buffer } | null {
  const m = STORED_FORM.exec(text);
  if (!m) return null;
  return {
    params: {
      memoryCost: Number(m[1]),
      timeCost: Number(m[2]),
      parallelism: Number(m[3]),
      salt: Buffer.from(m[4]!, 'base64'),
    },
    digest: Buffer.from(m[5]!, 'base64'),
  };
}

/** A new stored password, under today's settings unless others are given (tests of older hashes). */
export async function hashPassword(
  plain: string,
  settings: Omit<PasswordParams, 'salt'> = CURRENT,
): Promise<string> {
  const params = { ...settings, salt: randomBytes(SALT_LENGTH) };
  return stored(params, digest(await deriveKey(plain, params)));
}

/** What a person proves a password with: the password itself, or the key the client derived from it. */
export type PasswordProof = { password: string } | { key: Buffer };

/** The proof a sign-in body carries: its `passwordKey` (base64) when given, else its password. */
export function proofOf(body: {
  password?: string | undefined;
  passwordKey?: string | undefined;
}): PasswordProof {
  return body.passwordKey !== undefined
    ? { key: Buffer.from(body.passwordKey, 'base64') }
    : { password: body.password ?? '' };
}

export async function verifyPassword(storedText: string, proof: PasswordProof): Promise<boolean> {
  const parsed = parseStored(storedText);
  if (!parsed) return false;
  try {
    const key = 'key' in proof ? proof.key : await deriveKey(proof.password, parsed.params);
    const given = digest(key);
    return given.length === parsed.digest.length && timingSafeEqual(given, parsed.digest);
  } catch {
    return false;
  }
}

/** Whether these are today's settings (a password under others is renewed when it is sent). */
export function isCurrent(params: PasswordParams): boolean {
  return (
    params.memoryCost === CURRENT.memoryCost &&
    params.timeCost === CURRENT.timeCost &&
    params.parallelism === CURRENT.parallelism
  );
}

/** A password stored with other settings than today's: a sign-in with the password replaces it. */
export function needsRehash(storedText: string): boolean {
  const parsed = parseStored(storedText);
  return !parsed || !isCurrent(parsed.params);
}

/**
 * The settings of an account that does not exist: today's, and a salt that the server's secret
 * derives from the account, so it is the same on every ask and every process, and an unknown
 * account looks like a known one.
 */
export function decoyParams(secret: Buffer, account: string): PasswordParams {
  const salt = createHmac('sha256', secret)
    .update(`login-salt:${account.toLowerCase()}`)
    .digest()
    .subarray(0, SALT_LENGTH);
  return { ...CURRENT, salt };
}

/** A stand-in stored password for an unknown account: checking it costs what a real check costs, and fails. */
export function decoyStored(secret: Buffer, account: string): string {
  return stored(decoyParams(secret, account), randomBytes(KEY_LENGTH));
}
