/**
 * The manuscript list on the embedded database (issue 10: "on the embedded database with 100,000
 * manuscripts: the list ≤ 50 ms per call"). Makes a PGlite data folder once (migrations, the demo
 * seed, then bench/lib/manuscriptSet.ts with 100,000 manuscripts), starts the real server on it as
 * `npm start` does (no DATABASE_URL) and times the list's calls one at a time, as one clerk makes them.
 *
 *   npx tsx bench/pgliteList.ts [--manuscripts 100000] [--rounds 40] [--fresh]
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seedDemo } from '../packages/server/src/db/seed/demo.ts';
import { diskStore } from '../packages/server/src/platform/files/blobStore.ts';
import { BENCH_PASSWORD } from './lib/config.ts';
import { generateManuscriptSet, type SqlClient } from './lib/manuscriptSet.ts';
import { BENCH_DIR, machine, writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import { API_BASE, type BenchSession, sessionHeaders } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    manuscripts: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '40' },
    port: { type: 'string', default: '8097' },
    fresh: { type: 'boolean', default: false },
  },
});
const N = Number(values.manuscripts);
const dataDir = path.join(BENCH_DIR, '.data', `pglite-list-${N}`);
const pgliteDir = path.join(dataDir, 'pglite');

/** The generator's SQL over PGlite: text with parameters as a query, plain scripts through exec. */
function pgliteClient(pglite: PGlite): SqlClient {
  return {
    async query(text, params = []) {
      if (params.length > 0) {
        const r = await pglite.query(text, params);
        return { rows: r.rows as unknown[], rowCount: r.affectedRows ?? null };
      }
      const results = await pglite.exec(text);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as unknown[], rowCount: last?.affectedRows ?? null };
    },
  };
}

async function makeDataSet(): Promise<void> {
  if (values.fresh) rmSync(dataDir, { recursive: true, force: true });
  if (existsSync(path.join(dataDir, 'ready'))) return;
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  mkdirSync(pgliteDir, { recursive: true });
  const pglite = new PGlite(pgliteDir);
  const database = openDatabase({ pglite });
  await database.migrate();
  await seedDemo(database.db, diskStore(path.join(dataDir, 'files')));
  await generateManuscriptSet(pgliteClient(pglite), N, Math.max(1000, Math.round(N / 10)));
  await database.close();
  writeFileSync(path.join(dataDir, 'ready'), new Date().toISOString());
  console.log(`data set made in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** What a clerk asks the list, one call at a time. */
const SCENARIOS: Record<string, (i: number) => string> = {
  /** The screen as it opens: every manuscript, newest first. */
  first: () => 'page=1&pageSize=20',
  /** One status, pages 1 to 20 (working through a queue). */
  status: (i) => `status=230&page=${1 + (i % 20)}&pageSize=20`,
  /** A different status each time. */
  statuses: (i) => `status=${[0, 10, 60, 90, 230, 240, 400][i % 7]}&page=1&pageSize=20`,
  /** A two-character and a longer Chinese word in titles, names and numbers. */
  keyword: (i) =>
    `keyword=${encodeURIComponent(['神经', '冬小麦', '学术不端', '古籍'][i % 4]!)}&page=1&pageSize=20`,
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

await makeDataSet();
const opening = performance.now();
const server = await startServer({
  port: Number(values.port),
  databaseUrl: '',
  workers: 1,
  dataDir,
  startSeconds: 600,
});
console.log(`server answered after ${Math.round((performance.now() - opening) / 1000)} s`);
const results: Record<string, unknown>[] = [];
try {
  const publicKey = await fetchPublicKey(server.url);
  const [session] = (await loginMany(server.url, publicKey, ['pressadmin'], BENCH_PASSWORD)) as [
    BenchSession,
  ];
  for (const [name, query] of Object.entries(SCENARIOS)) {
    const times: number[] = [];
    let total = 0;
    // Two warm-up calls (the first reads pages from disk into PGlite's buffers), then the rounds.
    for (let i = -2; i < Number(values.rounds); i++) {
      const t = performance.now();
      const res = await fetch(`${server.url}${API_BASE}/sys/article/list?${query(Math.max(0, i))}`, {
        headers: sessionHeaders(session),
      });
      const token = res.headers.get('authorization');
      if (token) session.token = token;
      const body = (await res.json()) as { code: number; data?: { total: number } };
      if (res.status !== 200 || body.code !== 200)
        throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 0) times.push(performance.now() - t);
      total = body.data?.total ?? 0;
    }
    times.sort((a, b) => a - b);
    const row = {
      scenario: name,
      rounds: times.length,
      total,
      p50: Math.round(percentile(times, 50)),
      p99: Math.round(percentile(times, 99)),
      max: Math.round(times.at(-1)!),
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
  writeResult('pgliteList', { machine: machine(), manuscripts: N, results });
} finally {
  await server.stop();
}
