import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { bootstrapOperator } from './db/seed/bootstrap.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, isEmpty, seedDemo } from './db/seed/demo.ts';
import { loadOrCreateKeys } from './platform/crypto.ts';
import { blobStoreFrom } from './platform/files/blobStore.ts';

const config = loadConfig();
const database = openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();

const empty = await isEmpty(database.db);
const seed = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && database.engine === 'pglite');
const store = blobStoreFrom(config);
if (seed && empty) await seedDemo(database.db, store);
if (config.BOOTSTRAP_ADMIN_PASSWORD) {
  const {
    BOOTSTRAP_ADMIN_ACCOUNT: account,
    BOOTSTRAP_ADMIN_PASSWORD: password,
    BOOTSTRAP_ADMIN_PHONE: phone,
  } = config;
  if (await bootstrapOperator(database.db, account, password, phone))
    console.log(`Platform operator "${account}" created.`);
}

const app = await buildApp({
  config,
  database,
  store,
  keys: loadOrCreateKeys(config.DATA_DIR),
  runJobs: true,
});
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
const where =
  database.engine === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
console.log(`\nJournal back office on http://localhost:${config.PORT}  (${where})`);
if (seed && empty) console.log('Demo data written.');
if (seed) {
  console.log(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((d) => d.account).join(', ')}`);
}
console.log(`API reference: http://localhost:${config.PORT}/tsg-admin/docs\n`);
