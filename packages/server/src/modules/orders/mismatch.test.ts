import { remittanceConfirm } from '@jb/contract/api/manuscripts';
import { orderDetailCall, orderList, orderReceive, orderSaveOther } from '@jb/contract/api/orders';
import { AbnormalFlag, OrderPayStatus } from '@jb/contract/enums/order';
import { ErrorCode } from '@jb/contract/errors';
import type { OrderDetail } from '@jb/contract/schemas/orders';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { manuscriptAtZero, TEST_PREPAID_FEN } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts, orders, payments } from '../../db/schema/index.ts';
import { chinaDay } from '../../platform/chinaDays.ts';
import { verifyLedger } from './verify.ts';

/**
 * Money recorded by hand that is more than the order still owes (a counter receipt, a remittance
 * confirmed for a prepaid fee): as an online payment that does not fit, no payment is recorded and
 * the order is marked abnormal (paidMismatch) with the amount in its history, for finance to check.
 */
describe(`money recorded by hand beyond what is due (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let articleNo: string;
  const today = chinaDay();
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId));
    articleNo = m!.articleNo;
  });
  afterAll(() => t.close());

  const otherFee = async (amountFen: number) => {
    const res = await callOf(t.app, orderSaveOther, admin, {
      body: { articleNo, amountFen, reason: '加印' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const detail = async (id: number): Promise<OrderDetail> =>
    (await callOf(t.app, orderDetailCall, admin, { query: { id } })).json().data;
  const receive = (who: Session, body: object) =>
    callOf(t.app, orderReceive, who, {
      body: { method: 'offline', payer: '甲', paidOn: today, ...body },
    } as never);
  const paymentsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

  it('a counter receipt above the due marks the order abnormal and pays nothing; a retry marks once', async () => {
    const id = await otherFee(2_000);
    const { version } = await detail(id);
    const body = { id, version, amountFen: 2_500, requestKey: 'over-receipt-1' };
    const first = await receive(admin, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      id,
      payStatus: OrderPayStatus.UNPAID,
      version: version + 1,
      abnormal: true,
    });
    // The retried request (same key, the version read before) answers the same and marks nothing more.
    const again = await receive(admin, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.abnormal).toBe(true);
    const d = await detail(id);
    expect(d).toMatchObject({
      abnormalFlag: AbnormalFlag.ABNORMAL,
      paidFen: 0,
      payStatus: OrderPayStatus.UNPAID,
    });
    expect(d.payments).toEqual([]);
    const marks = d.events.filter((e) => e.kind === 'abnormal');
    expect(marks).toMatchObject([{ amountFen: 2_500, note: 'paidMismatch offline:over-receipt-1' }]);
    // The order list's abnormal filter finds it; what is due can still be received, and it stays flagged.
    const flagged = await callOf(t.app, orderList, admin, {
      query: { abnormalFlag: 2, keyword: d.orderNum },
    });
    expect(flagged.json().data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    const paid = await receive(admin, { id, version: d.version, amountFen: 2_000 });
    expect(paid.json().data).toMatchObject({ payStatus: OrderPayStatus.PAID, abnormal: false });
    expect(await paymentsOf(id)).toMatchObject([{ amountFen: 2_000 }]);
    expect((await detail(id)).abnormalFlag).toBe(AbnormalFlag.ABNORMAL);
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
  });

  it('a receipt of exactly the due pays it and leaves the order normal', async () => {
    const id = await otherFee(1_200);
    const res = await receive(admin, { id, version: (await detail(id)).version, amountFen: 1_200 });
    expect(res.json().data).toMatchObject({ payStatus: OrderPayStatus.PAID, abnormal: false });
    expect((await detail(id)).abnormalFlag).toBe(AbnormalFlag.NORMAL);
  });

  it('a prepaid remittance above the fee marks its order abnormal and leaves the manuscript at 0', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const confirm = (who: Session, amountFen: number, version = 0) =>
      callOf(t.app, remittanceConfirm, who, {
        body: { id: m.id, version, remitter: '乙单位', amountFen, paidOn: today, voucherNote: '' },
      });
    const [order] = await t.db.select().from(orders).where(eq(orders.manuscriptId, m.id));
    const over = await confirm(admin, TEST_PREPAID_FEN + 100);
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().data).toEqual({ id: m.id, status: Status.AUTHOR_UNPAID, version: 0, abnormal: true });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ abnormalFlag: 2, payStatus: OrderPayStatus.UNPAID, paidFen: 0 });
    expect(await paymentsOf(order!.id)).toEqual([]);
    const [still] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, m.id));
    expect(still).toMatchObject({ status: Status.AUTHOR_UNPAID, version: 0 });
    expect((await detail(order!.id)).events.filter((e) => e.kind === 'abnormal')).toMatchObject([
      { amountFen: TEST_PREPAID_FEN + 100, note: 'paidMismatch' },
    ]);
    // Less than the fee is refused as before; a stale version is 409; the fee itself pays and moves on.
    const under = await confirm(admin, TEST_PREPAID_FEN - 100);
    expect(under.statusCode).toBe(400);
    expect(under.json().code).toBe(ErrorCode.REMITTANCE_AMOUNT);
    expect((await confirm(admin, TEST_PREPAID_FEN + 100, 7)).statusCode).toBe(409);
    const done = await confirm(admin, TEST_PREPAID_FEN);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id: m.id, version: 1, abnormal: false });
    expect(done.json().data.status).not.toBe(Status.AUTHOR_UNPAID);
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
  });

  it('keeps another press out (404) and needs the permission (403): nothing is marked', async () => {
    const id = await otherFee(3_000);
    const m = await manuscriptAtZero(t.db, w);
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const reviewerUser = await createUser(t.db, w.press, { role: 'reviewer' });
    const reviewer = await login(t.app, reviewerUser.account, reviewerUser.password);
    const { version } = await detail(id);
    const overPrepaid = {
      body: {
        id: m.id,
        version: 0,
        remitter: '丙',
        amountFen: TEST_PREPAID_FEN * 2,
        paidOn: today,
        voucherNote: '',
      },
    };
    expect((await receive(adminB, { id, version, amountFen: 9_000 })).statusCode).toBe(404);
    expect((await callOf(t.app, remittanceConfirm, adminB, overPrepaid)).statusCode).toBe(404);
    expect((await receive(reviewer, { id, version, amountFen: 9_000 })).statusCode).toBe(403);
    expect((await callOf(t.app, remittanceConfirm, reviewer, overPrepaid)).statusCode).toBe(403);
    const untouched = await t.db.select().from(orders).where(eq(orders.manuscriptId, m.id));
    expect([(await detail(id)).abnormalFlag, untouched[0]!.abnormalFlag]).toEqual([0, 0]);
  });
});
