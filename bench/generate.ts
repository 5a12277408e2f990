/**
 * Fills a PostgreSQL database with a data set for the benchmarks: the server's schema (its own
 * migrations) and demo seed (2 presses, 8 demo people), then N staff users `bench00001…` with the
 * demo password, their roles, login records, messages and ended sessions of the past. Bulk rows are
 * written with INSERT … SELECT over generate_series, in the database, in a few seconds.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/generate.ts --reset
 *
 * Without --reset an existing data set is kept (the script says so and exits).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { DEMO_PASSWORD, isEmpty, seedDemo } from '../packages/server/src/db/seed/demo.ts';
import { diskStore } from '../packages/server/src/platform/files/blobStore.ts';
import { hashPassword } from '../packages/server/src/platform/passwords.ts';
import { BENCH_PASSWORD, benchAccount, DEFAULT_DATABASE_URL } from './lib/config.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    'login-records': { type: 'string', default: '1000000' },
    messages: { type: 'string', default: '200000' },
    sessions: { type: 'string', default: '100000' },
    reset: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const LOGIN_RECORDS = Number(values['login-records']);
const MESSAGES = Number(values.messages);
const OLD_SESSIONS = Number(values.sessions);
const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

const t0 = performance.now();
const step = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const t = performance.now();
  const out = await fn();
  console.log(`${label.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
  return out;
};

/** Creates (or with --reset re-creates) the database named in the URL. */
async function ensureDatabase() {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (exists && values.reset) {
      await client.query(`drop database "${name}" with (force)`);
      console.log(`dropped database ${name}`);
    }
    if (!exists || values.reset) {
      await client.query(`create database "${name}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

await ensureDatabase();

// Schema and demo seed exactly as the server does at start (SEED_DEMO=true).
const database = openDatabase({ url, poolSize: 1 });
await step('migrate', () => database.migrate()).catch((e: Error) => {
  throw new Error(
    `migration failed (${e.message.split('\n')[0]}); the server's migration may have been rewritten ` +
      'since this database was generated: run again with --reset',
  );
});
// The demo's few files go to a folder of their own (the benchmarks read no file).
const store = diskStore(path.join(os.tmpdir(), 'jb-bench-files'));
if (await isEmpty(database.db))
  await step('demo seed (2 presses, demo people)', () => seedDemo(database.db, store));
await database.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const q = (text: string, params: unknown[] = []) => client.query(text, params);

const existing = Number(
  (await q(`select count(*)::int as n from users where account like 'bench%'`)).rows[0].n,
);
if (existing > 0) {
  console.log(`${existing} bench users already present; keeping the data set (use --reset to rebuild).`);
  await client.end();
  process.exit(0);
}

const passwordHash = await step('argon2id hash of the bench password (once)', () =>
  hashPassword(BENCH_PASSWORD),
);
const width = Math.max(5, String(USERS).length);
if (benchAccount(1, USERS) !== `bench${'1'.padStart(width, '0')}`) throw new Error('account format drift');

await step(`users: ${USERS}`, () =>
  q(
    `insert into users (press_id, account, name, phone, password_hash, admin_type, status,
                        last_login_at, created_at, updated_at)
     select p.ids[1 + g % array_length(p.ids, 1)],
            'bench' || lpad(g::text, $3, '0'),
            '压测用户' || g,
            '17' || lpad(g::text, 9, '0'),
            $1,
            case when g % 10 = 0 then 2 when g % 10 in (1, 2) then 1 else 3 end,
            1,
            now() - random() * interval '30 days',
            now() - interval '400 days' + random() * interval '30 days',
            now()
       from generate_series(1, $2::int) g,
            (select array_agg(id order by id) as ids from presses) p`,
    [passwordHash, USERS, width],
  ),
);

await step('user_roles (one default role of their press)', () =>
  q(
    `insert into user_roles (user_id, role_id)
     select u.id, r.id
       from users u
       join roles r on r.press_id = u.press_id
                   and r.code = (array['pressAdmin', 'finance', 'finance', 'reviewer', 'reviewer', 'reviewer',
                                       'acquisitionEditor', 'acquisitionEditor', 'expert', 'expert'])
                                [1 + substring(u.account from 6)::int % 10]
      where u.account like 'bench%'`,
  ),
);

// All people (demo and bench) numbered 0..n-1, so that generated rows can pick one by arithmetic.
await q(`create temp table people as
         select id, press_id, account, (row_number() over (order by id) - 1)::int as rn from users`);
await q('create unique index on people (rn)');
const people = Number((await q('select count(*)::int as n from people')).rows[0].n);

const CHUNK = 250_000;
await step(`login_records: ${LOGIN_RECORDS}`, async () => {
  for (let from = 1; from <= LOGIN_RECORDS; from += CHUNK) {
    const to = Math.min(LOGIN_RECORDS, from + CHUNK - 1);
    await q(
      `insert into login_records (user_id, press_id, account, ip, user_agent, location, result, created_at)
       select case when x.result = 'unknownAccount' then null else u.id end,
              case when x.result = 'unknownAccount' then null else u.press_id end,
              case when x.result = 'unknownAccount' then 'nobody' || (g % 5000) else u.account end,
              (array['192.168.1.20', '10.8.0.12', '223.5.5.5', '114.114.114.114', '36.110.0.9'])[1 + g % 5],
              (array['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0',
                     'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15',
                     'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'])[1 + g % 3],
              (array['局域网', '局域网', '浙江省杭州市', '江苏省南京市', '北京市'])[1 + g % 5],
              x.result,
              now() - interval '365 days' + (g::float8 / $3) * interval '365 days'
                    + random() * interval '10 minutes'
         from generate_series($1::int, $2::int) g
         join people u on u.rn = (g::bigint * 7919) % $4
         cross join lateral (
           select case when r < 0.90 then 'success' when r < 0.96 then 'wrongPassword'
                       when r < 0.99 then 'unknownAccount' else 'accountLocked' end as result
             from (select random() + 0 * g as r) z) x`,
      [from, to, LOGIN_RECORDS, people],
    );
    console.log(`  … ${to}`);
  }
});

await step(`messages: ${MESSAGES}`, () =>
  q(
    `insert into messages (press_id, recipient_id, title, content, read_at, created_at)
     select u.press_id, u.id,
            (array['稿件状态更新', '审稿邀请', '缴费提醒', '系统维护通知', '新稿件待处理'])[1 + g % 5],
            '您有一条新的通知，请登录系统查看详情。编号 ' || g,
            case when x.r < 0.7 then x.created + interval '3 hours' end,
            x.created
       from generate_series(1, $1::int) g
       join people u on u.rn = (g::bigint * 104729) % $2
       cross join lateral (select random() + 0 * g as r,
                                  now() - random() * interval '180 days' + 0 * g * interval '1 s' as created) x`,
    [MESSAGES, people],
  ),
);

await step(`sessions of the past (ended): ${OLD_SESSIONS}`, () =>
  q(
    `insert into sessions (user_id, token_hash, session_key, status, ip, user_agent,
                           created_at, rotated_at, last_seen_at, ended_at)
     select u.id,
            encode(sha256(('bench-old-session-' || g)::bytea), 'hex'),
            encode(decode(md5('k' || g) || md5('q' || g), 'hex'), 'base64'),
            (array[2, 3, 4])[1 + g % 3],
            '192.168.1.20', 'Mozilla/5.0',
            x.created, x.created, x.created + interval '20 minutes', x.created + interval '30 minutes'
       from generate_series(1, $1::int) g
       join people u on u.rn = (g::bigint * 31) % $2
       cross join lateral (select now() - interval '1 day' - random() * interval '180 days' + 0 * g * interval '1 s'
                                  as created) x`,
    [OLD_SESSIONS, people],
  ),
);

await step('vacuum analyze', () => q('vacuum analyze'));

const counts = (
  await q(`select (select count(*) from presses)::int as presses, (select count(*) from users)::int as users,
                  (select count(*) from login_records)::int as login_records,
                  (select count(*) from messages)::int as messages,
                  (select count(*) from messages where read_at is null)::int as unread,
                  (select count(*) from sessions)::int as sessions,
                  pg_size_pretty(pg_database_size(current_database())) as size`)
).rows[0];
console.log(counts);
console.log(
  `done in ${((performance.now() - t0) / 1000).toFixed(1)} s; bench accounts ${benchAccount(1, USERS)}…` +
    `${benchAccount(USERS, USERS)}, password ${BENCH_PASSWORD === DEMO_PASSWORD ? 'the demo password' : BENCH_PASSWORD}`,
);
await client.end();
