import { FeeType } from '@jb/contract/enums/order';
import { addMonths, chinaMonth, monthDays } from '@jb/contract/months';
import { AdminType } from '@jb/contract/roles';
import { BUSINESS_STATUSES } from '@jb/contract/schemas/articleHome';
import { and, asc, desc, eq, gt, gte, inArray, isNull, notExists } from 'drizzle-orm';
import { payCommission } from '../../modules/caibianPerf/pay.ts';
import { myReferral } from '../../modules/caibianPerf/referral.ts';
import { receiveOrder } from '../../modules/orders/manage.ts';
import { referOrders } from '../../modules/orders/referrer.ts';
import { createOrder } from '../../modules/orders/service.ts';
import type { Db, Tx } from '../client.ts';
import { commissionRules, manuscripts, orders, users } from '../schema/index.ts';
import { seedStaff } from './actor.ts';

/**
 * The press's commission rules: 5% of prepaid fees, 3% of other fees, 10% of rush fees, 200.00元
 * per paid acceptance fee.
 */
const RULES = [
  { feeType: FeeType.PREPAID, kind: 1, rateBp: 500, fixedFen: 0 },
  { feeType: FeeType.OTHER, kind: 1, rateBp: 300, fixedFen: 0 },
  { feeType: FeeType.RUSH, kind: 1, rateBp: 1_000, fixedFen: 0 },
  { feeType: FeeType.ACCEPTANCE, kind: 2, rateBp: 0, fixedFen: 20_000 },
];

/**
 * What each acquisition editor's referred manuscripts paid: `lastMonth` on the day of last month,
 * `thisMonth` earlier today. 张采编 (caibian) last month: 1,200.00 + 1,800.00 + 500.00 + 333.33 paid,
 * commission 36.00 + 200.00 + 50.00 + 10.00 = 296.00, not yet paid; 黄伟 (huangwei) last month
 * 2,000.00 + 1,500.00, commission 60.00 + 200.00, paid by finance.
 */
const PAID = [
  { account: 'caibian', feeType: FeeType.OTHER, fen: 120_000, lastMonthDay: 5 },
  { account: 'caibian', feeType: FeeType.ACCEPTANCE, fen: 180_000, lastMonthDay: 12 },
  { account: 'caibian', feeType: FeeType.RUSH, fen: 50_000, lastMonthDay: 18 },
  { account: 'caibian', feeType: FeeType.OTHER, fen: 33_333, lastMonthDay: 25 },
  { account: 'caibian', feeType: FeeType.OTHER, fen: 80_000, lastMonthDay: null },
  { account: 'caibian', feeType: FeeType.ACCEPTANCE, fen: 200_000, lastMonthDay: null },
  { account: 'huangwei', feeType: FeeType.OTHER, fen: 200_000, lastMonthDay: 8 },
  { account: 'huangwei', feeType: FeeType.ACCEPTANCE, fen: 150_000, lastMonthDay: 20 },
  { account: 'huangwei', feeType: FeeType.RUSH, fen: 60_000, lastMonthDay: null },
] as const;

const chinaDayOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 10:00 China time on a day of last month, or two hours ago (not before this month's first minute). */
function paidAt(lastMonthDay: number | null, now = new Date()): Date {
  const thisMonth = chinaMonth(now);
  if (lastMonthDay === null)
    return new Date(Math.max(Date.parse(`${thisMonth}-01T00:01:00+08:00`), now.getTime() - 7_200_000));
  const day = String(lastMonthDay).padStart(2, '0');
  return new Date(`${addMonths(thisMonth, -1)}-${day}T10:00:00+08:00`);
}

/**
 * 采编绩效's demo: the rules, the two acquisition editors' referral codes, manuscripts they referred
 * and the orders of those paid last month and this month (made and received through the order
 * service, then dated), and finance's payment of 黄伟's commission of last month.
 */
export async function seedCaibianPerf(tx: Tx, pressId: number, people: { admin: number; finance: number }) {
  const db = tx as unknown as Db;
  const finance = seedStaff(pressId, people.finance, AdminType.FINANCE);
  await tx.insert(commissionRules).values(RULES.map((r) => ({ ...r, pressId, updatedBy: people.admin })));
  const editors = await tx
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(and(eq(users.pressId, pressId), inArray(users.account, ['caibian', 'huangwei'])));
  const idOf = (account: string) => editors.find((e) => e.account === account)!.id;
  for (const e of editors) await myReferral(db, seedStaff(pressId, e.id, AdminType.EDIT));

  // The newest manuscripts past payment: two for each editor, referred before their orders.
  const referred = await tx
    .select({ id: manuscripts.id, journalId: manuscripts.journalId, authorId: manuscripts.authorId })
    .from(manuscripts)
    .where(and(eq(manuscripts.pressId, pressId), gt(manuscripts.status, 0)))
    .orderBy(desc(manuscripts.id))
    .limit(4);
  const mine = (account: string) => (account === 'caibian' ? referred.slice(0, 2) : referred.slice(2, 4));
  for (const account of ['caibian', 'huangwei'])
    await tx
      .update(manuscripts)
      .set({ referrerId: idOf(account) })
      .where(
        inArray(
          manuscripts.id,
          mine(account).map((m) => m.id),
        ),
      );

  for (const [i, p] of PAID.entries()) {
    const m = mine(p.account)[i % 2]!;
    const at = paidAt(p.lastMonthDay);
    const made = await createOrder(
      tx,
      {
        pressId,
        journalId: m.journalId,
        manuscriptId: m.id,
        authorId: m.authorId,
        feeType: p.feeType,
        amountFen: p.fen,
      },
      { type: 'staff', id: people.admin },
      chinaDayOf(at),
      new Date(at.getTime() - 86_400_000),
    );
    await receiveOrder(db, finance, {
      id: made.id,
      version: 0,
      method: 'remittance',
      amountFen: p.fen,
      payer: '作者单位',
      paidOn: chinaDayOf(at),
      voucherNote: '银行转账',
    });
    await tx.update(orders).set({ paidAt: at }).where(eq(orders.id, made.id));
  }

  await referBusinessWork(tx, pressId, idOf('caibian'));

  await payCommission(db, finance, {
    editorId: idOf('huangwei'),
    ...monthDays(addMonths(chinaMonth(), -1)),
    amountFen: 6_000 + 20_000,
    voucherNote: '工商银行转账 采编提成',
  });
}

/**
 * 张采编's business audit (/caibian/cbIndex): two referred manuscripts at each business step (prepaid
 * fee unpaid, acceptance to confirm, returned for revision). Their orders follow the referral as at
 * staff entry; only manuscripts with nothing paid since last month began are taken, so the
 * commission figures above stay as they are.
 */
async function referBusinessWork(tx: Tx, pressId: number, editorId: number) {
  const since = new Date(`${addMonths(chinaMonth(), -1)}-01T00:00:00+08:00`);
  for (const status of BUSINESS_STATUSES) {
    const picked = await tx
      .select({ id: manuscripts.id })
      .from(manuscripts)
      .where(
        and(
          eq(manuscripts.pressId, pressId),
          eq(manuscripts.status, status),
          isNull(manuscripts.referrerId),
          notExists(
            tx
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.manuscriptId, manuscripts.id), gte(orders.paidAt, since))),
          ),
        ),
      )
      .orderBy(asc(manuscripts.id))
      .limit(2);
    for (const m of picked) {
      await tx.update(manuscripts).set({ referrerId: editorId }).where(eq(manuscripts.id, m.id));
      await referOrders(tx, m.id, editorId);
    }
  }
}
