/**
 * Load test of the access lists on the full data set (docs/performance.md): a platform operator
 * pages, sorts and filters 10,000 staff and 1,000,000 sign-in records. Target: p99 ≤ 50 ms.
 *
 *   npx tsx bench/lists.ts [--connections 10] [--duration 20]
 * (data set first: DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/generate.ts)
 */
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { machine, writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import { API_BASE, type BenchSession, sessionHeaders } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '20' },
    port: { type: 'string', default: '8091' },
  },
});

/** What clerks do on the two long lists: first pages, deep pages, other sorts, every filter. */
const PATHS = [
  '/sys/user/list?page=1&pageSize=20',
  '/sys/user/list?page=200&pageSize=20&sort=name&order=asc',
  '/sys/user/list?page=1&pageSize=50&sort=lastLoginAt&order=desc',
  '/sys/user/list?name=bench0042&pageSize=20',
  '/sys/user/list?phone=139&status=1&sort=account&order=asc',
  '/sys/loginRecord/list?page=1&pageSize=20',
  '/sys/loginRecord/list?page=100&pageSize=20',
  '/sys/loginRecord/list?sort=account&order=asc',
  '/sys/loginRecord/list?sort=ip&order=desc&pageSize=50',
  '/sys/loginRecord/list?person=bench00042',
  '/sys/loginRecord/list?ip=10.1.&result=wrongPassword',
  `/sys/loginRecord/list?from=${encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString())}`,
];

function run(opts: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const server = await startServer({
  port: Number(values.port),
  databaseUrl: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  workers: 1,
});
try {
  const publicKey = await fetchPublicKey(server.url);
  const [session] = (await loginMany(server.url, publicKey, ['platform'], BENCH_PASSWORD)) as [BenchSession];
  let next = 0;
  const result = await run({
    url: server.url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `${API_BASE}${PATHS[next++ % PATHS.length]}`,
          headers: sessionHeaders(session),
        }),
        onResponse: (_s, _b, _c, headers) => {
          if (typeof headers.authorization === 'string') session.token = headers.authorization;
        },
      },
    ],
  });
  const summary = {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    pass: result.latency.p99 <= 50 && result.non2xx === 0 && result.errors === 0,
  };
  console.log(`[lists] ${JSON.stringify(summary)}`);
  writeResult('lists', { machine: machine(), paths: PATHS, summary });
} finally {
  await server.stop();
}
