import { orderDetailCall, orderSaveOther } from '@jb/contract/api/orders';
import { remittanceMatch, remittanceSave, remittanceSuggest } from '@jb/contract/api/remittances';
import { OrderPayStatus } from '@jb/contract/enums/order';
import { RemittanceStatus } from '@jb/contract/enums/remittance';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { manuscriptAtZero, TEST_PREPAID_FEN } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscriptEvents, manuscripts, payments, remittanceMatches } from '../../db/schema/index.ts';
import { verifyLedger } from '../orders/verify.ts';
import { verifyRemittances } from './verify.ts';

/** Matching remittances to orders: one to many, many to one, the limits, a prepaid fee, a race. */
describe(`matching remittances (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let finance: Session;
  let articleNo = '';
  let refs = 0;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    const f = await createUser(t.db, w.press, { role: 'finance', adminType: 1 });
    finance = await login(t.app, f.account, f.password);
    articleNo = (await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId)))[0]!
      .articleNo;
  });
  afterAll(async () => {
    // Whatever the tests did, the books agree with their rows.
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
    expect(await verifyRemittances(t.db, w.press.id)).toEqual([]);
    await t.close();
  });

  /** An other-fee order of this amount on the world's manuscript. */
  const order = async (amountFen: number) =>
    (await callOf(t.app, orderSaveOther, admin, { body: { articleNo, amountFen, reason: '版面费' } })).json()
      .data.id as number;
  const detail = async (id: number) =>
    (await callOf(t.app, orderDetailCall, finance, { query: { id } })).json().data;
  const remittance = async (amountFen: number, remark = '') =>
    (
      await callOf(t.app, remittanceSave, finance, {
        body: {
          remitter: '张三',
          amountFen,
          receivedOn: '2026-11-20',
          bankRef: `M-${++refs}-${Date.now()}`,
          remark,
        },
      })
    ).json().data.id as number;
  const match = (id: number, version: number, matches: { orderId: number; amountFen: number }[]) =>
    callOf(t.app, remittanceMatch, finance, { body: { id, version, matches } });

  it('matches one remittance to several orders: each paid by its own payment, the remittance matched', async () => {
    const a = await order(70_000);
    const b = await order(80_000);
    const r = await remittance(150_000);
    const res = await match(r, 0, [
      { orderId: a, amountFen: 70_000 },
      { orderId: b, amountFen: 80_000 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: r,
      status: RemittanceStatus.MATCHED,
      matchedFen: 150_000,
      version: 1,
    });
    for (const id of [a, b]) {
      const o = await detail(id);
      expect(o.payStatus).toBe(OrderPayStatus.PAID);
      expect(o.payments).toEqual([expect.objectContaining({ method: 'remittance', remitter: '张三' })]);
      expect(o.events.at(-1)).toMatchObject({ kind: 'remittance', toPayStatus: OrderPayStatus.PAID });
    }
    const rows = await t.db.select().from(remittanceMatches).where(eq(remittanceMatches.remittanceId, r));
    expect(rows.map((m) => m.amountFen).sort()).toEqual([70_000, 80_000]);
  });

  it('pays one order from several remittances; the second is left partly matched', async () => {
    const o = await order(100_000);
    const first = await remittance(60_000);
    const second = await remittance(100_000);
    expect((await match(first, 0, [{ orderId: o, amountFen: 60_000 }])).json().data.status).toBe(
      RemittanceStatus.MATCHED,
    );
    expect(await detail(o)).toMatchObject({ payStatus: OrderPayStatus.UNPAID, paidFen: 60_000 });
    // Only 400.00 is still due: 500.00 is refused on its amount.
    const over = await match(second, 0, [{ orderId: o, amountFen: 50_000 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().data.fields[0]).toMatchObject({ path: 'matches.0.amountFen' });
    expect(over.json().data.fields[0].zh).toContain('400.00元');
    const done = await match(second, 0, [{ orderId: o, amountFen: 40_000 }]);
    expect(done.json().data).toMatchObject({ status: RemittanceStatus.PARTLY, matchedFen: 40_000 });
    expect(await detail(o)).toMatchObject({ payStatus: OrderPayStatus.PAID, paidFen: 100_000 });
    expect((await detail(o)).payments).toHaveLength(2);
  });

  it('refuses matching more than the remittance has left, an order twice or an order no longer unpaid', async () => {
    const a = await order(30_000);
    const b = await order(30_000);
    const r = await remittance(50_000);
    const beyond = await match(r, 0, [
      { orderId: a, amountFen: 30_000 },
      { orderId: b, amountFen: 30_000 },
    ]);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().data.fields[0]).toMatchObject({ path: 'matches' });
    expect(beyond.json().data.fields[0].en).toContain('500.00');
    const twice = await match(r, 0, [
      { orderId: a, amountFen: 10_000 },
      { orderId: a, amountFen: 10_000 },
    ]);
    expect(twice.json().data.fields[0].path).toBe('matches.1.orderId');
    // Nothing of the refused matches was written.
    expect(await detail(a)).toMatchObject({ paidFen: 0, payStatus: OrderPayStatus.UNPAID });
    expect(await detail(b)).toMatchObject({ paidFen: 0 });
    expect((await match(r, 0, [{ orderId: a, amountFen: 30_000 }])).statusCode).toBe(200);
    const ended = await match(r, 1, [{ orderId: a, amountFen: 10_000 }]);
    expect(ended.json().data.fields[0].path).toBe('matches.0.orderId');
    const negative = await match(r, 1, [{ orderId: b, amountFen: -1 }]);
    expect(negative.statusCode).toBe(400);
  });

  it('matches a prepaid fee through the workflow: the order paid and the manuscript moves to its first stage', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const r = await remittance(TEST_PREPAID_FEN + 20_000, `稿件编号 ${m.orderNum}`);
    // A prepaid fee is matched whole.
    const part = await match(r, 0, [{ orderId: m.orderId, amountFen: 10_000 }]);
    expect(part.statusCode).toBe(400);
    expect(part.json().data.fields[0].path).toBe('matches.0.amountFen');
    const res = await match(r, 0, [{ orderId: m.orderId, amountFen: TEST_PREPAID_FEN }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: RemittanceStatus.PARTLY, matchedFen: TEST_PREPAID_FEN });
    const [moved] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, m.id));
    expect(moved!.status).not.toBe(Status.AUTHOR_UNPAID);
    expect(moved!.status).toBe(m.firstStage);
    const events = await t.db.select().from(manuscriptEvents).where(eq(manuscriptEvents.manuscriptId, m.id));
    expect(events.at(-1)).toMatchObject({ action: 'confirmRemittance', toStatus: m.firstStage });
    expect(await detail(m.orderId)).toMatchObject({ payStatus: OrderPayStatus.PAID });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, m.orderId));
    expect(payment!.idempotencyKey).toBe(`rm:${r}:0:${m.orderId}`);
  });

  it('suggests the order whose number is in the remark first, with why', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const [row] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, m.id));
    const r = await remittance(TEST_PREPAID_FEN, `审稿费 ${row!.articleNo}`);
    const res = await callOf(t.app, remittanceSuggest, finance, { query: { id: r } });
    expect(res.statusCode, res.body).toBe(200);
    const { restFen, list } = res.json().data;
    expect(restFen).toBe(TEST_PREPAID_FEN);
    expect(list[0]).toMatchObject({
      orderId: m.orderId,
      dueFen: TEST_PREPAID_FEN,
      reasons: ['articleNo', 'amount', 'remitter'],
    });
    // Other unpaid prepaid fees of the same amount follow, on the amount (and the author's name) alone.
    expect(list.slice(1).every((s: { reasons: string[] }) => !s.reasons.includes('articleNo'))).toBe(true);
    const typed = await callOf(t.app, remittanceSuggest, finance, { query: { id: r, keyword: m.orderNum } });
    expect(typed.json().data.list[0]).toMatchObject({ orderId: m.orderId });
    expect(typed.json().data.list[0].reasons).toContain('orderNum');
  });

  it('lets one of two concurrent matches of a remittance win; the other is told it changed (409)', async () => {
    const a = await order(20_000);
    const b = await order(20_000);
    const r = await remittance(20_000);
    const results = await Promise.all([
      match(r, 0, [{ orderId: a, amountFen: 20_000 }]),
      match(r, 0, [{ orderId: b, amountFen: 20_000 }]),
    ]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const paid = [await detail(a), await detail(b)].filter((o) => o.payStatus === OrderPayStatus.PAID);
    expect(paid).toHaveLength(1);
  });
});
