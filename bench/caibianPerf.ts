/**
 * Acquisition-editor performance (采编绩效, issue 13, docs/performance.md) at a million orders: the
 * totals of a whole year (GET /sys/caibianPerf/list) as the demo `finance` reads them, one at a time
 * and under load (autocannon, signed calls as the web makes them), then the orders behind one
 * editor's year; and EXPLAIN ANALYZE of the two statements the totals run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/caibianPerf.ts [--connections 10,50] [--duration 10]
 *
 * Data set first: bench/generate.ts --reset, then bench/generateManuscripts.ts. The first run adds a
 * paid prepaid order for every generated manuscript past payment (as bench/remittances.ts does:
 * ~1,000,000 orders), then makes 20 of the demo press's bench users acquisition editors, has them
 * refer one in four of the press's generated manuscripts (and their orders), sets the press's
 * commission rules, and pays every editor's commission month by month up to the month before last,
 * as finance would have (one payment per editor and month, each order once).
 */
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { machineBusy } from './lib/cpu.ts';
import { ensurePaidOrders } from './lib/orders.ts';
import { machine, writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import { API_BASE, type BenchSession, sessionHeaders } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10,50' },
    duration: { type: 'string', default: '10' },
    single: { type: 'string', default: '30' },
    port: { type: 'string', default: '8098' },
    'reset-referrals': { type: 'boolean', default: false },
    quiet: { type: 'string', default: '25' },
    'quiet-wait': { type: 'string', default: '300' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const EDITORS = 20;

/** The demo press's editors, referrals, rules and past commission payments (once). */
async function ensureReferrals(client: pg.Client) {
  const started = performance.now();
  const { rows } = await client.query<{ press: number; finance: number }>(
    `select press_id as press, id as finance from users where account = 'finance'`,
  );
  const { press, finance } = rows[0]!;
  if (values['reset-referrals']) await resetReferrals(client, press);
  const done = await client.query(
    `select 1 from manuscripts where press_id = $1 and article_no like 'B%' and referrer_id is not null limit 1`,
    [press],
  );
  if (done.rowCount) return press;
  await client.query('begin');
  // 20 bench users of the press hold the acquisition editor's role.
  const editors = await client.query<{ id: number }>(
    `with picked as (
       select id from users where press_id = $1 and account like 'bench%' order by id limit ${EDITORS}
     ), granted as (
       insert into user_roles (user_id, role_id)
       select p.id, r.id from picked p join roles r on r.press_id = $1 and r.code = 'acquisitionEditor'
       on conflict do nothing
     )
     select id from picked order by id`,
    [press],
  );
  const ids = editors.rows.map((e) => e.id);
  await client.query(
    `update manuscripts set referrer_id = ($2::int[])[(1 + (id / 4) % ${ids.length})::int]
     where press_id = $1 and article_no like 'B%' and id % 4 = 0 and referrer_id is null`,
    [press, ids],
  );
  await client.query(
    `update orders o set referrer_id = m.referrer_id from manuscripts m
     where m.id = o.manuscript_id and m.press_id = $1 and m.referrer_id is not null and o.referrer_id is null`,
    [press],
  );
  // Data sets made before orders kept when they were paid: paid when made.
  await client.query(
    'update orders set paid_at = created_at where press_id = $1 and pay_status = 1 and paid_at is null',
    [press],
  );
  await client.query(
    `insert into commission_rules (press_id, fee_type, kind, rate_bp, fixed_fen)
     values ($1, 1, 1, 500, 0), ($1, 2, 1, 300, 0), ($1, 3, 2, 0, 20000), ($1, 4, 1, 1000, 0)
     on conflict do nothing`,
    [press],
  );
  // Every editor paid month by month (China months) up to the month before last.
  await client.query(
    `create temp table paid_months on commit drop as
     select o.id as order_id, o.referrer_id as editor_id,
       date_trunc('month', o.paid_at at time zone 'Asia/Shanghai')::date as month,
       (o.paid_fen::bigint * 500 + 5000) / 10000 as commission
     from orders o
     where o.press_id = $1 and o.referrer_id is not null and o.fee_type = 1 and o.paid_at is not null
       and o.paid_at < date_trunc('month', now() at time zone 'Asia/Shanghai') - interval '1 month'`,
    [press],
  );
  await client.query(
    `insert into commission_payments (press_id, editor_id, period_from, period_to, amount_fen, order_count,
       voucher_note, paid_by, created_at)
     select $1, editor_id, month, (month + interval '1 month - 1 day')::date, sum(commission), count(*),
       'bench', $2, month + interval '1 month 5 days'
     from paid_months group by editor_id, month`,
    [press, finance],
  );
  await client.query(
    `insert into commission_payment_orders (payment_id, order_id, commission_fen)
     select p.id, m.order_id, m.commission from paid_months m
     join commission_payments p on p.press_id = $1 and p.editor_id = m.editor_id and p.period_from = m.month`,
    [press],
  );
  await client.query('commit');
  await client.query('vacuum analyze orders, manuscripts, commission_payments, commission_payment_orders');
  console.log(`referrals, rules and past payments made in ${Math.round(performance.now() - started)} ms`);
  return press;
}

/** Undoes ensureReferrals (the bench's payments, referrals and rules), to make them again. */
async function resetReferrals(client: pg.Client, press: number) {
  await client.query('begin');
  await client.query(
    `delete from commission_payment_orders where payment_id in
       (select id from commission_payments where press_id = $1 and voucher_note = 'bench')`,
    [press],
  );
  await client.query(`delete from commission_payments where press_id = $1 and voucher_note = 'bench'`, [
    press,
  ]);
  await client.query(
    `update orders o set referrer_id = null from manuscripts m
     where m.id = o.manuscript_id and m.press_id = $1 and m.article_no like 'B%' and o.referrer_id is not null`,
    [press],
  );
  await client.query(
    `update manuscripts set referrer_id = null where press_id = $1 and article_no like 'B%' and referrer_id is not null`,
    [press],
  );
  await client.query('commit');
}

/** The year up to today (China days): 366 days, both ends counted. */
function lastYear() {
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return { from: day(Date.now() - 365 * 86_400_000), to: day(Date.now()) };
}

/** Figures of the data set the totals read. */
async function dataSet(client: pg.Client, press: number, year: { from: string; to: string }) {
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
  const range = [press, `${year.from}T00:00:00+08:00`, `${year.to}T23:59:59.999+08:00`];
  return {
    orders: await count('select count(*) as n from orders'),
    pressOrders: await count('select count(*) as n from orders where press_id = $1', [press]),
    referredPaidInYear: await count(
      `select count(*) as n from orders where press_id = $1 and referrer_id is not null
       and paid_at >= $2 and paid_at <= $3`,
      range,
    ),
    referredSubmittedInYear: await count(
      `select count(*) as n from manuscripts where press_id = $1 and referrer_id is not null
       and submitted_at >= $2 and submitted_at <= $3`,
      range,
    ),
    commissionPaymentOrders: await count('select count(*) as n from commission_payment_orders'),
  };
}

/** EXPLAIN ANALYZE of the totals' two statements for the year, as the server writes them. */
async function explain(client: pg.Client, press: number, year: { from: string; to: string }) {
  const start = `${year.from}T00:00:00+08:00`;
  const end = new Date(Date.parse(`${year.to}T00:00:00+08:00`) + 86_400_000).toISOString();
  const plans: Record<string, string> = {};
  const run = async (name: string, sql: string) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, [
      press,
      start,
      end,
    ]);
    plans[name] = rows.map((r) => r['QUERY PLAN']).join('\n');
    console.log(`--- ${name}\n${plans[name]}`);
  };
  await run(
    'orders',
    `select o.referrer_id, count(*)::int, coalesce(sum(o.paid_fen), 0)::float8,
       coalesce(sum(case when cpo.order_id is not null then cpo.commission_fen
         when r.kind = 1 then ((o.paid_fen::bigint * r.rate_bp + 5000) / 10000)::int
         when r.kind = 2 and o.paid_fen > 0 then r.fixed_fen else 0 end), 0)::float8,
       coalesce(sum(case when cpo.order_id is not null then cpo.commission_fen else 0 end), 0)::float8
     from orders o
     left join commission_rules r on r.press_id = o.press_id and r.fee_type = o.fee_type
     left join commission_payment_orders cpo on cpo.order_id = o.id
     where o.press_id = $1 and o.referrer_id is not null
       and o.paid_at >= $2::timestamptz and o.paid_at < $3::timestamptz
     group by o.referrer_id`,
  );
  await run(
    'manuscripts',
    `select referrer_id, count(*)::int from manuscripts
     where press_id = $1 and submitted_at >= $2::timestamptz and submitted_at < $3::timestamptz
       and referrer_id is not null
     group by referrer_id`,
  );
  return plans;
}

/**
 * A shared machine: waits (up to --quiet-wait s) until it is under --quiet % busy, and answers how
 * busy it was when the measurement began (the neighbours' share shows in the figures).
 */
async function quietMachine(): Promise<number> {
  const until = Date.now() + Number(values['quiet-wait']) * 1000;
  let busy = await machineBusy();
  while (busy > Number(values.quiet) && Date.now() < until) busy = await machineBusy(5000);
  return busy;
}

function load(opts: Options): Promise<Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

/** One signed GET at a time: its wall time, as one person waiting for the screen sees it. */
async function single(url: string, session: BenchSession, path: string, times: number) {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${API_BASE}${path}`, { headers: sessionHeaders(session) });
    const auth = res.headers.get('authorization');
    if (auth) session.token = auth;
    const body = (await res.json()) as { code: number };
    if (res.status !== 200 || body.code !== 200)
      throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!);
  return { requests: times, p50: at(0.5), p99: at(0.99), max: Math.round(ms[ms.length - 1]!) };
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await ensurePaidOrders(client);
const press = await ensureReferrals(client);
const year = lastYear();
const data = await dataSet(client, press, year);
console.log(JSON.stringify(data));
const plans = await explain(client, press, year);
const { rows: editorRows } = await client.query<{ id: number }>(
  `select referrer_id as id from orders where press_id = $1 and referrer_id is not null limit 1`,
  [press],
);
await client.end();

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
const results: Record<string, unknown>[] = [];
try {
  const publicKey = await fetchPublicKey(server.url);
  // Signed in afresh after each wait for a quiet machine (a wait may outlast the idle timeout).
  const signIn = async () =>
    ((await loginMany(server.url, publicKey, ['finance'], BENCH_PASSWORD)) as [BenchSession])[0];
  const totals = `/sys/caibianPerf/list?from=${year.from}&to=${year.to}`;
  const orders = `/sys/caibianPerf/orders?from=${year.from}&to=${year.to}&editorId=${editorRows[0]!.id}`;
  for (const [name, path] of [
    ['totals of a year', totals],
    ['orders behind one editor’s year, page 1', orders],
  ] as const) {
    const busyPct = await quietMachine();
    const finance = await signIn();
    const row = {
      scenario: name,
      connections: 1,
      busyPct,
      ...(await single(server.url, finance, path, Number(values.single))),
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
  for (const connections of values.connections.split(',').map(Number)) {
    const busyPct = await quietMachine();
    const finance = await signIn();
    const res = await load({
      url: server.url,
      connections,
      duration: Number(values.duration),
      timeout: 60,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `${API_BASE}${totals}`, headers: sessionHeaders(finance) }),
          onResponse: (_s, _b, _c, headers) => {
            if (typeof headers.authorization === 'string') finance.token = headers.authorization;
          },
        },
      ],
    });
    const row = {
      scenario: 'totals of a year, under load',
      connections,
      busyPct,
      rps: Math.round(res.requests.average),
      p50: res.latency.p50,
      p99: res.latency.p99,
      non2xx: res.non2xx,
      errors: res.errors,
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
  console.log(`wrote ${writeResult('caibianPerf', { machine: machine(), year, data, results, plans })}`);
} finally {
  await server.stop();
}
