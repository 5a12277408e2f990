import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { verifyBooks } from './modules/books/verify.ts';
import { verifyInvoices } from './modules/invoices/verify.ts';
import { verifyLedger } from './modules/orders/verify.ts';
import { verifyRemittances } from './modules/remittances/verify.ts';

/**
 * `npm run ledger:verify`: recomputes every order's kept sums from its payments, discounts and
 * refunds, every remittance's matched sum from its matches, the open invoices against what their
 * orders hold (invoices/verify.ts), and the account book (its monthly sums
 * from its entries, its closed periods unchanged; books/verify.ts), on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR) and prints any disagreement. Exit code 1 when the
 * books disagree.
 */
const config = loadConfig();
const database = openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
  poolSize: 1,
});
await database.migrate();
const orderProblems = await verifyLedger(database.db);
for (const p of orderProblems) console.log(`order ${p.orderNum} (#${p.orderId}): ${p.problem}`);
const remittanceProblems = await verifyRemittances(database.db);
for (const p of remittanceProblems) console.log(`remittance #${p.remittanceId}: ${p.problem}`);
const bookProblems = await verifyBooks(database.db);
for (const p of bookProblems) console.log(`book ${p.where}: ${p.problem}`);
const invoiceProblems = await verifyInvoices(database.db);
for (const p of invoiceProblems) console.log(`invoice #${p.invoiceId}: ${p.problem}`);
const problems = [...orderProblems, ...remittanceProblems, ...bookProblems, ...invoiceProblems];
console.log(problems.length === 0 ? 'The ledger agrees with its rows.' : `${problems.length} problem(s).`);
await database.close();
process.exit(problems.length === 0 ? 0 : 1);
