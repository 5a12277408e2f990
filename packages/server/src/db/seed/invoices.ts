import { createHash } from 'node:crypto';
import { AdminType } from '@jb/contract/roles';
import type { InvoiceApplyBody } from '@jb/contract/schemas/invoices';
import { and, asc, eq } from 'drizzle-orm';
import { applyInvoice } from '../../modules/invoices/apply.ts';
import { withdrawInvoice } from '../../modules/invoices/author.ts';
import { issueInvoice, redInvoice, refuseInvoice } from '../../modules/invoices/decisions.ts';
import { expireInvoices } from '../../modules/invoices/expire.ts';
import { invoiceable } from '../../modules/invoices/queries.ts';
import { Notifier } from '../../modules/notifications/notifier.ts';
import { adminDecideRefund, requestRefund } from '../../modules/orders/refunds.ts';
import type { AuthorContext } from '../../platform/access.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { txExecutor } from '../../platform/jobs/executeSql.ts';
import { Jobs, silentLog } from '../../platform/jobs/jobs.ts';
import type { Db, Tx } from '../client.ts';
import { authors, invoiceEvents, invoices, orders, storedFiles } from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { demoInvoicePdf } from './invoicePdf.ts';

type Writer = { id: number; name: string; email: string };
type Buyer = Omit<InvoiceApplyBody, 'orderIds'>;

const day = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** A 数电票 number: 20 digits. */
const invoiceNumber = (serial: number) => `26112000${String(serial).padStart(12, '0')}`;
const person = (w: Writer): Buyer => ({
  kind: 'normal',
  buyerName: w.name,
  taxpayerId: '',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
  email: w.email || 'author@example.com',
});
const company = (buyerName: string, taxpayerId: string, email: string): Buyer => ({
  kind: 'special',
  buyerName,
  taxpayerId,
  address: '北京市海淀区清华东路 17 号',
  phone: '010-62737000',
  bankName: '中国工商银行北京海淀支行',
  bankAccount: '0200004509014418821',
  email,
});

/**
 * 发票管理's demo rows, made through the invoice service as authors and finance would: a request
 * waiting (1), one asked again after finance refused the first (7, then 2), a 专票 over two orders
 * issued with its e-invoice PDF (3), one reversed by its red-letter invoice (7), one whose order's
 * refund waits for the red letter (4), a request left past the press's expiry days (6) and one the
 * author withdrew (5). Only
 * the oldest payments are invoiced, so the newest paid orders stay free for other demos.
 */
export async function seedInvoices(
  tx: Tx,
  store: BlobStore,
  pressId: number,
  people: { admin: number; finance: number },
): Promise<void> {
  const finance = seedStaff(pressId, people.finance, AdminType.FINANCE);
  const admin = seedStaff(pressId, people.admin, AdminType.ADMIN);
  // The services open their own transactions: inside the seed's they are savepoints.
  const db = tx as unknown as Db;
  const deps = { db, notifier: new Notifier(new Jobs(txExecutor(db), silentLog), 'http://localhost:8080') };
  const writers = await tx
    .select({ id: authors.id, name: authors.name, email: authors.email })
    .from(authors)
    .where(and(eq(authors.pressId, pressId), eq(authors.blacklistType, 0)))
    .orderBy(asc(authors.id));

  /** The author asks for an invoice over their `n` oldest paid orders of one journal. */
  const ask = async (w: Writer, n: number, buyer: Buyer, orderIds?: number[]) => {
    const open = (await invoiceable(tx, { authorId: w.id, pressId })).sort(
      (a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0),
    );
    const journalId = open[0]!.journalId;
    const ids =
      orderIds ??
      open
        .filter((o) => o.journalId === journalId)
        .slice(0, n)
        .map((o) => o.id);
    const author: AuthorContext = { sessionId: 0, authorId: w.id, pressId, journalId, blacklisted: false };
    return { ...(await applyInvoice(db, author, { ...buyer, orderIds: ids })), orderIds: ids };
  };
  let serial = 100;
  /** Finance issues it with a generated e-invoice PDF, stored as an upload of kind `invoice`. */
  const issue = async (inv: { id: number; version: number }, daysAgo: number) => {
    const number = invoiceNumber(serial++);
    const bytes = demoInvoicePdf([
      'Demo e-invoice (digital VAT invoice)',
      `No. ${number}`,
      `Date ${day(daysAgo)}`,
    ]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await store.putBytes(sha256, bytes, 'application/pdf');
    const [file] = await tx
      .insert(storedFiles)
      .values({
        pressId,
        sha256,
        sizeBytes: bytes.length,
        type: 'pdf',
        mime: 'application/pdf',
        name: `电子发票-${number}.pdf`,
        kind: 'invoice',
        uploadedByType: 'staff',
        uploadedBy: people.finance,
      })
      .returning({ id: storedFiles.id });
    const b = { id: inv.id, version: inv.version, number, issuedOn: day(daysAgo), fileId: file!.id };
    return { ...(await issueInvoice(deps, finance, b)), number };
  };
  const [liu, chen, huang, lin, guo] = writers as [Writer, Writer, Writer, Writer, Writer];

  // Waiting: a personal 普票.
  await ask(liu, 1, person(liu));
  // A 专票 over two orders of one journal, issued with its file (the author is e-mailed it).
  await issue(await ask(chen, 2, company('中国农业大学', '12100000400001853E', 'caiwu@cau.edu.cn')), 3);
  // Refused (the title did not match the payer), then asked again with the right buyer.
  const wrong = await ask(huang, 1, company('北京协和医院', '121000004000068641', 'finance@pumch.cn'));
  await refuseInvoice(deps, finance, {
    id: wrong.id,
    version: 0,
    note: '纳税人识别号与单位名称不一致，请核对后重新申请',
  });
  await ask(huang, 1, company('北京协和医院', '12100000400006864L', 'finance@pumch.cn'), wrong.orderIds);
  // Issued, then reversed by its red-letter invoice.
  const reversed = await issue(await ask(lin, 1, person(lin)), 20);
  await redInvoice(deps, finance, {
    id: reversed.id,
    version: reversed.version,
    redNumber: invoiceNumber(900 + serial),
    redOn: day(10),
    note: '抬头有误，作废重开',
  });
  // Issued; its order's refund passed by the administrator waits for the red letter (4).
  const refunded = await ask(guo, 1, person(guo));
  await issue(refunded, 15);
  const orderId = refunded.orderIds[0]!;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const refund = await requestRefund(db, admin, {
    orderId,
    version: order!.version,
    amountFen: order!.paidFen,
    reason: '作者撤稿，退还预付费',
  });
  await adminDecideRefund(db, admin, { id: refund.id, version: 0, decision: 'pass', note: '同意' });
  // Asked long ago and never issued: expired by the daily job (6).
  const old = await ask(liu, 1, person(liu));
  const asked = new Date(Date.now() - 120 * 86_400_000);
  await tx.update(invoices).set({ createdAt: asked }).where(eq(invoices.id, old.id));
  await tx.update(invoiceEvents).set({ createdAt: asked }).where(eq(invoiceEvents.invoiceId, old.id));
  await expireInvoices(db);
  // Asked for, then withdrawn by the author before issue: no invoice needed (5).
  for (const w of writers) {
    if ((await invoiceable(tx, { authorId: w.id, pressId })).length === 0) continue;
    const withdrawn = await ask(w, 1, person(w));
    const author: AuthorContext = { sessionId: 0, authorId: w.id, pressId, journalId: 0, blacklisted: false };
    await withdrawInvoice(db, author, { id: withdrawn.id, version: 0 });
    break;
  }
}
