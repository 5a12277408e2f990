import { Redis } from 'ioredis';

/**
 * The small key-value store behind nonces and throttling: in process by default, Redis when
 * REDIS_URL is set so that several server processes share it.
 */
export interface KvStore {
  /** Sets the key if absent; true when this call set it. */
  setIfAbsent(key: string, ttlSeconds: number): Promise<boolean>;
  /** Increments a counter whose window starts at its first increment; returns the new value. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** A counter's value, 0 when absent. */
  counter(key: string): Promise<number>;
  /** Several counters' values in one round trip, in the order asked, 0 when absent. */
  counters(keys: readonly string[]): Promise<number[]>;
  /** Seconds left on a key, 0 when absent. */
  ttl(key: string): Promise<number>;
  set(key: string, ttlSeconds: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

const SLOT_MS = 5_000;

export class MemoryKv implements KvStore {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();
  /** Keys by the 5-second slot they expire in: a sweep drops whole past slots, never scans them all. */
  private readonly slots = new Map<number, string[]>();
  private sweepAt = 0;

  private live(key: string, now: number) {
    const e = this.entries.get(key);
    if (e && e.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private put(key: string, value: number, expiresAt: number) {
    this.entries.set(key, { value, expiresAt });
    const slot = Math.floor(expiresAt / SLOT_MS);
    const keys = this.slots.get(slot);
    if (keys) keys.push(key);
    else this.slots.set(slot, [key]);
  }

  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 1_000;
    const current = Math.floor(now / SLOT_MS);
    for (const [slot, keys] of this.slots) {
      if (slot >= current) continue;
      for (const k of keys) {
        const e = this.entries.get(k);
        if (e && e.expiresAt <= now) this.entries.delete(k);
      }
      this.slots.delete(slot);
    }
  }

  async setIfAbsent(key: string, ttlSeconds: number) {
    const now = Date.now();
    this.sweep(now);
    if (this.live(key, now)) return false;
    this.put(key, 1, now + ttlSeconds * 1000);
    return true;
  }

  async increment(key: string, ttlSeconds: number) {
    const now = Date.now();
    this.sweep(now);
    const e = this.live(key, now);
    if (e) {
      e.value += 1;
      return e.value;
    }
    this.put(key, 1, now + ttlSeconds * 1000);
    return 1;
  }

  async counter(key: string) {
    return this.live(key, Date.now())?.value ?? 0;
  }

  async counters(keys: readonly string[]) {
    const now = Date.now();
    return keys.map((key) => this.live(key, now)?.value ?? 0);
  }

  async ttl(key: string) {
    const now = Date.now();
    const e = this.live(key, now);
    return e ? Math.ceil((e.expiresAt - now) / 1000) : 0;
  }

  async set(key: string, ttlSeconds: number) {
    this.put(key, 1, Date.now() + ttlSeconds * 1000);
  }

  async delete(...keys: string[]) {
    for (const k of keys) this.entries.delete(k);
  }

  async close() {
    this.entries.clear();
    this.slots.clear();
  }
}

export class RedisKv implements KvStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'tsg:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  }

  async setIfAbsent(key: string, ttlSeconds: number) {
    return (await this.redis.set(this.prefix + key, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async increment(key: string, ttlSeconds: number) {
    const k = this.prefix + key;
    const [[, value]] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, 'NX').exec()) as [
      [null, number],
    ];
    return value;
  }

  async counter(key: string) {
    return Number(await this.redis.get(this.prefix + key)) || 0;
  }

  async counters(keys: readonly string[]) {
    const values = await this.redis.mget(keys.map((key) => this.prefix + key));
    return values.map((value) => Number(value) || 0);
  }

  async ttl(key: string) {
    return Math.max(0, await this.redis.ttl(this.prefix + key));
  }

  async set(key: string, ttlSeconds: number) {
    await this.redis.set(this.prefix + key, '1', 'EX', ttlSeconds);
  }

  async delete(...keys: string[]) {
    if (keys.length) await this.redis.del(...keys.map((k) => this.prefix + k));
  }

  async close() {
    await this.redis.quit();
  }
}

export function openKv(url: string | undefined, prefix?: string): KvStore {
  return url ? new RedisKv(url, prefix) : new MemoryKv();
}
