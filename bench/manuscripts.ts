/**
 * The manuscript list at a million rows (issue 10, docs/performance.md): ours (signed call, session,
 * permission, press scope, each row's actions, exact totals) against the bare yardstick route
 * (bench/bare/server.ts: Fastify + pg, rows then count(*)), the same requests in the same run, and the
 * server's memory while it serves.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/manuscripts.ts [--connections 50] [--duration 15]
 * (data set first: bench/generate.ts --reset, then bench/generateManuscripts.ts)
 */
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { startBare } from './lib/bare.ts';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { machine, writeResult } from './lib/report.ts';
import { rssMb } from './lib/rss.ts';
import { startServer } from './lib/server.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import { API_BASE, type BenchSession, sealS1, sessionHeaders } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    port: { type: 'string', default: '8094' },
    'bare-port': { type: 'string', default: '8095' },
    only: { type: 'string', default: 'status,statuses,keyword,actions' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

/** What the scenarios ask, as query strings both routes understand. */
const SCENARIOS: Record<string, (i: number) => string> = {
  /** One status, pages 1 to 50 (the queue a clerk works through). */
  status: (i) => `status=230&page=${1 + (i % 50)}`,
  /** A different status each time, first pages. */
  statuses: (i) => `status=${[0, 10, 60, 90, 230, 240, 400][i % 7]}&page=${1 + (i % 3)}`,
  /** A title keyword (the bare route: ILIKE over a trigram index). */
  keyword: (i) => `keyword=${encodeURIComponent(['神经网络', '冬小麦', '学术不端', '古籍文字'][i % 4]!)}`,
};

/**
 * A workflow action with its event and side effect: the press administrator waives the prepaid fee
 * of manuscripts waiting at 0, each once (a manuscript moves on after it), through the signed call.
 */
async function actions(url: string, session: BenchSession) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const waiting = (
    await client.query<{ id: number; version: number }>(
      `select id, version from manuscripts where status = 0 and press_id = 1 order by id`,
    )
  ).rows;
  await client.end();
  let next = 0;
  const res = await run({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const m = waiting[next++];
          if (!m) throw new Error('no manuscript left at 0: generate the data set again');
          return {
            ...req,
            path: `${API_BASE}/sys/article/waiveFee`,
            headers: { ...sessionHeaders(session), 'content-type': 'application/json' },
            body: sealS1(session, { id: m.id, version: m.version, note: '压测减免' }),
          };
        },
        onResponse: (_s, _b, _c, headers) => {
          if (typeof headers.authorization === 'string') session.token = headers.authorization;
        },
      },
    ],
  });
  const row = {
    scenario: 'actions',
    side: 'ours',
    rps: Math.round(res.requests.average),
    p50: res.latency.p50,
    p99: res.latency.p99,
    non2xx: res.non2xx,
    errors: res.errors,
    applied: next,
  };
  console.log(JSON.stringify(row));
  return row;
}

function run(opts: Options): Promise<Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

// The yardstick's keyword search runs on a trigram index, as the issue measured it.
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await db.query('create extension if not exists pg_trgm');
await db.query(
  'create index if not exists bench_manuscripts_title_trgm on manuscripts using gin (title gin_trgm_ops)',
);
await db.end();

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
const bare = await startBare(Number(values['bare-port']), databaseUrl);
const results: Record<string, unknown>[] = [];
try {
  const publicKey = await fetchPublicKey(server.url);
  const [session] = (await loginMany(server.url, publicKey, ['pressadmin'], BENCH_PASSWORD)) as [
    BenchSession,
  ];
  for (const name of values.only.split(',')) {
    if (name === 'actions') {
      results.push(await actions(server.url, session));
      continue;
    }
    const query = SCENARIOS[name];
    if (!query) throw new Error(`unknown scenario ${name}`);
    for (const side of ['ours', 'bare'] as const) {
      let next = 0;
      let peak = 0;
      const sampler = setInterval(() => {
        if (side === 'ours') peak = Math.max(peak, rssMb(server.pid));
      }, 500);
      const url = side === 'ours' ? server.url : `http://127.0.0.1:${values['bare-port']}`;
      const res = await run({
        url,
        connections: Number(values.connections),
        duration: Number(values.duration),
        requests: [
          {
            method: 'GET',
            setupRequest: (req) =>
              side === 'ours'
                ? {
                    ...req,
                    path: `${API_BASE}/sys/article/list?${query(next++)}`,
                    headers: sessionHeaders(session),
                  }
                : { ...req, path: `/bare/list?${query(next++)}` },
            onResponse: (_s, _b, _c, headers) => {
              if (side === 'ours' && typeof headers.authorization === 'string')
                session.token = headers.authorization;
            },
          },
        ],
      });
      clearInterval(sampler);
      const row = {
        scenario: name,
        side,
        rps: Math.round(res.requests.average),
        p50: res.latency.p50,
        p99: res.latency.p99,
        non2xx: res.non2xx,
        errors: res.errors,
        ...(side === 'ours' ? { peakRssMb: peak } : {}),
      };
      results.push(row);
      console.log(JSON.stringify(row));
    }
  }
  writeResult('manuscripts', { machine: machine(), connections: Number(values.connections), results });
} finally {
  bare.kill('SIGTERM');
  await server.stop();
}
