/**
 * EXPERIMENT, not product code: loaded into the server process with
 * `node --import tsx --import ./bench/experiments/prepared.ts packages/server/src/main.ts`
 * (what `bench/run.ts --experiment prepared|session-cache` does) to measure, without editing the
 * server, what two suggested server changes would give:
 *
 *  - prepared:      every parameterized SELECT Drizzle sends over node-postgres becomes a named
 *                   prepared statement (PostgreSQL parses and plans it once per connection instead of
 *                   on every call; the session lookup spends ~0.4 ms planning otherwise).
 *  - session-cache: additionally, the session lookup's result is reused for BENCH_SESSION_CACHE_MS
 *                   (default 1000 ms) per token hash, as an in-process session cache would.
 *
 * It patches drizzle-orm's NodePgSession.prepareQuery; the server's files are untouched.
 */
import { createHash } from 'node:crypto';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';

const mode = process.env.BENCH_EXPERIMENT ?? 'prepared';
const cacheMs = mode === 'session-cache' ? Number(process.env.BENCH_SESSION_CACHE_MS ?? 1000) : 0;

type PrepareQuery = (
  query: { sql: string; params: unknown[] },
  fields: unknown,
  name: string | undefined,
  ...rest: unknown[]
) => { execute: (...args: unknown[]) => Promise<unknown> };

const proto = NodePgSession.prototype as unknown as { prepareQuery: PrepareQuery };
const original = proto.prepareQuery;
const sessionCache = new Map<string, { at: number; result: Promise<unknown> }>();

proto.prepareQuery = function (this: unknown, query, fields, name, ...rest) {
  const isSelect = /^\s*select\b/i.test(query.sql) && query.params.length > 0;
  const stmtName =
    name ?? (isSelect ? `x${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}` : undefined);
  const prepared = original.call(this, query, fields, stmtName, ...rest);
  // The session lookup: the only SELECT from sessions keyed by token hash.
  if (cacheMs > 0 && isSelect && /\bfrom "?sessions"?/.test(query.sql) && query.sql.includes('token_hash')) {
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (...args: unknown[]) => {
      // A Drizzle prepared statement gets its values at execute ({ hash }); a plain one has them in params.
      const key = JSON.stringify(args[0] ?? query.params);
      const now = Date.now();
      const hit = sessionCache.get(key);
      if (hit && now - hit.at < cacheMs) return hit.result;
      const result = execute(...args);
      sessionCache.set(key, { at: now, result });
      if (sessionCache.size > 50_000) sessionCache.clear();
      return result;
    };
  }
  return prepared;
};

console.log(`[experiment] ${mode}${cacheMs ? ` (${cacheMs} ms)` : ''}: drizzle prepareQuery patched`);
