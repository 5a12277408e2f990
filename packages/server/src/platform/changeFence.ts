import { randomBytes } from 'node:crypto';

/** What may have changed while a call ran: what sessions are allowed, unread counts. */
export interface Moved {
  access: boolean;
  unread: boolean;
}

/** Where this process's change feed stood when a call began. */
export interface FenceMark {
  access: number;
  unread: number;
  /** Times the feed has gone down: announcements may be missed in between. */
  outages: number;
}

/**
 * The shared counters (in Redis with several processes) a process reads before answering from its
 * cache: any value it has not seen means "forget". Kept for years; any change of them counts.
 */
export const SHARED_COUNTER = { access: 'access:changes', unread: 'unread:changes' } as const;
export const SHARED_COUNTER_TTL_SECONDS = 10 * 365 * 86_400;

const FENCE = 'fence:';
const EVERYTHING: Moved = { access: true, unread: true };

/**
 * Tells whether a state-changing call changed anything a cached answer is made of (decision 0002),
 * so that only such a call makes every process forget what it holds. The database announces every
 * such change at commit (the triggers of migrations 0001 and 0004) on the change feed, and delivers
 * announcements in commit order; so after its last commit a call sends its own marker on the
 * channel and, once the marker comes back, every announcement of what it committed has arrived. If
 * none arrived since the call began, it changed nothing cached. Announcements of other writers in
 * that window count too (the answer is "may have changed", never "did not" when unsure); a feed
 * that is down, or a marker not back in time, counts as everything changed.
 */
export class ChangeFence {
  private accessSeen = 0;
  private unreadSeen = 0;
  private online = false;
  private outages = 0;
  private sent = 0;
  private readonly waiting = new Map<string, () => void>();
  private readonly prefix = `${FENCE}${randomBytes(6).toString('hex')}:`;

  constructor(
    /** Sends a payload on the change feed's channel (`pg_notify`). */
    private readonly send: (payload: string) => Promise<unknown>,
    private readonly timeoutMs = 2_000,
  ) {}

  /**
   * A payload heard on the feed: a marker (this process's resolves its wait; others' change
   * nothing), a change to messages (counts only) or any other table (access).
   */
  heard(payload: string): 'marker' | 'unread' | 'access' {
    if (payload.startsWith(FENCE)) {
      this.waiting.get(payload)?.();
      return 'marker';
    }
    if (payload === 'messages') {
      this.unreadSeen++;
      return 'unread';
    }
    this.accessSeen++;
    return 'access';
  }

  setOnline(online: boolean): void {
    if (this.online && !online) this.outages++;
    this.online = online;
    if (!online) for (const resolve of this.waiting.values()) resolve();
  }

  /** Call when a state-changing call begins. */
  mark(): FenceMark | null {
    return this.online ? { access: this.accessSeen, unread: this.unreadSeen, outages: this.outages } : null;
  }

  /** Call after the call's last commit, before its answer leaves. */
  async settle(mark: FenceMark | null): Promise<Moved> {
    if (!mark || !this.online) return EVERYTHING;
    const payload = `${this.prefix}${++this.sent}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((resolve) => {
      this.waiting.set(payload, () => resolve(this.online));
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    try {
      await this.send(payload);
      if (!(await back)) return EVERYTHING;
    } catch {
      return EVERYTHING;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(payload);
    }
    if (this.outages !== mark.outages) return EVERYTHING;
    return { access: this.accessSeen !== mark.access, unread: this.unreadSeen !== mark.unread };
  }
}
