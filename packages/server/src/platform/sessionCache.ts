import type { SessionRow } from './sessionStore.ts';

/**
 * Recently resolved sessions of this process, by token hash (decision 0002). An entry is only a
 * shortcut for a positive answer: it is dropped on every state-changing call any process serves
 * (the shared counter, `sync`), on every change the database announces (`jb_access`
 * notifications, migration 0001: direct edits), and a lookup that began before such a change never
 * stores its older answer.
 * While the change feed is down the cache is off. `ttlMs` 0 turns it off for good.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; at: number }>();
  private generation = 0;
  private online: boolean;
  private sharedSeen = -1;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {
    this.online = ttlMs > 0;
  }

  get(hash: string, nowMs: number): SessionRow | undefined {
    const hit = this.entries.get(hash);
    if (!hit) return undefined;
    if (nowMs - hit.at >= this.ttlMs) {
      this.entries.delete(hash);
      return undefined;
    }
    return hit.row;
  }

  /** Call before reading the database; pass the answer to `store` with the same ticket. */
  ticket(): number {
    return this.generation;
  }

  store(hash: string, row: SessionRow, ticket: number, nowMs: number): void {
    if (!this.online || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(hash, { row, at: nowMs });
  }

  forget(hash: string): void {
    this.entries.delete(hash);
  }

  /** Something a session answer depends on may have changed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
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
  }

  get size(): number {
    return this.entries.size;
  }
}
