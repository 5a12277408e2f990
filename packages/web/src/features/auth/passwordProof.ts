import { base64ToBytes, bytesToBase64 } from '@jb/client/encoding';
import { loginSalt } from '@jb/contract/api/auth';
import { api } from '../../api/http.ts';

/**
 * What a sign-in proves the password with (decision 0004): its argon2id key under the account's
 * salt and settings, so the password does not leave the browser; the server keeps only the SHA-256
 * of that key. Once per account stored under older settings, the password itself (encrypted like
 * every sign-in body), so that the server can store it under today's.
 */
export async function passwordProof(
  account: string,
  password: string,
): Promise<{ passwordKey: string } | { password: string }> {
  const [s, { argon2id }] = await Promise.all([
    api(loginSalt, { query: { account } }, { anonymous: true, quiet: true }),
    import('hash-wasm'),
  ]);
  if (s.renew) return { password };
  const key = await argon2id({
    password,
    salt: base64ToBytes(s.salt),
    parallelism: s.parallelism,
    iterations: s.timeCost,
    memorySize: s.memoryCost,
    hashLength: s.keyLength,
    outputType: 'binary',
  });
  return { passwordKey: bytesToBase64(key) };
}
