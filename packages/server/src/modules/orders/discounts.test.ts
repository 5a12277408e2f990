import { discountApply, discountList, discountOrders, discountReview } from '@jb/contract/api/discounts';
import { orderDetailCall, orderReceive, orderSaveOther } from '@jb/contract/api/orders';
import { DiscountStatus, OrderPayStatus } from '@jb/contract/enums/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts, userJournals } from '../../db/schema/index.ts';
import { verifyLedger } from './verify.ts';

/** Discounts: an editor applies, the press decides; money received by hand, whole or in part. */
describe(`discounts and receipts (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let editor: Session;
  let articleNo = '';
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    editor = await login(t.app, w.editor.account, w.editor.password);
    articleNo = (await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId)))[0]!
      .articleNo;
  });
  afterAll(() => t.close());

  const order = async (amountFen: number) =>
    (
      await callOf(t.app, orderSaveOther, admin, { body: { articleNo, amountFen, reason: '彩图印刷费' } })
    ).json().data.id as number;
  const detail = async (id: number) =>
    (await callOf(t.app, orderDetailCall, admin, { query: { id } })).json().data;
  const apply = (body: object, who: Session = editor) => callOf(t.app, discountApply, who, { body } as never);
  const review = (body: object, who: Session = admin) =>
    callOf(t.app, discountReview, who, { body } as never);
  const receive = (body: object) => callOf(t.app, orderReceive, admin, { body } as never);
  const fieldOf = (res: { json: () => { data: { fields: { path: string }[] } } }) =>
    res.json().data.fields[0]!.path;

  it('an editor applies for 30% off; the administrator approves; the rest is received in two parts and the order is paid', async () => {
    const id = await order(10_000);
    const options = (await callOf(t.app, discountOrders, editor, { query: { articleNo } })).json().data;
    const option = options.find((o: { id: number }) => o.id === id);
    expect(option).toMatchObject({ dueFen: 10_000, underReview: false });
    // The prepaid fee is the workflow's: it is not offered.
    expect(options.map((o: { id: number }) => o.id)).not.toContain(w.orderId);

    expect(fieldOf(await apply({ orderId: id, version: option.version, type: 2, reason: '困难作者' }))).toBe(
      'percent',
    );
    const made = await apply({
      orderId: id,
      version: option.version,
      type: 2,
      percent: 30,
      reason: '困难作者',
    });
    expect(made.statusCode, made.body).toBe(200);
    const discountId = made.json().data.id as number;
    let o = await detail(id);
    expect(o).toMatchObject({ discountsStatus: DiscountStatus.REVIEW, discountFen: 0 });
    expect(o.actions).not.toContain('discount');
    // One application at a time.
    const second = await apply({ orderId: id, version: o.version, type: 1, amountFen: 100, reason: '再减' });
    expect(second.statusCode).toBe(400);
    expect(second.json().data.fields[0].zh).toContain('审核中');

    // The editor may not decide; a rejection needs its reason.
    expect((await review({ id: discountId, version: 0, decision: 'pass' }, editor)).statusCode).toBe(403);
    expect(fieldOf(await review({ id: discountId, version: 0, decision: 'reject', note: '' }))).toBe('note');
    const listed = (await callOf(t.app, discountList, admin, { query: { status: 1 } })).json().data;
    expect(listed.list.find((r: { id: number }) => r.id === discountId)).toMatchObject({
      amountFen: 3_000,
      percent: 30,
      actions: ['pass', 'reject'],
      order: { id, amountFen: 10_000 },
    });
    expect(
      (await review({ id: discountId, version: 0, decision: 'pass', note: '同意' })).json().data,
    ).toEqual({
      id: discountId,
      status: DiscountStatus.APPROVED,
      version: 1,
    });
    expect((await review({ id: discountId, version: 0, decision: 'pass' })).statusCode).toBe(409);
    o = await detail(id);
    expect(o).toMatchObject({
      discountsStatus: 2,
      discountFen: 3_000,
      payStatus: OrderPayStatus.UNPAID,
      abnormalFlag: 0,
    });

    // Received in two parts; a fraction is refused; more than is due records no payment and marks
    // the order abnormal (mismatch.test.ts).
    const base = { id, method: 'offline', payer: '张三', paidOn: '2026-11-20' };
    // Unique per run: keys are global, and a later run may share the PostgreSQL database.
    const key = `receipt-${process.pid}-${Date.now()}`;
    expect(fieldOf(await receive({ ...base, version: o.version, amountFen: 10.5 }))).toBe('amountFen');
    expect(fieldOf(await receive({ ...base, version: o.version, amountFen: -5 }))).toBe('amountFen');
    const over = await receive({ ...base, version: o.version, amountFen: 7_001 });
    expect(over.json().data).toMatchObject({ payStatus: OrderPayStatus.UNPAID, abnormal: true });
    o = await detail(id);
    expect(o).toMatchObject({ paidFen: 0, abnormalFlag: 2 });
    const part = await receive({ ...base, version: o.version, amountFen: 2_000, requestKey: key });
    expect(part.json().data).toMatchObject({ payStatus: OrderPayStatus.UNPAID });
    // The same request again (a retry) pays nothing twice and answers as the first did.
    const retry = await receive({
      ...base,
      version: o.version,
      amountFen: 2_000,
      requestKey: key,
    });
    expect(retry.statusCode).toBe(200);
    o = await detail(id);
    expect(o.payments).toHaveLength(1);
    expect(o.paidFen).toBe(2_000);
    // A stale version is 409.
    expect((await receive({ ...base, version: o.version - 1, amountFen: 5_000 })).statusCode).toBe(409);
    const rest = await receive({ ...base, method: 'remittance', version: o.version, amountFen: 5_000 });
    expect(rest.json().data.payStatus).toBe(OrderPayStatus.PAID);
    o = await detail(id);
    expect(o.actions).not.toContain('receive');
    expect(o.events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'discount.requested',
      'discount.approved',
      'abnormal',
      'payment',
      'payment',
    ]);
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
  });

  it('a waiver beyond the press’s threshold settles the order at 0.00 and marks it abnormal; a rejection leaves the amount', async () => {
    const id = await order(5_000);
    let o = await detail(id);
    const rejected = (
      await apply({ orderId: id, version: o.version, type: 1, amountFen: 1_000, reason: '老作者' })
    ).json().data.id;
    await review({ id: rejected, version: 0, decision: 'reject', note: '不符合政策' });
    o = await detail(id);
    expect(o).toMatchObject({ discountsStatus: DiscountStatus.REJECTED, discountFen: 0 });
    // A discount above what is due is refused on its field.
    expect(
      fieldOf(await apply({ orderId: id, version: o.version, type: 1, amountFen: 5_001, reason: 'x' })),
    ).toBe('amountFen');
    const waiver = (await apply({ orderId: id, version: o.version, type: 3, reason: '编委会减免' })).json()
      .data.id;
    await review({ id: waiver, version: 0, decision: 'pass' });
    o = await detail(id);
    expect(o).toMatchObject({
      discountFen: 5_000,
      payStatus: OrderPayStatus.PAID,
      abnormalFlag: 2,
      paidFen: 0,
    });
    expect(o.events.at(-1)).toMatchObject({ kind: 'abnormal', note: 'bigDiscount' });
    // Paid: no more discounts.
    const late = await apply({ orderId: id, version: o.version, type: 1, amountFen: 1, reason: 'x' });
    expect(late.statusCode).toBe(400);
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
  });

  it('an acquisition editor of the journal applies for a waiver too, and may not decide it', async () => {
    const caibian = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    await t.db.insert(userJournals).values({ userId: caibian.id, journalId: w.journalId });
    const session = await login(t.app, caibian.account, caibian.password);
    const id = await order(1_200);
    const o = await detail(id);
    const made = await apply({ orderId: id, version: o.version, type: 3, reason: '困难作者减免' }, session);
    expect(made.statusCode, made.body).toBe(200);
    const decided = await review({ id: made.json().data.id, version: 0, decision: 'pass' }, session);
    expect(decided.statusCode).toBe(403);
  });

  it('the prepaid fee is refused; another press gets 404 and sees none of the applications', async () => {
    const prepaid = await detail(w.orderId);
    const res = await apply({ orderId: w.orderId, version: prepaid.version, type: 3, reason: 'x' }, admin);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('orderId');
    expect(
      fieldOf(
        await receive({
          id: w.orderId,
          version: prepaid.version,
          method: 'offline',
          amountFen: 1,
          payer: 'x',
          paidOn: '2026-11-20',
        }),
      ),
    ).toBe('id');

    const id = await order(2_000);
    const o = await detail(id);
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    expect((await apply({ orderId: id, version: o.version, type: 3, reason: 'x' }, adminB)).statusCode).toBe(
      404,
    );
    const mine = (await apply({ orderId: id, version: o.version, type: 3, reason: '减免' })).json().data.id;
    expect((await review({ id: mine, version: 0, decision: 'pass' }, adminB)).statusCode).toBe(404);
    expect((await callOf(t.app, discountList, adminB, { query: {} })).json().data.total).toBe(0);
    expect((await callOf(t.app, discountOrders, adminB, { query: { articleNo } })).statusCode).toBe(400);
    expect(
      (
        await receive({
          id,
          version: o.version + 1,
          method: 'offline',
          amountFen: 1,
          payer: 'x',
          paidOn: '2026-11-20',
        })
      ).statusCode,
    ).toBe(200);
    const financeB = await callOf(t.app, orderReceive, adminB, {
      body: { id, version: o.version + 2, method: 'offline', amountFen: 1, payer: 'x', paidOn: '2026-11-20' },
    });
    expect(financeB.statusCode).toBe(404);
  });
});
