import { FeeType } from '@jb/contract/enums/order';
import { AdminType } from '@jb/contract/roles';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { applyDiscount, reviewDiscount } from '../../modules/orders/discounts.ts';
import { receiveOrder } from '../../modules/orders/manage.ts';
import { adminDecideRefund, financeDecideRefund, requestRefund } from '../../modules/orders/refunds.ts';
import { createOrder } from '../../modules/orders/service.ts';
import type { Db, Tx } from '../client.ts';
import { authors, manuscripts, orders, userJournals } from '../schema/index.ts';
import { seedStaff } from './actor.ts';

/**
 * The ledger's demo rows, made through the order service as people would make them: other, rush and
 * extra-page fees; discounts under review, approved, rejected and a waiver marked abnormal (settled
 * at 0.00); a part payment at the counter; paid orders with refunds at every review step, one of them
 * refunded in full.
 */
export async function seedLedger(
  tx: Tx,
  pressId: number,
  people: { admin: number; editor: number; finance: number },
): Promise<void> {
  const admin = seedStaff(pressId, people.admin, AdminType.ADMIN);
  const editor = seedStaff(pressId, people.editor, AdminType.EDIT);
  const finance = seedStaff(pressId, people.finance, AdminType.FINANCE);
  // The service functions open their own transaction; inside the seed's they are savepoints.
  const db = tx as unknown as Db;

  // Manuscripts past payment (in review or beyond) of the editor's journals, oldest first: the fees
  // below are theirs.
  const mine = await tx
    .select({ id: userJournals.journalId })
    .from(userJournals)
    .where(eq(userJournals.userId, people.editor));
  const targets = await tx
    .select({
      id: manuscripts.id,
      journalId: manuscripts.journalId,
      authorId: manuscripts.authorId,
    })
    .from(manuscripts)
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        gt(manuscripts.status, 0),
        mine.length
          ? inArray(
              manuscripts.journalId,
              mine.map((j) => j.id),
            )
          : undefined,
      ),
    )
    .orderBy(asc(manuscripts.id))
    .limit(14);
  let next = 0;
  const fee = async (feeType: number, amountFen: number, reason: string, daysAgo: number) => {
    const m = targets[next++ % targets.length]!;
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    const made = await createOrder(
      tx,
      { pressId, journalId: m.journalId, manuscriptId: m.id, authorId: m.authorId, feeType, amountFen },
      { type: 'staff', id: people.admin },
      at.toISOString().slice(0, 10),
      at,
      reason,
    );
    return made.id;
  };
  const version = async (id: number) =>
    (await tx.select({ v: orders.version }).from(orders).where(eq(orders.id, id)))[0]!.v;
  const receive = async (id: number, amountFen: number, method: 'remittance' | 'offline', payer: string) =>
    receiveOrder(db, finance, {
      id,
      version: await version(id),
      method,
      amountFen,
      payer,
      paidOn: new Date().toISOString().slice(0, 10),
      voucherNote: method === 'offline' ? '前台刷卡' : '工商银行转账',
    });
  const discount = async (
    id: number,
    b: { type: 1 | 2 | 3; amountFen?: number; percent?: number },
    reason: string,
  ) => (await applyDiscount(db, editor, { orderId: id, version: await version(id), ...b, reason })).id;

  // Discounts: two under review, one approved and then paid, one rejected, a waiver beyond the threshold.
  await discount(
    await fee(FeeType.OTHER, 120_000, '彩图印刷费', 6),
    { type: 2, percent: 20 },
    '作者为在读博士生',
  );
  await discount(
    await fee(FeeType.EXTRA_PAGE, 80_000, '超出版面 4 页', 5),
    { type: 1, amountFen: 20_000 },
    '约稿',
  );
  const approved = await fee(FeeType.RUSH, 150_000, '加急出版', 9);
  const d1 = await discount(approved, { type: 1, amountFen: 30_000 }, '编委推荐稿件');
  await reviewDiscount(db, admin, { id: d1, version: 0, decision: 'pass', note: '同意减免' });
  await receive(approved, 120_000, 'remittance', '北京理工大学');
  const rejected = await fee(FeeType.OTHER, 60_000, '审稿加急', 8);
  const d2 = await discount(rejected, { type: 2, percent: 50 }, '老作者');
  await reviewDiscount(db, admin, { id: d2, version: 0, decision: 'reject', note: '不符合优惠政策' });
  const waived = await fee(FeeType.EXTRA_PAGE, 40_000, '超出版面 2 页', 7);
  const d3 = await discount(waived, { type: 3 }, '特邀稿件，编委会决定全额减免');
  await reviewDiscount(db, admin, { id: d3, version: 0, decision: 'pass', note: '' });

  // A part payment at the counter; the rest still due.
  await receive(await fee(FeeType.OTHER, 90_000, '单行本印刷 30 册', 4), 30_000, 'offline', '王晓明');

  // A rejected manuscript's paid page fee: its author (the demo author 刘晓明 where one of theirs was
  // rejected) may ask for it back on the site.
  const [rejected400] = await tx
    .select({ id: manuscripts.id, journalId: manuscripts.journalId, authorId: manuscripts.authorId })
    .from(manuscripts)
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(and(eq(manuscripts.pressId, pressId), eq(manuscripts.status, Status.REJECTED)))
    .orderBy(sql`${authors.phone} <> '13700000001'`, asc(manuscripts.id))
    .limit(1);
  if (rejected400) {
    const at = new Date(Date.now() - 3 * 86_400_000);
    const made = await createOrder(
      tx,
      {
        pressId,
        journalId: rejected400.journalId,
        manuscriptId: rejected400.id,
        authorId: rejected400.authorId,
        feeType: FeeType.EXTRA_PAGE,
        amountFen: 45_000,
      },
      { type: 'staff', id: people.admin },
      at.toISOString().slice(0, 10),
      at,
      '超出版面 2 页（退稿前已缴）',
    );
    await receive(made.id, 45_000, 'remittance', '作者本人');
  }

  // Paid orders, and refunds at every step.
  const paid = async (amountFen: number, reason: string, daysAgo: number) => {
    const id = await fee(FeeType.OTHER, amountFen, reason, daysAgo);
    await receive(id, amountFen, 'remittance', '作者本人');
    return id;
  };
  const refund = async (id: number, amountFen: number, reason: string) =>
    (await requestRefund(db, admin, { orderId: id, version: await version(id), amountFen, reason })).id;
  await refund(await paid(50_000, '彩图印刷费', 12), 50_000, '作者撤稿，退还彩图印刷费');
  const toFinance = await refund(await paid(80_000, '加印 50 册', 11), 30_000, '加印数量减少为 20 册');
  await adminDecideRefund(db, admin, { id: toFinance, version: 0, decision: 'pass', note: '属实' });
  const adminNo = await refund(await paid(30_000, '审稿加急', 10), 30_000, '作者要求退款');
  await adminDecideRefund(db, admin, {
    id: adminNo,
    version: 0,
    decision: 'reject',
    note: '加急审稿已完成，不予退款',
  });
  const financeNo = await refund(await paid(20_000, '单行本邮寄费', 15), 20_000, '重复缴费');
  await adminDecideRefund(db, admin, { id: financeNo, version: 0, decision: 'pass', note: '' });
  await financeDecideRefund(db, finance, {
    id: financeNo,
    version: 1,
    decision: 'reject',
    note: '只收到一笔汇款，未重复缴费',
    voucherNote: '',
  });
  const full = await refund(await paid(60_000, '超出版面 3 页', 20), 60_000, '稿件退稿，退还版面费');
  await adminDecideRefund(db, admin, { id: full, version: 0, decision: 'pass', note: '同意' });
  await financeDecideRefund(db, finance, {
    id: full,
    version: 1,
    decision: 'pass',
    note: '',
    voucherNote: '工商银行 20261118 退款流水 0935',
  });
}
