import type { PGlite } from '@electric-sql/pglite';
import { SQL, type SQLChunk, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Tx } from '../../db/client.ts';

/** What pg-boss sends its SQL through (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/** The server's pool: pg-boss shares it instead of opening its own. */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
}

/**
 * PGlite (decision 0005): pg-boss sends migrations and maintenance as one `BEGIN; …; COMMIT;` text
 * without parameters, which the extended protocol refuses, so such text goes to `exec`; after a
 * failed `exec` the one session would stay in an aborted transaction, hence the ROLLBACK.
 */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      try {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (err) {
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}

/** As node-postgres would send it: arrays and dates as they are, other objects as JSON. */
function asParam(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date)
    return value;
  return JSON.stringify(value);
}

/** `$1`-style text and values as one drizzle SQL, so a job is written inside the caller's transaction. */
export function positionalSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQLChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql.param(asParam(values[Number(match[1]) - 1])));
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return new SQL(chunks);
}

/** The caller's transaction (or the database) as pg-boss's `db`. */
export function txExecutor(tx: Db | Tx): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(positionalSql(text, values))) as unknown as { rows: any[] };
      return { rows: result.rows };
    },
  };
}
