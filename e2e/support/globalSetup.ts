import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { seedDemo } from '../../packages/server/src/db/seed/demo.ts';
import { diskStore } from '../../packages/server/src/platform/files/blobStore.ts';

/**
 * Seeds the demo data once per run into a template data folder (embedded database and files, as
 * `npm start` lays them out); each journey's server starts on a copy of it instead of seeding its
 * own (support/server.ts), which saves the seeding time once per journey file.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'jb-e2e-template-'));
  const database = openDatabase({ dataDir: path.join(dir, 'pglite') });
  await database.migrate();
  await seedDemo(database.db, diskStore(path.join(dir, 'files')));
  await database.close();
  process.env.JB_E2E_TEMPLATE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
