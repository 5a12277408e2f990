/**
 * The review pipeline at a million manuscripts (issue 12, docs/performance.md): each stage's work
 * list and the editors' home counts under load (autocannon, signed calls as the web makes them), and
 * one-key allocation of 1,000 manuscripts timed end to end (the plan, then the allocations).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/review.ts [--connections 50] [--duration 10]
 * (data set first: bench/generate.ts --reset, then bench/generateManuscripts.ts, which allocates the
 * review stages' manuscripts; one-key allocation moves 1,000 of them, so generate again to repeat it)
 */
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { machine, writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import { API_BASE, type BenchSession, sealS1, sessionHeaders } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '8096' },
    only: { type: 'string', default: 'review,allocation,final,homeAudit,homeAllot,oneKey' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

/** Who asks, and what: the queues and homes as their people open them (first pages, pages on). */
const SCENARIOS: Record<string, { who: 'reviewer' | 'pressadmin'; path: (i: number) => string }> = {
  /** The first-review queue, "mine" (the demo reviewer holds a third of the press's). */
  review: { who: 'reviewer', path: (i) => `/sys/review/list?assignee=mine&page=${1 + (i % 5)}` },
  /** The first-review allocation queue, the whole press's, pages 1 to 20. */
  allocation: { who: 'pressadmin', path: (i) => `/sys/reviewAllocation/list?page=${1 + (i % 20)}` },
  /** The final-review queue, all of it, sorted by article number. */
  final: { who: 'reviewer', path: (i) => `/sys/finalAudit/list?sort=articleNo&page=${1 + (i % 5)}` },
  /** The editor home: every stage's count of my work and the first page behind it. */
  homeAudit: { who: 'reviewer', path: () => '/sys/articleHome/queryArticleAuditList' },
  /** The allocator's home: what waits, what I allocated that is open and past due. */
  homeAllot: { who: 'pressadmin', path: () => '/sys/articleHome/queryArticleAllotList' },
};

function run(opts: Options): Promise<Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

/** Calls one signed POST and answers its status, body and wall time. */
async function post(url: string, session: BenchSession, path: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${url}${API_BASE}${path}`, {
    method: 'POST',
    headers: { ...sessionHeaders(session), 'content-type': 'application/json' },
    body: sealS1(session, body),
  });
  const auth = res.headers.get('authorization');
  if (auth) session.token = auth;
  const text = await res.text();
  return { status: res.status, body: text, ms: Math.round(performance.now() - started) };
}

/** One-key allocation of 1,000 manuscripts waiting at first-review allocation in the demo press. */
async function oneKey(url: string, session: BenchSession) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const waiting = (
    await client.query<{ id: number; version: number }>(
      `select m.id, m.version from manuscripts m join users u on u.press_id = m.press_id
       where u.account = 'pressadmin' and m.status = 1 order by m.id limit 1000`,
    )
  ).rows;
  await client.end();
  if (waiting.length < 1000)
    throw new Error(`only ${waiting.length} manuscripts at 1: generate the data set again`);
  const path = '/sys/reviewAllocation/oneKeyAssign';
  const preview = await post(url, session, path, { items: waiting, preview: true });
  const applied = await post(url, session, path, { items: waiting, preview: false });
  const data = JSON.parse(applied.body).data as { results: { ok: boolean }[] | null; unassigned: number[] };
  const row = {
    scenario: 'oneKey',
    manuscripts: waiting.length,
    previewMs: preview.ms,
    applyMs: applied.ms,
    status: applied.status,
    allocated: data?.results?.filter((r) => r.ok).length ?? 0,
    unassigned: data?.unassigned.length ?? 0,
  };
  console.log(JSON.stringify(row));
  return row;
}

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
const results: Record<string, unknown>[] = [];
try {
  const publicKey = await fetchPublicKey(server.url);
  const sessions = (await loginMany(server.url, publicKey, ['reviewer', 'pressadmin'], BENCH_PASSWORD)) as [
    BenchSession,
    BenchSession,
  ];
  const as = { reviewer: sessions[0], pressadmin: sessions[1] };
  for (const name of values.only.split(',')) {
    if (name === 'oneKey') {
      results.push(await oneKey(server.url, as.pressadmin));
      continue;
    }
    const scenario = SCENARIOS[name];
    if (!scenario) throw new Error(`unknown scenario ${name}`);
    const session = as[scenario.who];
    let next = 0;
    const res = await run({
      url: server.url,
      connections: Number(values.connections),
      duration: Number(values.duration),
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `${API_BASE}${scenario.path(next++)}`,
            headers: sessionHeaders(session),
          }),
          onResponse: (_s, _b, _c, headers) => {
            if (typeof headers.authorization === 'string') session.token = headers.authorization;
          },
        },
      ],
    });
    const row = {
      scenario: name,
      rps: Math.round(res.requests.average),
      p50: res.latency.p50,
      p99: res.latency.p99,
      non2xx: res.non2xx,
      errors: res.errors,
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
  writeResult('review', { machine: machine(), connections: Number(values.connections), results });
} finally {
  await server.stop();
}
