import type { SessionRow } from './sessionStore.ts';

/**
 * Answers this process read recently and may give again until something changes (decision 0002):
 * resolved sessions by token hash, and unread-message counts by person. An entry is dropped on every
 * state-changing call any process serves (the shared counter, `sync`), on every change the database
 * announces (`jb_access` notifications, migrations 0001 and 0004: direct edits), and a read that
 * began before such a change never stores its older answer.
 * While the change feed is down the cache is off. `ttlMs` 0 turns it off for good. Caches
 * `attach`ed to another are cleared, and go off and on, with it.
 */
export class ChangeCache<K, V> {
  private readonly entries = new Map<K, { row: V; at: number }>();
  private readonly attached: ChangeCache<unknown, unknown>[] = [];
  private generation = 0;
  private online: boolean;
  private sharedSeen = -1;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {
    this.online = ttlMs > 0;
  }

  get(key: K, nowMs: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (nowMs - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.row;
  }

  /** Call before reading the database; pass the answer to `store` with the same ticket. */
  ticket(): number {
    return this.generation;
  }

  store(key: K, row: V, ticket: number, nowMs: number): void {
    if (!this.online || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { row, at: nowMs });
  }

  forget(key: K): void {
    this.entries.delete(key);
  }

  /** Something an answer depends on may have changed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    for (const other of this.attached) other.clear();
  }

  /** `other` follows this cache: cleared with it, off while it is off. */
  attach<C extends ChangeCache<unknown, unknown>>(other: C): C {
    this.attached.push(other);
    other.setOnline(this.online);
    return other;
  }

  /**
   * The shared change counter (in Redis with several processes): every state-changing call of any
   * process bumps it before answering, so a value not seen before means "forget everything".
   */
  sync(shared: number): void {
    if (shared === this.sharedSeen) return;
    this.sharedSeen = shared;
    this.clear();
  }

  /** The change feed is down (no entry may be trusted) or back (start from empty). */
  setOnline(online: boolean): void {
    this.clear();
    this.online = online && this.ttlMs > 0;
    for (const other of this.attached) other.setOnline(online);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Resolved sessions by token hash. */
export type SessionCache = ChangeCache<string, SessionRow>;

/** Unread-message counts by person, asked on every navigation (SPEC §2). */
export type UnreadCache = ChangeCache<number, number>;
