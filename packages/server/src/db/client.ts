import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteExecutor, poolExecutor, type SqlExecutor } from '../platform/jobs/executeSql.ts';
import { installJobs } from '../platform/jobs/install.ts';
import { type ChangeFeed, listenPglite, listenPostgres, type StopListening } from './listen.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Raw SQL for the job queue (pg-boss's `db`), on the same connections as `db`. */
  sql: SqlExecutor;
  migrate(): Promise<void>;
  /** Follows NOTIFY on a channel (the access change feed of migration 0001). */
  listen(channel: string, feed: ChangeFeed): Promise<StopListening>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  /** An already opened PGlite (tests load a migrated snapshot this way). */
  pglite?: PGlite;
  poolSize?: number;
}

export function openDatabase(opts: DatabaseOptions): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      sql: poolExecutor(pool),
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
        await installJobs(poolExecutor(pool));
      },
      listen: (channel, feed) => listenPostgres(opts.url as string, channel, feed),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(opts.dataDir);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    sql: pgliteExecutor(pglite),
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await installJobs(pgliteExecutor(pglite));
    },
    listen: (channel, feed) => listenPglite(pglite, channel, feed),
    close: () => pglite.close(),
  };
}
