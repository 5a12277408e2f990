import type { LoginSalt } from '@jb/contract/schemas/auth';
import { decoyParams, isCurrent, KEY_LENGTH, parseStored } from '../../platform/passwords.ts';
import { findUserByAccount } from '../people/person.ts';
import type { AuthDeps } from './service.ts';

/**
 * The settings and salt the web sign-in derives an account's password key with (decision 0004).
 * An unknown account gets today's settings and a salt fixed by the server's secret, so the answer
 * does not tell whether the account exists.
 */
export async function loginSaltOf(
  deps: Pick<AuthDeps, 'db' | 'saltSecret'>,
  account: string,
): Promise<LoginSalt> {
  const user = await findUserByAccount(deps.db, account);
  const params = parseStored(user?.passwordHash ?? '')?.params ?? decoyParams(deps.saltSecret, account);
  const { memoryCost, timeCost, parallelism, salt } = params;
  return {
    algorithm: 'argon2id',
    memoryCost,
    timeCost,
    parallelism,
    salt: salt.toString('base64'),
    keyLength: KEY_LENGTH,
    renew: !isCurrent(params),
  };
}
