import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { listenPostgres } from './listen.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay to PostgreSQL that can go silent: `silence()` stops passing bytes on the connections
 * open now without closing them (what a half-open connection or a dropped LISTEN looks like to the
 * client); later connections pass normally.
 */
async function relay(target: URL) {
  const open = new Set<Socket>();
  const silent = new WeakSet<Socket>();
  const server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (d) => {
        if (!silent.has(client)) to.write(d);
      });
      from.on('error', () => {});
      from.on('close', () => to.destroy());
    }
    open.add(client);
    client.on('close', () => open.delete(client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no relay port');
  const relayed = new URL(target);
  relayed.host = `127.0.0.1:${address.port}`;
  return {
    url: relayed.toString(),
    silence: () => {
      for (const s of open) silent.add(s);
    },
    close: () => {
      for (const s of open) s.destroy();
      server.close();
    },
  };
}

describe.skipIf(!url)('change feed on PostgreSQL', () => {
  it('hears announcements, ignores its heartbeats, and notices a connection gone silent', async () => {
    const r = await relay(new URL(url!));
    const channel = `jb_feed_test_${process.pid}`;
    const states: boolean[] = [];
    let notified = 0;
    const stop = await listenPostgres(
      r.url,
      channel,
      { onNotify: () => notified++, onState: (s) => states.push(s), onError: () => {} },
      100,
    );
    try {
      expect(states).toEqual([true]);
      await new Promise((resolve) => setTimeout(resolve, 450)); // several heartbeats, all heard back
      expect(states).toEqual([true]);
      expect(notified).toBe(0);

      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query('select pg_notify($1, $2)', [channel, 'users']);
      await other.end();
      await vi.waitFor(() => expect(notified).toBe(1), { timeout: 2_000 });

      r.silence(); // the connection stays open but nothing comes back
      await vi.waitFor(() => expect(states).toEqual([true, false]), { timeout: 2_000, interval: 10 });
      await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 5_000, interval: 20 });
    } finally {
      await stop();
      r.close();
    }
  });
});
