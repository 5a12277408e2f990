import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { limiter } from './limit.ts';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * OWASP's argon2id setting of 7 MiB and 5 passes, which it rates as strong as 19 MiB and 2 passes
 * and which costs ~40 % less CPU on these machines (decision 0003).
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;
const CURRENT = `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;

/** A hash made with other settings than today's: sign-in replaces it while it has the password. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT);
}

/**
 * argon2 runs on libuv's thread pool (4 threads); more hashes at once than cores made each sign-in
 * slower (docs/performance.md), so they queue here instead.
 */
const oneCoreEach = limiter(availableParallelism());

export function hashPassword(plain: string): Promise<string> {
  return oneCoreEach(() => hash(plain, OPTIONS));
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await oneCoreEach(() => verify(stored, plain));
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths cost the same. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('no-such-account-0');
  return dummy;
}
