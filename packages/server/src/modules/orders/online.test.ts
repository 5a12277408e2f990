import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayDouble, startGatewayDouble } from '../../../test/payGateway.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { startOnlinePayment } from './online.ts';
import { paymentProviders } from './providers/registry.ts';
import { createOrder } from './service.ts';
import { verifyLedger } from './verify.ts';

/** An online provider behind the payment interface, against a local gateway that signs its callbacks. */
describe(`online payment notifications (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let gateway: GatewayDouble;
  beforeAll(async () => {
    gateway = await startGatewayDouble();
    t = await createTestApp({
      config: {
        ONLINE_PAY_URL: gateway.url,
        ONLINE_PAY_MERCHANT: gateway.merchant,
        ONLINE_PAY_SECRET: gateway.secret,
      },
    });
    w = await pressWorld(t.db);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const provider = () => paymentProviders(t.config).get('gateway')!;
  const newOrder = async (amountFen: number, feeType: number = FeeType.OTHER) => {
    const { id } = await t.db.transaction((tx) =>
      createOrder(
        tx,
        {
          pressId: w.press.id,
          journalId: w.journalId,
          manuscriptId: w.manuscriptId,
          authorId: w.authorId,
          feeType,
          amountFen,
        },
        { type: 'staff', id: w.admin.id },
        '2026-11-25',
      ),
    );
    return (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  };
  const notify = (fields: Record<string, string>, name = 'gateway') =>
    t.app.inject({ method: 'POST', url: `/tsg-admin/sys/pay/notify?provider=${name}`, payload: fields });

  it('a signed notification pays the order once; a retried one changes nothing', async () => {
    const order = await newOrder(8_800);
    const started = await startOnlinePayment(provider(), order, '彩图印刷费');
    expect(started.payUrl).toContain(started.tradeNo);
    const fields = gateway.notification(started.tradeNo);
    const [first, again] = await Promise.all([notify(fields), notify(fields)]);
    expect([first.json().data.result, again.json().data.result].sort()).toEqual(['duplicate', 'paid']);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ payStatus: OrderPayStatus.PAID, paidFen: 8_800 });
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toMatchObject([{ method: 'online', amountFen: 8_800, confirmedBy: null, remitter: '张三' }]);
    expect(await provider().query(started.tradeNo)).toEqual({ paid: true, amountFen: 8_800 });
    expect(await provider().refund(started.tradeNo, 800, '部分退款')).toEqual({ refundNo: 'R1' });
    expect(gateway.refunds).toEqual([{ tradeNo: started.tradeNo, amountFen: 800 }]);
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
  });

  it('refuses a forged or altered notification and an unknown provider; pays nothing', async () => {
    const order = await newOrder(1_000);
    const { tradeNo } = await startOnlinePayment(provider(), order, '加印');
    const forged = await notify(gateway.forged(tradeNo));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe(40001);
    const altered = { ...gateway.notification(tradeNo), amountFen: '1' };
    expect((await notify(altered)).json().code).toBe(40001);
    expect((await notify(gateway.notification(tradeNo), 'alipay')).statusCode).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('money that does not fit the order records no payment and marks it abnormal for finance', async () => {
    const order = await newOrder(2_000);
    const { tradeNo } = await startOnlinePayment(provider(), order, '加印');
    const over = gateway.notification(tradeNo, 2_500);
    expect((await notify(over)).json().data.result).toBe('abnormal');
    expect((await notify(over)).json().data.result).toBe('duplicate');
    const [flagged] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(flagged).toMatchObject({ abnormalFlag: 2, payStatus: OrderPayStatus.UNPAID, paidFen: 0 });
    // The prepaid fee is not paid online: its payment moves the manuscript with finance's confirmation.
    const prepaid = await newOrder(5_000, FeeType.PREPAID);
    await expect(startOnlinePayment(provider(), prepaid, '预付费')).rejects.toThrow();
  });
});
