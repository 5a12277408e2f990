/**
 * The inbox of a person with 100,000 messages (issue 11: ≤ 20 ms p99 at 50 connections). Gives the
 * demo editor (`reviewer`) 100,000 messages (one in ten unread) unless they have them, then pages
 * the inbox as people do: the first pages, unread only, one kind, a deep page.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/inbox.ts [--connections 50] [--duration 15]
 * (data set first: bench/generate.ts --reset)
 */
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import { API_BASE, type BenchSession, sessionHeaders } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    port: { type: 'string', default: '8096' },
    messages: { type: 'string', default: '100000' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const wanted = Number(values.messages);

const PATHS = [
  '/sys/message/list?page=1&pageSize=20',
  '/sys/message/list?page=2&pageSize=20',
  '/sys/message/list?page=1&pageSize=20&read=false',
  '/sys/message/list?page=1&pageSize=20&kind=announcement',
  '/sys/message/list?page=50&pageSize=20',
  '/sys/message/unread?perId=',
];

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const [person] = (await client.query(`select id, press_id from users where account = 'reviewer'`)).rows;
if (!person) throw new Error('no demo editor: generate the data set first (bench/generate.ts --reset)');
const have = (
  await client.query('select count(*)::int as n from messages where recipient_id = $1', [person.id])
).rows[0].n as number;
if (have < wanted) {
  await client.query(
    `insert into messages (press_id, recipient_id, kind, title, content, link, read_at, created_at)
     select $1, $2,
       (array['system','announcement','reminder','feedback','conversation'])[1 + g % 5],
       '稿件 BENCH-' || g || ' 有新动态', '第 ' || g || ' 条消息的正文，用于收件箱压力测试。',
       case when g % 3 = 0 then '/operation/articleDetail?id=' || g end,
       case when g % 10 = 0 then null else now() - (g || ' minutes')::interval end,
       now() - (g || ' minutes')::interval
     from generate_series(1, $3::int) g`,
    [person.press_id, person.id, wanted - have],
  );
  await client.query('analyze messages');
}
await client.end();

function run(opts: Options): Promise<Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));
}

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
try {
  const publicKey = await fetchPublicKey(server.url);
  const [session] = (await loginMany(server.url, publicKey, ['reviewer'], BENCH_PASSWORD)) as [BenchSession];
  let next = 0;
  const result = await run({
    url: server.url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const p = PATHS[next++ % PATHS.length]!;
          return {
            ...req,
            path: `${API_BASE}${p.endsWith('perId=') ? `${p}${person.id}` : p}`,
            headers: sessionHeaders(session),
          };
        },
        onResponse: (_s, _b, _c, headers) => {
          if (typeof headers.authorization === 'string') session.token = headers.authorization;
        },
      },
    ],
  });
  const summary = {
    messages: Math.max(have, wanted),
    connections: Number(values.connections),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    pass: result.latency.p99 <= 20 && result.non2xx === 0 && result.errors === 0,
  };
  console.log(`[inbox] ${JSON.stringify(summary)}`);
  console.log(writeResult('inbox', { paths: PATHS, summary }));
} finally {
  await server.stop();
}
