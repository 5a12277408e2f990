/**
 * The finance home at a million orders (issue 13, docs/performance.md): the demo `finance` opens
 * /finance/index, whose figures (this month, every journal) and charts (income by journal and fee
 * type over 12 months) are two calls: timed as one person waiting for both, then each under load.
 * Target: the home (all figures and charts) ≤ 150 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/financeHome.ts [--rounds 30] [--connections 50] [--duration 10]
 * (data set first: bench/generate.ts --reset, then bench/generateManuscripts.ts; the first run adds a
 * paid prepaid order, its payment and its account entry for every manuscript past payment)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { ensureBooks, ensurePaidOrders } from './lib/orders.ts';
import { machine, writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { loadGet, settle, timeScreen } from './lib/signedLoad.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import type { BenchSession } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '8103' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const orders = await ensurePaidOrders(client);
await ensureBooks(client);
const { rows } = await client.query<{ n: string }>('select count(*) as n from account_monthly');
const monthlyRows = Number(rows[0]!.n);
await client.end();

/** This China month up to today, as the home opens. */
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const FIGURES = `/sys/finance/home?from=${today.slice(0, 8)}01&to=${today}`;
const CHARTS = '/sys/finance/charts';

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
const results: Record<string, unknown>[] = [];
try {
  const publicKey = await fetchPublicKey(server.url);
  const [finance] = (await loginMany(server.url, publicKey, ['finance'], BENCH_PASSWORD)) as [BenchSession];
  const rounds = Number(values.rounds);
  for (const [name, paths] of [
    ['home: figures and charts together', [FIGURES, CHARTS]],
    ['figures alone', [FIGURES]],
    ['charts alone', [CHARTS]],
  ] as const) {
    const row = { scenario: name, ...(await timeScreen(server.url, finance, [...paths], rounds)) };
    results.push(row);
    console.log(JSON.stringify(row));
  }
  for (const [name, path] of [
    ['charts', CHARTS],
    ['figures', FIGURES],
  ] as const) {
    await settle();
    const row = {
      scenario: `${name} under load`,
      ...(await loadGet(
        server.url,
        finance,
        () => path,
        Number(values.connections),
        Number(values.duration),
      )),
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
  writeResult('financeHome', { machine: machine(), orders, monthlyRows, results });
} finally {
  await server.stop();
}
