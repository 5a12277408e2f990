import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * On PostgreSQL the test files share one database, and with it pg-boss's queues: a test app that
 * runs a queue's worker would take every other file's jobs of that queue (the whole run's outbox
 * backlog, say) before its own. Such an app gets a database of its own instead, copied from a
 * migrated template that globalSetup makes before any test connects (a copy takes well under a
 * second; migrating would take several).
 */

const WORKER_SUFFIX = '_w';
let made = 0;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function nameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** The template's name for a test database (PostgreSQL names are at most 63 bytes). */
export function templateName(url: string): string {
  return `${nameOf(url)}_tpl`.slice(0, 63);
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * globalSetup: a fresh template from the migrated test database (nobody is connected to it yet),
 * after dropping what an earlier run on the same database left (a run that was killed).
 */
export async function makeTemplate(url: string): Promise<void> {
  await dropWorkerDatabases(url);
  await admin(url, async (c) => {
    await c.query(`drop database if exists ${quoted(templateName(url))} with (force)`);
    await c.query(`create database ${quoted(templateName(url))} template ${quoted(nameOf(url))}`);
  });
  // A test database that lives on between local runs keeps their jobs: a copy starts without them.
  const template = new pg.Client({ connectionString: withDatabase(url, templateName(url)) });
  await template.connect();
  try {
    await template.query('delete from pgboss.job');
    await template.query('delete from pgboss.archive');
  } finally {
    await template.end();
  }
}

/** globalTeardown: the template and every worker database of this run. */
export async function dropWorkerDatabases(url: string): Promise<void> {
  const prefix = `${nameOf(url)}${WORKER_SUFFIX}`;
  await admin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) or datname = $2',
      [prefix, templateName(url)],
    );
    for (const { datname } of rows) await c.query(`drop database if exists ${quoted(datname)} with (force)`);
  });
}

/**
 * A database of this test app's own. It is dropped by globalSetup's teardown, once every test
 * process has ended: dropping it when the app closes terminated pool connections still closing
 * (FATAL 57P01 on a client nobody listens to any more, an unhandled error that fails the run).
 */
export async function openWorkerDatabase(url: string): Promise<Database> {
  const name = `${nameOf(url)}${WORKER_SUFFIX}${process.pid}_${++made}`.slice(0, 63);
  await admin(url, (c) => c.query(`create database ${quoted(name)} template ${quoted(templateName(url))}`));
  return openDatabase({ url: withDatabase(url, name), poolSize: 4 });
}
