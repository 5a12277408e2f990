/**
 * What the two queries of a signed-in read cost, one at a time on one connection: the client-observed
 * latency, the CPU of the PostgreSQL backend that ran them (/proc of its pid) and the CPU of this Node
 * process (driver + Drizzle), for the server's own functions and for cheaper variants.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/queries.ts [--n 5000]
 *
 * It adds 200 active sessions with known tokens for bench users and removes them at the end.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../packages/server/src/db/client.ts';
import * as schema from '../packages/server/src/db/schema/index.ts';
import { messages } from '../packages/server/src/db/schema/index.ts';
import { unreadCount } from '../packages/server/src/modules/messages/service.ts';
import { sha256Hex } from '../packages/server/src/platform/crypto.ts';
import { PermissionCache } from '../packages/server/src/platform/permissionCache.ts';
import { findSessionByToken } from '../packages/server/src/platform/sessionStore.ts';
import { DEFAULT_DATABASE_URL } from './lib/config.ts';
import { writeResult } from './lib/report.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '5000' } } });
const N = Number(values.n);
const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

const client = new pg.Client({ connectionString: url });
await client.connect();
const db = drizzle(client, { schema }) as unknown as Db;
const backendPid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);

function backendTicks(): number {
  const text = readFileSync(`/proc/${backendPid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const PREFIX = 'queries-bench-token-';
await client.query(`delete from sessions where user_agent = 'bench/queries.ts'`);
const users = (
  await client.query(`select id from users where account like 'bench%' order by id desc limit 200`)
).rows.map((r) => Number(r.id));
for (const [i, userId] of users.entries()) {
  await client.query(
    `insert into sessions (user_id, token_hash, session_key, ip, user_agent)
     values ($1, $2, $3, '127.0.0.1', 'bench/queries.ts')`,
    [userId, sha256Hex(`${PREFIX}${i}`), Buffer.alloc(32, i).toString('base64')],
  );
}
await client.query('analyze sessions');

const UNREAD_SQL = 'select count(*) from messages where recipient_id = $1 and read_at is null';

interface Row {
  variant: string;
  n: number;
  latencyUs: number;
  postgresCpuUs: number;
  nodeCpuUs: number;
}
const rows: Row[] = [];

async function measure(variant: string, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn(i); // warm the plan cache and buffers
  const ticks0 = backendTicks();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await fn(i);
  const elapsed = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const row = {
    variant,
    n: N,
    latencyUs: Math.round((elapsed * 1000) / N),
    postgresCpuUs: Math.round(((backendTicks() - ticks0) * 10_000) / N),
    nodeCpuUs: Math.round((cpu.user + cpu.system) / N),
  };
  rows.push(row);
  console.log(
    `${variant.padEnd(64)} ${String(row.latencyUs).padStart(5)} µs  pg cpu ${String(row.postgresCpuUs).padStart(4)} µs  node cpu ${String(row.nodeCpuUs).padStart(4)} µs`,
  );
}

async function captureSql(fn: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }> {
  const original = client.query;
  let captured: { text: string; values: unknown[] } | undefined;
  (client as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as string | { text?: string; values?: unknown[] };
    if (!captured && typeof c === 'string') captured = { text: c, values: (rest[0] as unknown[]) ?? [] };
    else if (!captured && typeof c === 'object' && c.text)
      captured = { text: c.text, values: c.values ?? (rest[0] as unknown[]) ?? [] };
    return (original as (...a: unknown[]) => unknown).call(client, config, ...rest);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  if (!captured) throw new Error('no query captured');
  return captured;
}

const token = (i: number) => `${PREFIX}${i % users.length}`;
const hash = (i: number) => sha256Hex(token(i));
const user = (i: number) => users[i % users.length]!;

console.log(`${N} calls each, one connection, serial; CPU per call\n`);
await measure('select 1 (round trip)', () => client.query('select 1'));
const permissions = new PermissionCache();
await measure('findSessionByToken (server: prepared + permission cache)', (i) =>
  findSessionByToken(db, permissions, token(i)),
);
// The server's SQL as it goes over the wire, captured from one call; the hash parameters are swapped.
const SESSION_SQL = await captureSql(() => findSessionByToken(db, new PermissionCache(), token(0)));
const params = (i: number) => SESSION_SQL.values.map((v) => (v === hash(0) ? hash(i) : v));
await measure('  same SQL, raw pg, unnamed statement', (i) => client.query(SESSION_SQL.text, params(i)));
await measure('  same SQL, raw pg, named prepared statement', (i) =>
  client.query({ name: 'session_full', text: SESSION_SQL.text, values: params(i) }),
);
await measure('unreadCount (server, Drizzle query builder)', (i) => unreadCount(db, user(i)));
const unreadPrepared = db
  .select({ n: count() })
  .from(messages)
  .where(and(eq(messages.recipientId, sql.placeholder('id')), isNull(messages.readAt)))
  .prepare('unread_drizzle');
await measure('  Drizzle .prepare() (named statement)', (i) => unreadPrepared.execute({ id: user(i) }));
await measure('  same SQL, raw pg, unnamed statement', (i) => client.query(UNREAD_SQL, [user(i)]));
await measure('  same SQL, raw pg, named prepared statement', (i) =>
  client.query({ name: 'unread', text: UNREAD_SQL, values: [user(i)] }),
);

const plans: Record<string, string> = {};
for (const [name, text, param] of [
  ['session', SESSION_SQL.text, params(1)],
  ['unread', UNREAD_SQL, [user(1)]],
] as const) {
  const res = await client.query(`explain (analyze, buffers) ${text}`, [...param]);
  plans[name] = res.rows.map((r) => r['QUERY PLAN']).join('\n');
  console.log(`\nEXPLAIN ANALYZE ${name}\n${plans[name]}`);
}

await client.query(`delete from sessions where user_agent = 'bench/queries.ts'`);
await client.end();
console.log(`written ${writeResult('queries', { rows, plans })}`);
