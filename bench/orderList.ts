/**
 * The order list at a million orders (issue 13, docs/performance.md): the demo `finance` pages
 * /finance/orderList under load (autocannon, signed calls as the web makes them): the default first
 * page, a filtered page (journal, paid, ordered in one month), and the page a chart's bar opens
 * (journal, money received in one month). Target: p99 ≤ 40 ms at 50 connections.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/orderList.ts [--connections 50] [--duration 10]
 * (data set first: bench/generate.ts --reset, then bench/generateManuscripts.ts; the first run adds a
 * paid prepaid order, its payment and its account entry for every manuscript past payment)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { ensureBooks, ensurePaidOrders, financeScope } from './lib/orders.ts';
import { machine, writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { loadGet, settle, timeScreen } from './lib/signedLoad.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import type { BenchSession } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '8102' },
    only: { type: 'string', default: 'first,filtered,paidMonth' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const orders = await ensurePaidOrders(client);
await ensureBooks(client);
const { journalId } = await financeScope(client);
await client.end();

/** A month a year back: its first and last day. */
const month = (() => {
  const d = new Date();
  const y = d.getUTCFullYear() - 1;
  const m = d.getUTCMonth() + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${last}` };
})();

const SCENARIOS: Record<string, (i: number) => string> = {
  /** What the screen opens on: every order, newest first, 20 a page. */
  first: () => '/sys/order/list?page=1&pageSize=20',
  /** One journal's paid orders made in one month. */
  filtered: () =>
    `/sys/order/list?page=1&pageSize=20&journalId=${journalId}&payStatus=1&createdFrom=${month.from}&createdTo=${month.to}`,
  /** What a chart's bar opens: one journal's orders with money received in one month. */
  paidMonth: () =>
    `/sys/order/list?page=1&pageSize=20&journalId=${journalId}&paidFrom=${month.from}&paidTo=${month.to}`,
};

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
const results: Record<string, unknown>[] = [];
try {
  const publicKey = await fetchPublicKey(server.url);
  const [finance] = (await loginMany(server.url, publicKey, ['finance'], BENCH_PASSWORD)) as [BenchSession];
  for (const name of values.only.split(',')) {
    const path = SCENARIOS[name];
    if (!path) throw new Error(`unknown scenario ${name}`);
    await settle();
    // One person paging alone first (the cost of a request), then 50 connections.
    const alone = { scenario: `${name} alone`, ...(await timeScreen(server.url, finance, [path(0)], 10)) };
    const row = {
      scenario: name,
      path: path(0),
      ...(await loadGet(server.url, finance, path, Number(values.connections), Number(values.duration))),
    };
    results.push(alone, row);
    console.log(JSON.stringify(alone));
    console.log(JSON.stringify(row));
  }
  writeResult('orderList', { machine: machine(), orders, results });
} finally {
  await server.stop();
}
