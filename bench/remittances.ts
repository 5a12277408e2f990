/**
 * Bank reconciliation at a million orders (issue 13, docs/performance.md): a 10,000-line bank
 * statement imported (POST /sys/remittance/import, multipart .csv) and auto-matched
 * (GET /sys/remittance/autoMatch) by the demo `finance`, timed end to end over HTTP; then some of
 * the sure lines confirmed (POST /sys/remittance/matchBatch, each a payment and, for a prepaid fee,
 * the workflow's move of its manuscript).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/remittances.ts [--lines 10000] [--confirm 1000]
 *
 * Data set first: bench/generate.ts --reset, then bench/generateManuscripts.ts (1,000,000
 * manuscripts, the prepaid orders of those at 0). The first run adds a paid prepaid order and its
 * payment for every generated manuscript past payment, so the press has about a million orders.
 * The statement's lines are for unpaid prepaid orders of the demo press: most with the amount due
 * and the article or order number in the remark (sure), some paying part (not sure), some with
 * nothing to go on. Each run's bank references are new; confirmed lines pay their orders, so a run
 * uses orders still unpaid.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { ensurePaidOrders } from './lib/orders.ts';
import { writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { fetchPublicKey, loginMany } from './lib/signIn.ts';
import { API_BASE, type BenchSession, sealS1, sessionHeaders } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '10000' },
    confirm: { type: 'string', default: '1000' },
    port: { type: 'string', default: '8097' },
  },
});
const LINES = Number(values.lines);
const CONFIRM = Number(values.confirm);
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

interface Target {
  article_no: string;
  order_num: string;
  due: number;
  author: string;
}

/** The statement: per 10 lines 7 sure by article number, 1 by order number, 1 paying part, 1 with nothing to go on. */
async function statement(client: pg.Client, tag: string) {
  const { rows } = await client.query<Target>(
    `select m.article_no, o.order_num, o.amount_fen - o.discount_fen - o.paid_fen - o.refunded_fen as due,
       a.name as author
     from orders o join manuscripts m on m.id = o.manuscript_id join authors a on a.id = o.author_id
     join users u on u.press_id = o.press_id and u.account = 'finance'
     where o.pay_status = 0 and o.fee_type = 1 and m.status = 0
     order by o.id limit $1`,
    [Math.ceil(LINES * 0.9)],
  );
  if (rows.length < LINES * 0.9)
    throw new Error(`only ${rows.length} unpaid orders: generate the data set again`);
  const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  const lines = ['交易日期,付款人,付款账号,金额,流水号,摘要'];
  let next = 0;
  for (let i = 0; i < LINES; i++) {
    const kind = i % 10;
    const ref = `BENCH-${tag}-${i}`;
    if (kind === 9) {
      lines.push(`2026-11-20,某会议公司,1001 0000 ${i},1280.00,${ref},会议注册费`);
      continue;
    }
    const o = rows[next++]!;
    const remark =
      kind === 7
        ? `订单 ${o.order_num}`
        : kind === 8
          ? `稿件编号 ${o.article_no} 部分`
          : `稿件编号 ${o.article_no} 审稿费`;
    const amount = kind === 8 ? Math.floor(o.due / 2) : o.due;
    lines.push(`2026-11-20,${o.author},6222 0000 ${i},${yuan(amount)},${ref},${remark}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function timed(url: string, session: BenchSession, path: string, init: RequestInit) {
  const started = performance.now();
  const res = await fetch(`${url}${API_BASE}${path}`, {
    ...init,
    headers: { ...sessionHeaders(session), ...(init.headers as Record<string, string>) },
  });
  const auth = res.headers.get('authorization');
  if (auth) session.token = auth;
  const body = (await res.json()) as { code: number; data: unknown; msg: string };
  const ms = Math.round(performance.now() - started);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, data: body.data };
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const orderCount = await ensurePaidOrders(client);
const tag = Date.now().toString(36);
const csv = await statement(client, tag);
await client.end();

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
try {
  const publicKey = await fetchPublicKey(server.url);
  const [finance] = await loginMany(server.url, publicKey, ['finance'], BENCH_PASSWORD);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), `statement-${tag}.csv`);
  const imported = await timed(server.url, finance!, '/sys/remittance/import', {
    method: 'POST',
    body: form,
  });
  const summary = imported.data as { statementId: number; imported: number; skipped: number; bad: unknown[] };
  const auto = await timed(
    server.url,
    finance!,
    `/sys/remittance/autoMatch?statementId=${summary.statementId}`,
    {
      method: 'GET',
    },
  );
  const sure = (
    auto.data as {
      open: number;
      sure: { remittanceId: number; version: number; amountFen: number; order: { orderId: number } }[];
    }
  ).sure;
  const items = sure.slice(0, CONFIRM).map((l) => ({
    id: l.remittanceId,
    version: l.version,
    orderId: l.order.orderId,
    amountFen: l.amountFen,
  }));
  let confirmMs = 0;
  let confirmed = 0;
  for (let i = 0; i < items.length; i += 200) {
    const body = sealS1(finance!, { items: items.slice(i, i + 200) });
    const done = await timed(server.url, finance!, '/sys/remittance/matchBatch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    confirmMs += done.ms;
    confirmed += (done.data as { ok: boolean }[]).filter((r) => r.ok).length;
  }
  const row = {
    orders: orderCount,
    lines: LINES,
    imported: summary.imported,
    skipped: summary.skipped,
    bad: summary.bad.length,
    importMs: imported.ms,
    autoMatchMs: auto.ms,
    importAndAutoMatchMs: imported.ms + auto.ms,
    sure: sure.length,
    confirmed,
    confirmMs,
    confirmPerLineMs: confirmed ? Math.round((confirmMs / confirmed) * 10) / 10 : null,
  };
  console.log(JSON.stringify(row));
  console.log(`wrote ${writeResult('remittances', { result: row })}`);
} finally {
  await server.stop();
}
