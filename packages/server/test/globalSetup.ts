import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';
import { dropWorkerDatabases, makeTemplate } from './workerDatabase.ts';

/**
 * Migrates once per run: the PostgreSQL test database when TEST_DATABASE_URL is set, otherwise a
 * PGlite snapshot that every test file loads (much faster than migrating each time).
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // One file store for the run (content-addressed), which test apps share as they share the database.
    process.env.JB_TEST_FILES_DIR = mkdtempSync(path.join(tmpdir(), 'jb-test-files-'));
    const database = openDatabase({ url });
    await database.migrate();
    await database.close();
    // Apps that run a queue's worker get a database of their own, copied from this template.
    await makeTemplate(url);
    return () => dropWorkerDatabases(url);
  }
  const pglite = await PGlite.create();
  const database = openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(tmpdir(), `jb-pglite-snapshot-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  process.env.JB_PGLITE_SNAPSHOT = file;
}
