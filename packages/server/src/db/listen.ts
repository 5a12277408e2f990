import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ChangeFeed {
  /** Called for every notification on the channel, with its payload (the changed table's name). */
  onNotify: (payload: string) => void;
  /** false when notifications may be missed (connection lost), true once listening again. */
  onState: (online: boolean) => void;
  onError?: (err: unknown) => void;
}

export type StopListening = () => Promise<void>;

/** Heartbeats on the feed: one every `everyMs`; one not heard back by the next counts as lost. */
export const HEARTBEAT_MS = 5_000;
const HEARTBEAT = 'heartbeat:';

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries); reconnects. A silently
 * dead connection (half-open TCP, a pooler that dropped the LISTEN) would otherwise look healthy, so
 * the connection notifies itself every `heartbeatMs` and the feed counts as lost when one of those
 * notifications has not come back by the next.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  feed: ChangeFeed,
  heartbeatMs = HEARTBEAT_MS,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let beat: NodeJS.Timeout | null = null;
  /** The heartbeat sent and not heard back yet. */
  let awaiting: string | null = null;
  const mine = `${HEARTBEAT}${randomBytes(6).toString('hex')}:`;
  let beats = 0;

  const lost = (err?: unknown) => {
    if (err) feed.onError?.(err);
    feed.onState(false);
    if (beat) clearInterval(beat);
    beat = null;
    awaiting = null;
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.on('error', () => {}); // a late socket error of a connection being dropped
    dead?.end().catch(() => {});
    if (!stopped && !retry) retry = setTimeout(connect, 1000).unref();
  };

  async function connect() {
    retry = null;
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on('notification', (msg) => {
      const payload = msg.payload ?? '';
      if (payload === awaiting) awaiting = null;
      if (!payload.startsWith(HEARTBEAT)) feed.onNotify(payload); // other processes' heartbeats change nothing
    });
    next.on('error', (err) => client === next && lost(err));
    next.on('end', () => client === next && !stopped && lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client !== next) return;
      feed.onState(true);
      beat = setInterval(() => heartbeat(next), heartbeatMs).unref();
    } catch (err) {
      if (client === next) lost(err);
    }
  }

  function heartbeat(on: pg.Client) {
    if (client !== on) return;
    if (awaiting) return lost(new Error(`change feed: heartbeat ${awaiting} not heard back`));
    beats += 1;
    awaiting = `${mine}${beats}`;
    on.query('select pg_notify($1, $2)', [channel, awaiting]).catch((err) => client === on && lost(err));
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (beat) clearInterval(beat);
    const last = client;
    client = null;
    last?.removeAllListeners();
    last?.on('error', () => {});
    await last?.end().catch(() => {});
  };
}

/** The embedded database lives in this process only; its notifications cannot be missed. */
export async function listenPglite(db: PGlite, channel: string, feed: ChangeFeed): Promise<StopListening> {
  const unsubscribe = await db.listen(channel, (payload) => feed.onNotify(payload));
  feed.onState(true);
  return () => unsubscribe();
}
