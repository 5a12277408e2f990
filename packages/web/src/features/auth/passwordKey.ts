import type { LoginSalt } from '@jb/contract/schemas/auth';
import { argon2id } from 'hash-wasm';
import { base64ToBytes, bytesToBase64 } from '../../api/encoding.ts';
import { http } from '../../api/http.ts';

/**
 * The password never leaves the browser: the sign-in sends its argon2id key under the account's
 * salt and settings, and the server keeps only the SHA-256 of that key (decision 0004).
 */
export async function passwordKey(account: string, password: string): Promise<string> {
  const s = await http.get<LoginSalt>('/sys/loginSalt', { account }, { anonymous: true, quiet: true });
  const key = await argon2id({
    password,
    salt: base64ToBytes(s.salt),
    parallelism: s.parallelism,
    iterations: s.timeCost,
    memorySize: s.memoryCost,
    hashLength: s.keyLength,
    outputType: 'binary',
  });
  return bytesToBase64(key);
}
