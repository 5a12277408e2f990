import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { generateKeysPem, keysFromPem, type ServerKeys } from '../src/platform/crypto.ts';
import type { BlobStore } from '../src/platform/files/blobStore.ts';
import { diskStore } from '../src/platform/files/blobStore.ts';
import type { IpLocator } from '../src/platform/ipLocation.ts';
import { type KvStore, MemoryKv, RedisKv } from '../src/platform/kv.ts';
import { openWorkerDatabase } from './workerDatabase.ts';

let keys: ServerKeys | undefined;
/** One RSA key pair per test process. */
export function testKeys(): ServerKeys {
  keys ??= keysFromPem(generateKeysPem());
  return keys;
}

/** A database for one test file: a fresh PGlite from the migrated snapshot, or the PostgreSQL test database. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openDatabase({ url, poolSize: 4 });
  const snapshot = process.env.JB_PGLITE_SNAPSHOT;
  if (!snapshot) throw new Error('JB_PGLITE_SNAPSHOT is not set; run the tests through vitest (globalSetup)');
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)]) });
  return openDatabase({ pglite });
}

export const engineName = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestAppOptions {
  config?: Partial<Config>;
  kv?: KvStore;
  locator?: IpLocator;
  database?: Database;
  store?: BlobStore;
  /**
   * Run the job handlers of these queues in this app. On PostgreSQL the app then has a database of
   * its own (workerDatabase.ts), unless `database` is given.
   */
  runJobs?: readonly string[];
  /** The app's logger (pino options, e.g. a stream a test reads); none by default. */
  logger?: object;
}

/** A test key-value store: Redis when REDIS_URL is set (multi-process path), memory otherwise. */
export function testKv(prefix = `t${process.pid}:${Date.now()}:`): KvStore {
  return process.env.REDIS_URL ? new RedisKv(process.env.REDIS_URL, prefix) : new MemoryKv();
}

export async function createTestApp(opts: TestAppOptions = {}) {
  const url = process.env.TEST_DATABASE_URL;
  // On PostgreSQL an app running workers gets its own database, so it takes only its own jobs.
  const database =
    opts.database ?? (url && opts.runJobs?.length ? await openWorkerDatabase(url) : await openTestDatabase());
  // Each app keeps its files in a folder of its own, removed when it closes.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jb-test-'));
  const config = loadConfig(
    { LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir } as NodeJS.ProcessEnv,
    opts.config,
  );
  const kv = opts.kv ?? testKv();
  const app = await buildApp({
    config,
    database,
    keys: testKeys(),
    kv,
    locator: opts.locator ?? { locate: async () => '测试地址' },
    logger: opts.logger ?? false,
    // On PostgreSQL the run's one store (globalSetup.ts), else the app's own folder.
    store:
      opts.store ?? (process.env.JB_TEST_FILES_DIR ? diskStore(process.env.JB_TEST_FILES_DIR) : undefined),
    runJobs: opts.runJobs,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    kv,
    async close() {
      await app.close();
      if (!opts.kv) await kv.close();
      if (!opts.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
