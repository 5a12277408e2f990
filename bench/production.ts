/**
 * The production queues and issue views at a million manuscripts (issue 23's "Speed",
 * docs/performance.md): each list as its screen asks it, one person alone and then under load
 * (signed calls, autocannon), beside the bare yardstick route (bench/bare/server.ts) where there is
 * one, with the server's peak RSS; then a 60-manuscript issue moved one step (proof confirmation →
 * to press), issue by issue. Targets: ≥ 500 req/s and p99 ≤ 200 ms at 50 connections; a move ≤ 300 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/production.ts [--connections 50] [--duration 10]
 * (data set first: bench/generate.ts --reset, then bench/generateManuscripts.ts, which places the
 * production statuses in issues; each run moves `--moves` issues on, so generate again to repeat it)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBare } from './lib/bare.ts';
import { DEFAULT_DATABASE_URL } from './lib/config.ts';
import { generateProductionSet } from './lib/productionSet.ts';
import { writeResult } from './lib/report.ts';
import { sampleRss } from './lib/rss.ts';
import { startServer } from './lib/server.ts';
import { loadGet, settle, timeScreen } from './lib/signedLoad.ts';
import { signInAll } from './lib/signIn.ts';
import { API_BASE, type BenchSession, sealS1, sessionHeaders } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '10' },
    settle: { type: 'string', default: '10' },
    moves: { type: 'string', default: '5' },
    port: { type: 'string', default: '8103' },
    'bare-port': { type: 'string', default: '8104' },
    only: { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const TARGET = { rps: 500, p99: 200, moveMs: 300 };

/** The demo press, its journal with the most bench manuscripts, an issue in typesetting and one at mailing. */
async function scope(client: pg.Client) {
  const q = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0];
  const { press_id: pressId } = await q(`select press_id from users where account = 'pressadmin'`);
  const { journal_id: journalId } = await q(
    `select journal_id from manuscripts where press_id = $1 and article_no like 'B%'
     group by 1 order by count(*) desc limit 1`,
    [pressId],
  );
  const issueAt = async (statuses: number[]) =>
    (
      await q(
        `select p.issue_id from issue_placements p join manuscripts m on m.id = p.manuscript_id
         where m.journal_id = $1 and m.status = any($2::int[]) group by 1 order by count(*) desc, 1 limit 1`,
        [journalId, statuses],
      )
    )?.issue_id as number | undefined;
  return {
    pressId: pressId as number,
    journalId: journalId as number,
    typesettingIssue: await issueAt([110, 120, 130, 140, 150, 160, 170, 180]),
    mailingIssue: await issueAt([220]),
  };
}

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await generateProductionSet(db);
const s = await scope(db);

type Who = 'pressadmin' | 'paiban';
interface Scenario {
  who: Who;
  path: (i: number) => string;
  /** The yardstick's naive query of the same rows, when the earlier list benches have one. */
  bare?: (i: number) => string;
}
const J = s.journalId;
const page = (i: number, pages = 5) => 1 + (i % pages);
const typesettingView = (view: string, statuses: string): Scenario => ({
  who: 'pressadmin',
  path: (i) => `/sys/artProof/list?view=${view}&journalId=${J}&page=${page(i)}`,
  bare: (i) => `/bare/list?journal=${J}&statuses=${statuses}&page=${page(i)}`,
});
const issueList = (path: string, statuses: string): Scenario => ({
  who: 'pressadmin',
  path: (i) => `${path}${path.includes('?') ? '&' : '?'}journalId=${J}&page=${page(i, 3)}`,
  bare: (i) => `/bare/issues?journal=${J}&statuses=${statuses}&page=${page(i, 3)}`,
});
const SCENARIOS: Record<string, Scenario> = {
  /** 排期: the accepted queue of the journal, by acceptance date. */
  scheduling: {
    who: 'pressadmin',
    path: (i) => `/sys/scheduling/list?journalId=${J}&page=${page(i)}`,
    bare: (i) => `/bare/list?journal=${J}&status=90&page=${page(i)}`,
  },
  /** 排期: the journal's issues with their pages and article counts (the issue picker). */
  schedulingIssues: { who: 'pressadmin', path: () => `/sys/scheduling/issues?journalId=${J}` },
  /** 排期: an issue's contents with page ranges and orders (an issue in typesetting). */
  contents: { who: 'pressadmin', path: () => `/sys/scheduling/contents?issueId=${s.typesettingIssue}` },
  /** 发排校对: to dispatch, in typesetting, at a proof, finished (completePage). */
  dispatch: typesettingView('toDispatch', '100'),
  typesetting: typesettingView('typesetting', '110,120,140,160,180'),
  proofs: typesettingView('proofs', '130,150,170'),
  completePage: {
    who: 'pressadmin',
    path: (i) => `/sys/artProof/completePage?journalId=${J}&page=${page(i)}`,
    bare: (i) => `/bare/list?journal=${J}&statuses=190,200,205,209,210,220,230,240&page=${page(i)}`,
  },
  /** The typesetter's desk (我的排版): only what was dispatched to the demo typesetter, every journal. */
  desk: { who: 'paiban', path: (i) => `/sys/artProof/list?view=typesetting&page=${page(i)}` },
  /** 发排校对: the journal's issues with articles in typesetting or finished. */
  periodList: { who: 'pressadmin', path: () => `/sys/artProof/periodList?journalId=${J}` },
  /** 在线编辑: the manuscripts whose layout can still change, newest correction first. */
  onlineEdit: {
    who: 'pressadmin',
    path: (i) => `/sys/onlineEdit/list?journalId=${J}&page=${page(i)}`,
    bare: (i) => `/bare/list?journal=${J}&statuses=100,110,120,130,140,150,160,170,180&page=${page(i)}`,
  },
  /** 出片改片, 清样确认, 印刷: the journal's issues by stage; the printed ones. */
  film: issueList('/sys/OutFilm/issues?stage=film', '190,200'),
  confirmation: issueList('/sys/OutFilm/issues?stage=confirmation', '205'),
  printing: issueList('/sys/OutFilm/issues?stage=printing', '209,210'),
  printingComplete: {
    who: 'pressadmin',
    path: (i) => `/sys/OutFilm/queryPrintingCompleteList?journalId=${J}&page=${page(i)}`,
  },
  /** 邮寄发行: the journal's issues at mailing and after; one issue's recipients and parcels. */
  mailing: issueList('/sys/mailing/issues', '220,230,240'),
  mailingDetail: { who: 'pressadmin', path: () => `/sys/mailing/detail?issueId=${s.mailingIssue}` },
  /** 终版文件: the journal's issues ready to publish, published, archived. */
  publishReady: issueList('/sys/publication/issues?stage=ready', '220'),
  published: issueList('/sys/publication/issues?stage=published', '230'),
  archived: issueList('/sys/publication/issues?stage=archived', '240'),
};

/** Moves issues at proof confirmation (205) to press (209) one at a time: each move's wall time. */
async function moves(url: string, session: BenchSession, count: number) {
  const issues = (
    await db.query<{ issue_id: number; n: number }>(
      `select p.issue_id, count(*)::int as n from issue_placements p join manuscripts m on m.id = p.manuscript_id
       where m.press_id = $1 group by 1 having min(m.status) = 205 and max(m.status) = 205
       order by count(*) desc, 1 limit $2`,
      [s.pressId, count],
    )
  ).rows;
  if (issues.length === 0) throw new Error('no issue at 205 left: generate the data set again');
  const rows = [];
  for (const { issue_id: issueId, n } of issues) {
    const started = performance.now();
    const res = await fetch(`${url}${API_BASE}/sys/OutFilm/pressting`, {
      method: 'PUT',
      headers: { ...sessionHeaders(session), 'content-type': 'application/json' },
      body: sealS1(session, { issueId }),
    });
    const auth = res.headers.get('authorization');
    if (auth) session.token = auth;
    const text = await res.text();
    const ms = Math.round(performance.now() - started);
    if (res.status !== 200) throw new Error(`pressting ${issueId}: ${res.status} ${text.slice(0, 300)}`);
    rows.push({ issueId, articles: n, ms });
  }
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  return {
    scenario: 'moveIssue (205 → 209)',
    issues: rows.length,
    articles: rows.map((r) => r.articles).join(','),
    p50: ms[Math.floor(ms.length / 2)],
    max: ms.at(-1),
    met: ms.at(-1)! <= TARGET.moveMs,
    each: rows,
  };
}

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
const bare = await startBare(Number(values['bare-port']), databaseUrl, s.pressId);
const bareUrl = `http://127.0.0.1:${values['bare-port']}`;
const results: Record<string, unknown>[] = [];
try {
  const [pressadmin, paiban] = (await signInAll(server.url, ['pressadmin', 'paiban'])) as [
    BenchSession,
    BenchSession,
  ];
  const as: Record<Who, BenchSession> = { pressadmin, paiban };
  const names = values.only?.split(',') ?? [...Object.keys(SCENARIOS), 'move'];
  const [connections, duration] = [Number(values.connections), Number(values.duration)];
  for (const name of names) {
    if (name === 'move') {
      // The list load before it may leave requests running in the server past the settle pause (a
      // first move once queued 10 s behind them): wait until a small read answers at once.
      await settle(Number(values.settle) * 1000);
      for (let tries = 0; tries < 30; tries += 1) {
        const probe = await timeScreen(server.url, pressadmin, [SCENARIOS.confirmation!.path(0)], 3);
        if (probe.p50 < 100) break;
        await settle(2000);
      }
      results.push(await moves(server.url, pressadmin, Number(values.moves)));
      continue;
    }
    const scenario = SCENARIOS[name];
    if (!scenario) throw new Error(`unknown scenario ${name}`);
    const session = as[scenario.who];
    await settle(Number(values.settle) * 1000);
    const alone = await timeScreen(server.url, session, [scenario.path(0)], Number(values.rounds));
    const rss = sampleRss(server.pid);
    const ours = await loadGet(server.url, session, scenario.path, connections, duration);
    const peakRssMb = rss.stop();
    const met = ours.rps >= TARGET.rps && ours.p99 <= TARGET.p99 && ours.non2xx === 0 && ours.errors === 0;
    const row: Record<string, unknown> = {
      scenario: name,
      path: scenario.path(0),
      aloneP50: alone.p50,
      aloneP99: alone.p99,
      ...ours,
      peakRssMb,
      met,
    };
    if (scenario.bare) {
      await settle(Number(values.settle) * 1000);
      const b = await loadGet(bareUrl, null, scenario.bare, connections, duration);
      Object.assign(row, { bareRps: b.rps, bareP99: b.p99, bareNon2xx: b.non2xx });
    }
    results.push(row);
    console.log(JSON.stringify(row));
  }
  console.table(results.filter((r) => !('each' in r)).map(({ path: _p, ...r }) => r));
  console.table(results.filter((r) => 'each' in r).map(({ each: _e, ...r }) => r));
  const file = writeResult('production', { connections, duration, scope: s, target: TARGET, results });
  console.log(`written ${file}`);
} finally {
  bare.kill('SIGTERM');
  await server.stop();
  await db.end();
}
