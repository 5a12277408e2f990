import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { authors, invoiceOrders, invoices, manuscripts } from '../src/db/schema/index.ts';
import { createUser, type TestUser } from './factories.ts';
import { createAuthor, manuscriptAtZero } from './manuscripts.ts';
import { type PressWorld, pressWorld } from './scenario.ts';

/**
 * A press world with two acquisition editors of the press: `caibian` registered the world's author
 * and referred the world's manuscript (their scope: modules/caibian/scope.ts); `otherCaibian`
 * registered an author of their own, whose manuscript names no referrer.
 */
export interface CaibianWorld extends PressWorld {
  caibian: TestUser;
  otherCaibian: TestUser;
  otherAuthorId: number;
  otherManuscriptId: number;
  /** The prepaid orders of the colleague's manuscript and of the stranger's. */
  otherOrderId: number;
  strangerOrderId: number;
  /** An invoice the author asked for on the editor's order, and one on the colleague's. */
  invoiceId: number;
  otherInvoiceId: number;
  /** A manuscript of the press of an author nobody registered, referred by no one. */
  strangerManuscriptId: number;
}

export async function caibianWorld(db: Db): Promise<CaibianWorld> {
  const w = await pressWorld(db);
  const caibian = await createUser(db, w.press, { role: 'acquisitionEditor' });
  const otherCaibian = await createUser(db, w.press, { role: 'acquisitionEditor' });
  await db.update(authors).set({ registeredBy: caibian.id }).where(eq(authors.id, w.authorId));
  await db.update(manuscripts).set({ referrerId: caibian.id }).where(eq(manuscripts.id, w.manuscriptId));
  const at = { press: w.press, journalId: w.journalId, columnId: w.columnId };
  const other = await createAuthor(db, w.press.id, '李四');
  await db.update(authors).set({ registeredBy: otherCaibian.id }).where(eq(authors.id, other.id));
  const otherManuscript = await manuscriptAtZero(db, at, other.id);
  const stranger = await manuscriptAtZero(db, at);
  const invoiceOf = async (authorId: number, orderId: number) => {
    const [made] = await db
      .insert(invoices)
      .values({
        pressId: w.press.id,
        authorId,
        kind: 'normal',
        buyerName: '某大学',
        email: 'i@example.cn',
        amountFen: 100,
      })
      .returning({ id: invoices.id });
    await db.insert(invoiceOrders).values({ invoiceId: made!.id, orderId, amountFen: 100 });
    return made!.id;
  };
  const invoiceId = await invoiceOf(w.authorId, w.orderId);
  const otherInvoiceId = await invoiceOf(other.id, otherManuscript.orderId);
  return {
    ...w,
    caibian,
    otherCaibian,
    otherAuthorId: other.id,
    otherManuscriptId: otherManuscript.id,
    otherOrderId: otherManuscript.orderId,
    strangerOrderId: stranger.orderId,
    invoiceId,
    otherInvoiceId,
    strangerManuscriptId: stranger.id,
  };
}
