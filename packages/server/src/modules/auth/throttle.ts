import { errors } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/kv.ts';

export interface ThrottleLimits {
  accountMaxFailures: number;
  ipMaxFailures: number;
  lockSeconds: number;
}

/**
 * Repeated sign-in failures lock the account, and (at a higher count) the client's address, for
 * `lockSeconds`. Counters live in the key-value store so that several processes share them.
 */
export class LoginThrottle {
  constructor(
    private readonly kv: KvStore,
    private readonly limits: ThrottleLimits,
  ) {}

  async assertAllowed(account: string, ip: string): Promise<void> {
    const ipLeft = await this.kv.ttl(`lock:ip:${ip}`);
    if (ipLeft > 0) throw errors.ipLocked(ipLeft);
    const accountLeft = await this.kv.ttl(`lock:acct:${account.toLowerCase()}`);
    if (accountLeft > 0) throw errors.accountLocked(accountLeft);
  }

  /** Counts a failure; returns which lock, if any, it just set. */
  async recordFailure(account: string, ip: string): Promise<'account' | 'ip' | null> {
    const { lockSeconds, accountMaxFailures, ipMaxFailures } = this.limits;
    const acct = account.toLowerCase();
    const [acctCount, ipCount] = await Promise.all([
      this.kv.increment(`fail:acct:${acct}`, lockSeconds),
      this.kv.increment(`fail:ip:${ip}`, lockSeconds),
    ]);
    if (ipCount >= ipMaxFailures) {
      await this.kv.set(`lock:ip:${ip}`, lockSeconds);
      await this.kv.delete(`fail:ip:${ip}`);
      return 'ip';
    }
    if (acctCount >= accountMaxFailures) {
      await this.kv.set(`lock:acct:${acct}`, lockSeconds);
      await this.kv.delete(`fail:acct:${acct}`);
      return 'account';
    }
    return null;
  }

  /** Counts a failed sign-in and answers the error to show: the lock it set, or wrong credentials. */
  async failure(account: string, ip: string) {
    const lock = await this.recordFailure(account, ip);
    if (lock === 'ip') return errors.ipLocked(this.limits.lockSeconds);
    if (lock === 'account') return errors.accountLocked(this.limits.lockSeconds);
    return errors.wrongCredentials();
  }

  async recordSuccess(account: string): Promise<void> {
    await this.kv.delete(`fail:acct:${account.toLowerCase()}`);
  }

  /** A password reset by SMS code lifts the account lock. */
  async unlockAccount(account: string): Promise<void> {
    const acct = account.toLowerCase();
    await this.kv.delete(`lock:acct:${acct}`, `fail:acct:${acct}`);
  }
}
