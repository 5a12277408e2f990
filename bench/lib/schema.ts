/**
 * The server's migration (0000_init.sql) is still rewritten in place while the schema grows, so a
 * bench database generated earlier can be stale: the server's migrator then fails at start with
 * "relation … already exists". This compares the migrations recorded in the database with the repo's.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../../packages/server/src/db/client.ts';
import { BENCH_DIR } from './report.ts';

/** null when the database has exactly the repo's migrations, otherwise why not. */
export async function schemaProblem(databaseUrl: string): Promise<string | null> {
  const wanted = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.hash);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (e) {
    return `cannot connect: ${(e as Error).message}`;
  }
  try {
    const rows = await client
      .query('select hash from drizzle.__drizzle_migrations order by created_at')
      .then((r) => r.rows.map((row) => String(row.hash)))
      .catch(() => null);
    if (!rows) return 'no migrations applied (database not generated)';
    if (rows.length !== wanted.length || rows.some((h, i) => h !== wanted[i]))
      return 'the migrations in the repo changed since the database was generated';
    const users = await client.query(`select count(*)::int as n from users where account like 'bench%'`);
    if (users.rows[0].n === 0) return 'no bench users (run generate.ts)';
    return null;
  } finally {
    await client.end();
  }
}

/** Runs generate.ts --reset (with the default sizes) in a child process. */
export function regenerate(databaseUrl: string): void {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(BENCH_DIR, 'generate.ts'), '--reset'],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (res.status !== 0) throw new Error(`generate.ts failed (${res.status})`);
}
