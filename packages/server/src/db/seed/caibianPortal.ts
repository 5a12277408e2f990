import { OrderPayStatus } from '@jb/contract/enums/order';
import { addMonths, chinaMonth } from '@jb/contract/months';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, gte, inArray, isNull, notExists } from 'drizzle-orm';
import { applyInvoice } from '../../modules/invoices/apply.ts';
import { invoiceable } from '../../modules/invoices/queries.ts';
import { referOrders } from '../../modules/orders/referrer.ts';
import type { Db, Tx } from '../client.ts';
import { authors, invoiceOrders, manuscripts, orders } from '../schema/index.ts';

/** Authors 张采编 registered for the press (我的作者), who sign in with the demo password. */
const REGISTERED = [
  { name: '周明', phone: '13700000011', unit: '南京大学化学化工学院', email: 'zhouming@example.edu.cn' },
  { name: '吴婷', phone: '13700000012', unit: '四川大学华西医院', email: '' },
  { name: '郑浩', phone: '13700000013', unit: '西安交通大学', email: 'zhenghao@example.edu.cn' },
];

/** One referral at each of these statuses, beside the business audit's (0, 80, 300). */
const MORE_STAGES: number[] = [
  Status.FIRST_ALLOCATION,
  Status.FIRST_REVIEW,
  Status.SCREENING,
  Status.RE_REVIEW,
  Status.EXPERT_REVIEW,
  Status.FINAL_REVIEW,
  Status.ACCEPTED,
  Status.SCHEDULING,
  Status.INITIAL_LAYOUT,
  Status.PROOF_1,
  Status.PUBLISHED,
  Status.ARCHIVED,
  Status.REJECTED,
];

/**
 * The acquisition editor's portal (docs/acquisition-editors.md): 张采编 (caibian) registered three
 * authors and the existing author 郭强, and referred a manuscript at each of many stages besides
 * 采编绩效's and the business audit's. Only manuscripts with nothing paid since last month began are
 * referred (their orders follow the referral), so the commission figures stay as 采编绩效 seeds them.
 * The author of one of 张采编's paid orders asked for an invoice of it (发票查询).
 */
export async function seedCaibianPortal(
  tx: Tx,
  pressId: number,
  editorId: number,
  passwordHash: () => Promise<string>,
): Promise<void> {
  const hashes = await Promise.all(REGISTERED.map(() => passwordHash()));
  await tx.insert(authors).values(
    REGISTERED.map((a, i) => ({
      pressId,
      ...a,
      passwordHash: hashes[i]!,
      registeredBy: editorId,
      createdAt: new Date(Date.now() - (10 - i) * 86_400_000),
    })),
  );
  await tx
    .update(authors)
    .set({ registeredBy: editorId })
    .where(and(eq(authors.pressId, pressId), eq(authors.phone, '13700000005')));

  const since = new Date(`${addMonths(chinaMonth(), -1)}-01T00:00:00+08:00`);
  const candidates = await tx
    .select({ id: manuscripts.id, status: manuscripts.status })
    .from(manuscripts)
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        inArray(manuscripts.status, MORE_STAGES),
        isNull(manuscripts.referrerId),
        notExists(
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.manuscriptId, manuscripts.id), gte(orders.paidAt, since))),
        ),
      ),
    )
    .orderBy(asc(manuscripts.id));
  const picked = MORE_STAGES.flatMap((s) => candidates.find((c) => c.status === s) ?? []);
  for (const m of picked) {
    await tx.update(manuscripts).set({ referrerId: editorId }).where(eq(manuscripts.id, m.id));
    await referOrders(tx, m.id, editorId);
  }

  await askInvoice(tx, pressId, editorId);
}

/** The author of the editor's oldest paid, not yet invoiced order asks for a 普票 of it (the author's service). */
async function askInvoice(tx: Tx, pressId: number, editorId: number) {
  const [paid] = await tx
    .select({ id: orders.id, authorId: orders.authorId, journalId: orders.journalId, name: authors.name })
    .from(orders)
    .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
    .innerJoin(authors, eq(authors.id, orders.authorId))
    .where(
      and(
        eq(orders.pressId, pressId),
        eq(manuscripts.referrerId, editorId),
        eq(orders.payStatus, OrderPayStatus.PAID),
        eq(authors.blacklistType, 0),
        notExists(
          tx
            .select({ id: invoiceOrders.orderId })
            .from(invoiceOrders)
            .where(eq(invoiceOrders.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  if (!paid) return;
  const open = await invoiceable(tx, { authorId: paid.authorId, pressId });
  if (!open.some((o) => o.id === paid.id)) return;
  const author = {
    sessionId: 0,
    authorId: paid.authorId,
    pressId,
    journalId: paid.journalId,
    blacklisted: false,
  };
  await applyInvoice(tx as unknown as Db, author, {
    kind: 'normal',
    buyerName: paid.name,
    taxpayerId: '',
    address: '',
    phone: '',
    bankName: '',
    bankAccount: '',
    email: 'author@example.com',
    orderIds: [paid.id],
  });
}
