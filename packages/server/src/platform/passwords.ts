import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { limiter } from './limit.ts';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
