import { authorManuscriptDetailCall } from '@jb/contract/api/authorSite';
import { orderDetailCall, orderReceive, orderSaveOther } from '@jb/contract/api/orders';
import {
  authorRefundRequest,
  refundAdminAudit,
  refundFinanceAudit,
  refundList,
  refundOrders,
  refundRequest,
} from '@jb/contract/api/refunds';
import { OrderPayStatus, RefundStatus } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournalWithAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import { manuscriptAtZero, paidOtherFee } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts } from '../../db/schema/index.ts';
import { verifyLedger } from './verify.ts';

/** Refunds: requested for the author, passed by the administrator, paid back by finance with a voucher. */
describe(`refunds (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let finance: Session;
  let editor: Session;
  let articleNo = '';
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    editor = await login(t.app, w.editor.account, w.editor.password);
    const f = await createUser(t.db, w.press, { role: 'finance' });
    finance = await login(t.app, f.account, f.password);
    articleNo = (await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId)))[0]!
      .articleNo;
  });
  afterAll(() => t.close());

  const detail = async (id: number) =>
    (await callOf(t.app, orderDetailCall, admin, { query: { id } })).json().data;
  /** An other-fee order of this amount, paid in full at the counter. */
  const paidOrder = async (amountFen: number) => {
    const id = (
      await callOf(t.app, orderSaveOther, admin, { body: { articleNo, amountFen, reason: '版面费' } })
    ).json().data.id as number;
    const { version } = await detail(id);
    await callOf(t.app, orderReceive, finance, {
      body: { id, version, method: 'offline', amountFen, payer: '李四', paidOn: '2026-11-20' },
    });
    return detail(id);
  };
  const request = (body: object, who: Session = admin) =>
    callOf(t.app, refundRequest, who, { body } as never);
  const adminDecide = (body: object, who: Session = admin) =>
    callOf(t.app, refundAdminAudit, who, { body } as never);
  const financeDecide = (body: object, who: Session = finance) =>
    callOf(t.app, refundFinanceAudit, who, { body } as never);

  it('a partial refund passes both reviews; the rest is refunded later and the order shows refunded', async () => {
    let o = await paidOrder(7_000);
    expect(o.actions).toContain('refund');
    const options = (await callOf(t.app, refundOrders, admin, { query: { articleNo } })).json().data;
    expect(options.find((x: { id: number }) => x.id === o.id)).toMatchObject({ refundableFen: 7_000 });

    const first = await request({ orderId: o.id, version: o.version, amountFen: 5_000, reason: '作者撤稿' });
    expect(first.statusCode, first.body).toBe(200);
    const refundId = first.json().data.id as number;
    o = await detail(o.id);
    // The open refund holds 5,000: only 2,000 more may be asked.
    const tooMuch = await request({ orderId: o.id, version: o.version, amountFen: 2_001, reason: '再退' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().data.fields[0].path).toBe('amountFen');

    // Finance cannot decide before the administrator, nor the administrator's step.
    expect(
      (await financeDecide({ id: refundId, version: 0, decision: 'pass', voucherNote: 'x' })).statusCode,
    ).toBe(400);
    expect((await adminDecide({ id: refundId, version: 0, decision: 'pass' }, finance)).statusCode).toBe(403);
    expect(
      (await adminDecide({ id: refundId, version: 0, decision: 'pass', note: '同意' })).json().data,
    ).toEqual({
      id: refundId,
      status: RefundStatus.FINANCE_PENDING,
      version: 1,
    });
    const rows = (await callOf(t.app, refundList, finance, { query: { status: 2 } })).json().data.list;
    expect(rows.find((r: { id: number }) => r.id === refundId)).toMatchObject({
      actions: ['financePass', 'financeReject'],
      amountFen: 5_000,
      requestedByType: 'staff',
    });
    // Sending money back names its voucher.
    const noVoucher = await financeDecide({ id: refundId, version: 1, decision: 'pass' });
    expect(noVoucher.json().data.fields[0].path).toBe('voucherNote');
    expect(
      (await financeDecide({ id: refundId, version: 1, decision: 'pass', voucherNote: 'ICBC-20261121-88' }))
        .statusCode,
    ).toBe(200);
    o = await detail(o.id);
    expect(o).toMatchObject({ paidFen: 2_000, refundedFen: 5_000, payStatus: OrderPayStatus.PAID });

    const last = (
      await request({ orderId: o.id, version: o.version, amountFen: 2_000, reason: '全部退回' })
    ).json().data.id;
    await adminDecide({ id: last, version: 0, decision: 'pass' });
    await financeDecide({ id: last, version: 1, decision: 'pass', voucherNote: 'ICBC-20261122-02' });
    o = await detail(o.id);
    expect(o).toMatchObject({
      paidFen: 0,
      refundedFen: 7_000,
      payStatus: OrderPayStatus.REFUNDED,
      actions: [],
    });
    expect(o.events.map((e: { kind: string }) => e.kind).slice(-6)).toEqual([
      'refund.requested',
      'refund.adminApproved',
      'refund.refunded',
      'refund.requested',
      'refund.adminApproved',
      'refund.refunded',
    ]);
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
  });

  it('rejections release the held amount; rejections need a reason; an unpaid order has nothing to refund', async () => {
    let o = await paidOrder(3_000);
    const a = (
      await request({ orderId: o.id, version: o.version, amountFen: 3_000, reason: '重复缴费' })
    ).json().data.id;
    expect((await adminDecide({ id: a, version: 0, decision: 'reject' })).json().data.fields[0].path).toBe(
      'note',
    );
    await adminDecide({ id: a, version: 0, decision: 'reject', note: '未撤稿' });
    o = await detail(o.id);
    const b = (
      await request({ orderId: o.id, version: o.version, amountFen: 3_000, reason: '重复缴费' })
    ).json().data.id;
    await adminDecide({ id: b, version: 0, decision: 'pass' });
    expect(
      (await financeDecide({ id: b, version: 1, decision: 'reject', note: '款项未到账' })).json().data.status,
    ).toBe(RefundStatus.FINANCE_REJECTED);
    o = await detail(o.id);
    expect(o).toMatchObject({ paidFen: 3_000, refundedFen: 0, payStatus: OrderPayStatus.PAID });
    expect(o.actions).toContain('refund');

    const unpaid = (
      await callOf(t.app, orderSaveOther, admin, { body: { articleNo, amountFen: 1_000, reason: '加印' } })
    ).json().data.id;
    const u = await detail(unpaid);
    const refused = await request({ orderId: unpaid, version: u.version, amountFen: 100, reason: 'x' });
    expect(refused.json().data.fields[0].path).toBe('orderId');
  });

  it('two refunds asked at once on one order: one wins, the other is 409', async () => {
    const o = await paidOrder(4_000);
    const both = await Promise.all([
      request({ orderId: o.id, version: o.version, amountFen: 4_000, reason: '甲' }),
      request({ orderId: o.id, version: o.version, amountFen: 4_000, reason: '乙' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
  });

  it('another press gets 404 and sees no refund; an editor without the permission gets 403', async () => {
    const o = await paidOrder(1_500);
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    expect(
      (await request({ orderId: o.id, version: o.version, amountFen: 100, reason: 'x' }, adminB)).statusCode,
    ).toBe(404);
    expect(
      (await request({ orderId: o.id, version: o.version, amountFen: 100, reason: 'x' }, editor)).statusCode,
    ).toBe(403);
    const id = (await request({ orderId: o.id, version: o.version, amountFen: 100, reason: '部分退' })).json()
      .data.id;
    expect((await adminDecide({ id, version: 0, decision: 'pass' }, adminB)).statusCode).toBe(404);
    expect((await callOf(t.app, refundList, adminB, { query: {} })).json().data.total).toBe(0);
    await adminDecide({ id, version: 0, decision: 'pass' });
    expect(
      (await financeDecide({ id, version: 1, decision: 'pass', voucherNote: 'x' }, adminB)).statusCode,
    ).toBe(404);
    expect(
      (await financeDecide({ id, version: 1, decision: 'pass', voucherNote: 'x' }, editor)).statusCode,
    ).toBe(403);
  });
});

describe(`the author's refund request on the site (${engineName})`, () => {
  it('asks for money back on a rejected manuscript of theirs only; another author gets 404', async () => {
    const t = await createTestApp();
    try {
      const site = await openJournalWithAuthor(t);
      const w = site.w;
      const m = await manuscriptAtZero(t.db, w, site.authorId);
      const admin = await login(t.app, w.admin.account, w.admin.password);
      const id = await paidOtherFee(t, w, admin, { id: m.id, authorId: site.authorId }, 6_000);
      const ask = (body: object, session = site.session) =>
        callOf(t.app, authorRefundRequest, session, { body } as never);
      const body = { orderId: id, version: 1, amountFen: 6_000, reason: '稿件被退，申请退还版面费' };
      // Not rejected yet: refused on the order.
      const early = await ask(body);
      expect(early.statusCode).toBe(400);
      expect(early.json().data.fields[0].path).toBe('orderId');
      await t.db.update(manuscripts).set({ status: Status.REJECTED }).where(eq(manuscripts.id, m.id));
      const other = await openJournalWithAuthor(t, w);
      expect((await ask(body, other.session)).statusCode).toBe(404);
      const refundable = async () =>
        (await callOf(t.app, authorManuscriptDetailCall, site.session, { query: { id: m.id } }))
          .json()
          .data.orders.find((o: { id: number }) => o.id === id).refundableFen;
      expect(await refundable()).toBe(6_000);
      const asked = await ask(body);
      expect(asked.json().data).toMatchObject({ status: RefundStatus.ADMIN_PENDING });
      // The open request holds the amount: nothing more to ask for on the site.
      expect(await refundable()).toBe(0);
      const listed = (await callOf(t.app, refundList, admin, { query: { status: 0 } })).json().data.list;
      expect(listed.find((r: { id: number }) => r.id === asked.json().data.id)).toMatchObject({
        requestedByType: 'author',
        requestedByName: '李作者',
        actions: ['adminPass', 'adminReject'],
      });
    } finally {
      await t.close();
    }
  });
});
