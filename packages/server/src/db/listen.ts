import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ChangeFeed {
  /** Called for every notification on the channel. */
  onNotify: () => void;
  /** false when notifications may be missed (connection lost), true once listening again. */
  onState: (online: boolean) => void;
  onError?: (err: unknown) => void;
}

export type StopListening = () => Promise<void>;

/** LISTEN on a dedicated connection (a pooled one would be handed to queries); reconnects. */
export async function listenPostgres(url: string, channel: string, feed: ChangeFeed): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (err?: unknown) => {
    if (err) feed.onError?.(err);
    feed.onState(false);
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
    next.on('notification', () => feed.onNotify());
    next.on('error', (err) => client === next && lost(err));
    next.on('end', () => client === next && !stopped && lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client === next) feed.onState(true);
    } catch (err) {
      if (client === next) lost(err);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    last?.removeAllListeners();
    last?.on('error', () => {});
    await last?.end().catch(() => {});
  };
}

/** The embedded database lives in this process only; its notifications cannot be missed. */
export async function listenPglite(db: PGlite, channel: string, feed: ChangeFeed): Promise<StopListening> {
  const unsubscribe = await db.listen(channel, () => feed.onNotify());
  feed.onState(true);
  return () => unsubscribe();
}
