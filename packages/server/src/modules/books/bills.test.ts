import {
  billClose,
  billEntries,
  billExport,
  billList,
  billMerchants,
  billReverse,
  billStatement,
} from '@jb/contract/api/bills';
import { remittanceMatch, remittanceSave } from '@jb/contract/api/remittances';
import { FeeType } from '@jb/contract/enums/order';
import { addMonths, chinaMonth } from '@jb/contract/months';
import { ALL_PERMISSIONS } from '@jb/contract/permissions';
import type { BillEntryRow, BillRow } from '@jb/contract/schemas/bills';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  accountEntries,
  accountMonthly,
  accountPeriods,
  journals,
  merchants,
  orders,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { applyDiscount, reviewDiscount } from '../orders/discounts.ts';
import { receiveOrder } from '../orders/manage.ts';
import { adminDecideRefund, financeDecideRefund, requestRefund } from '../orders/refunds.ts';
import { createOrder } from '../orders/service.ts';
import { verifyLedger } from '../orders/verify.ts';
import { extractText } from '../similarity/engine/extract.ts';
import { verifyBooks } from './verify.ts';

/** Months relative to today (China time): two ago, last, this. */
const NOW = chinaMonth();
const M1 = addMonths(NOW, -1);
const M2 = addMonths(NOW, -2);

type Res = {
  statusCode: number;
  body: string;
  json: () => { data: { fields: { path: string; zh: string }[] } };
};
const field = (res: Res) => res.json().data.fields[0]!;

/** 账单管理: the account book booked by the order service, bills by merchant and month, closing, reversing. */
describe(`account bills (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let finance: Session;
  let reader: Session;
  let adminB: Session;
  let auth: AuthContext;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    await t.db.update(journals).set({ payeeMerchantId: w.merchantId }).where(eq(journals.id, w.journalId));
    const f = await createUser(t.db, w.press, { role: 'finance' });
    finance = await login(t.app, f.account, f.password);
    const r = await createUser(t.db, w.press, { permissions: ['finance.billManage'] });
    reader = await login(t.app, r.account, r.password);
    const b = await pressWorld(t.db);
    adminB = await login(t.app, b.admin.account, b.admin.password);
    auth = {
      sessionId: 0,
      userId: w.admin.id,
      pressId: w.press.id,
      platform: false,
      adminType: 2,
      permissions: new Set(ALL_PERMISSIONS),
      sessionKey: Buffer.alloc(0),
      token: '',
    };
  });
  afterAll(() => t.close());

  const order = async (amountFen: number) =>
    (
      await t.db.transaction((tx) =>
        createOrder(
          tx,
          {
            pressId: w.press.id,
            journalId: w.journalId,
            manuscriptId: w.manuscriptId,
            authorId: w.authorId,
            feeType: FeeType.OTHER,
            amountFen,
          },
          { type: 'staff', id: w.admin.id },
          `${NOW}-01`,
        ),
      )
    ).id;
  const version = async (id: number) =>
    (await t.db.select({ v: orders.version }).from(orders).where(eq(orders.id, id)))[0]!.v;
  const receive = async (id: number, amountFen: number, paidOn: string, method = 'offline' as const) =>
    receiveOrder(t.db, auth, {
      id,
      version: await version(id),
      method,
      amountFen,
      payer: '王作者',
      paidOn,
      voucherNote: '',
    });
  const bills = async (who: Session = finance, query: Record<string, unknown> = {}) => {
    const res = await callOf(t.app, billList, who, {
      query: { merchantId: w.merchantId, ...query },
    } as never);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list as BillRow[];
  };
  const bill = async (period: string) => (await bills()).find((b) => b.period === period)!;
  const entries = async (period: string, who: Session = finance) => {
    const res = await callOf(t.app, billEntries, who, {
      query: { merchantId: w.merchantId, period, sort: 'occurredOn', order: 'asc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list as BillEntryRow[];
  };
  const close = (period: string, v: number, who: Session = finance) =>
    callOf(t.app, billClose, who, { body: { merchantId: w.merchantId, period, version: v } });
  const reverse = (id: number, reason: string, who: Session = finance) =>
    callOf(t.app, billReverse, who, { body: { id, reason } });
  const agree = async () => {
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
    expect(await verifyBooks(t.db, w.press.id)).toEqual([]);
  };
  let first = 0;

  it('books each payment in the month it was paid, discounts and refunds today; orders and requests book nothing', async () => {
    first = await order(100_000);
    await receive(first, 30_000, `${M2}-10`);
    await receive(first, 70_000, `${M1}-05`);
    const second = await order(50_000);
    const applied = await applyDiscount(t.db, auth, {
      orderId: second,
      version: await version(second),
      type: 1,
      amountFen: 10_000,
      reason: '老作者',
    });
    await reviewDiscount(t.db, auth, { id: applied.id, version: 0, decision: 'pass', note: '' });
    await receive(second, 40_000, `${NOW}-01`);
    const refund = await requestRefund(t.db, auth, {
      orderId: second,
      version: await version(second),
      amountFen: 15_000,
      reason: '作者撤稿',
    });
    await adminDecideRefund(t.db, auth, { id: refund.id, version: 0, decision: 'pass', note: '' });
    await financeDecideRefund(t.db, auth, {
      id: refund.id,
      version: 1,
      decision: 'pass',
      note: '',
      voucherNote: 'V-2026',
    });
    const rows = await t.db.select().from(accountEntries).where(eq(accountEntries.pressId, w.press.id));
    expect(rows.map((e) => [e.kind, e.amountFen, e.period, e.merchantId]).sort()).toEqual(
      [
        ['payment', 30_000, M2, w.merchantId],
        ['payment', 70_000, M1, w.merchantId],
        ['discount', 10_000, NOW, w.merchantId],
        ['payment', 40_000, NOW, w.merchantId],
        ['refund', -15_000, NOW, w.merchantId],
      ].sort(),
    );

    const list = await bills();
    expect(list.map((b) => b.period)).toEqual([NOW, M1, M2]);
    expect(await bill(M2)).toMatchObject({
      status: 1,
      openingFen: 0,
      inFen: 30_000,
      refundFen: 0,
      closingFen: 30_000,
      entryCount: 1,
      actions: ['close'],
    });
    // Closing waits for the earlier month, and this month has not ended.
    expect(await bill(M1)).toMatchObject({
      openingFen: 30_000,
      inFen: 70_000,
      closingFen: 100_000,
      actions: [],
    });
    expect(await bill(NOW)).toMatchObject({
      openingFen: 100_000,
      inFen: 40_000,
      refundFen: 15_000,
      discountFen: 10_000,
      closingFen: 125_000,
      entryCount: 3,
      actions: [],
    });
    const monthly = await t.db.select().from(accountMonthly).where(eq(accountMonthly.pressId, w.press.id));
    expect(monthly.find((m) => m.period === NOW)).toMatchObject({
      merchantId: w.merchantId,
      journalId: w.journalId,
      feeType: FeeType.OTHER,
      inFen: 40_000,
      refundFen: 15_000,
      discountFen: 10_000,
      entryCount: 3,
    });
    const listed = await entries(NOW);
    expect(listed.map((e) => e.kind).sort()).toEqual(['discount', 'payment', 'refund']);
    expect(listed[0]).toMatchObject({
      orderNum: expect.any(String),
      articleNo: expect.any(String),
      lateFrom: null,
    });
    const merchants = (await callOf(t.app, billMerchants, finance, {})).json().data;
    expect(merchants).toEqual([{ id: w.merchantId, name: '对公账户', status: 1 }]);
    await agree();
  });

  it('a journal without a payee merchant books under merchant 0 and opens no bill period', async () => {
    await t.db.update(journals).set({ payeeMerchantId: null }).where(eq(journals.id, w.journalId));
    try {
      await receive(await order(2_000), 2_000, `${NOW}-02`);
    } finally {
      await t.db.update(journals).set({ payeeMerchantId: w.merchantId }).where(eq(journals.id, w.journalId));
    }
    const monthly = await t.db.select().from(accountMonthly).where(eq(accountMonthly.pressId, w.press.id));
    expect(monthly.find((m) => m.merchantId === 0)).toMatchObject({
      period: NOW,
      inFen: 2_000,
      entryCount: 1,
    });
    const periods = await t.db.select().from(accountPeriods).where(eq(accountPeriods.pressId, w.press.id));
    expect(periods.every((p) => p.merchantId === w.merchantId)).toBe(true);
    await agree();
  });

  it('reconciles the bank side (remittances received and matched) with the money booked as remittance', async () => {
    const matched = await order(8_000);
    const saved = await callOf(t.app, remittanceSave, finance, {
      body: { remitter: '王作者', amountFen: 8_000, receivedOn: `${NOW}-01`, bankRef: `BR${Date.now()}` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const m = await callOf(t.app, remittanceMatch, finance, {
      body: { id: saved.json().data.id, version: 0, matches: [{ orderId: matched, amountFen: 8_000 }] },
    });
    expect(m.statusCode, m.body).toBe(200);
    // A remittance recorded on the order by hand reaches the book but has no bank line behind it.
    await receive(await order(3_000), 3_000, `${NOW}-01`, 'remittance' as never);
    expect(await bill(NOW)).toMatchObject({
      remittedFen: 8_000,
      remittanceInFen: 11_000,
      differenceFen: -3_000,
    });
    await agree();
  });

  it('closes an ended month once, after the earlier months; a stale version is 409', async () => {
    const notEnded = await close(NOW, 0);
    expect(notEnded.statusCode).toBe(400);
    expect(field(notEnded).path).toBe('period');
    const earlier = await close(M1, 0);
    expect(earlier.statusCode).toBe(400);
    expect(field(earlier)).toMatchObject({ path: 'period', zh: expect.stringContaining(M2) });
    expect((await close(M2, 1)).statusCode).toBe(409);
    expect((await close(M2, 0, reader)).statusCode).toBe(403);

    const done = await close(M2, 0);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ merchantId: w.merchantId, period: M2, status: 2, version: 1 });
    expect(await bill(M2)).toMatchObject({
      status: 2,
      openingFen: 0,
      inFen: 30_000,
      closingFen: 30_000,
      closedByName: '测试用户',
      closedAt: expect.any(String),
      version: 1,
      actions: [],
    });
    expect((await bill(M1)).actions).toEqual(['close']);
    // A closed month cannot change: closing it again is refused on the period, a stale copy is 409.
    const again = await close(M2, 1);
    expect(again.statusCode).toBe(400);
    expect(field(again)).toMatchObject({ path: 'period', zh: expect.stringContaining('已结账') });
    expect((await close(M2, 0)).statusCode).toBe(409);
    await agree();
  });

  it('a movement dated in a closed month is booked into the first open month after it, named late', async () => {
    await receive(await order(20_000), 20_000, `${M2}-20`);
    expect(await bill(M2)).toMatchObject({ inFen: 30_000, closingFen: 30_000, entryCount: 1 });
    expect(await bill(M1)).toMatchObject({ openingFen: 30_000, inFen: 90_000, closingFen: 120_000 });
    const late = (await entries(M1)).find((e) => e.occurredOn === `${M2}-20`)!;
    expect(late).toMatchObject({ period: M1, lateFrom: M2, amountFen: 20_000 });
    const [stored] = await t.db.select().from(accountEntries).where(eq(accountEntries.id, late.id));
    expect(stored!.note).toContain(M2);

    expect((await close(M1, 0)).statusCode).toBe(200);
    // Both earlier months closed now: the next late movement lands in this month.
    await receive(await order(5_000), 5_000, `${M2}-25`);
    expect((await entries(NOW)).find((e) => e.occurredOn === `${M2}-25`)).toMatchObject({ lateFrom: M2 });
    expect(await bill(M1)).toMatchObject({ status: 2, inFen: 90_000, closingFen: 120_000 });
    expect(await bill(NOW)).toMatchObject({ openingFen: 120_000 });
    await agree();
  });

  it('reverses an entry of a closed month once, into this month, with the reason', async () => {
    const [original] = await entries(M2);
    expect(original).toMatchObject({ kind: 'payment', amountFen: 30_000, actions: ['reverse'] });
    const before = await bill(NOW);

    const noReason = await reverse(original!.id, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(field(noReason).path).toBe('reason');
    expect((await reverse(original!.id, '记错商户', reader)).statusCode).toBe(403);
    expect((await reverse(original!.id, '记错商户', adminB)).statusCode).toBe(404);
    const done = await reverse(original!.id, '记错商户');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.period).toBe(NOW);

    const twice = await reverse(original!.id, '再冲一次');
    expect(twice.statusCode).toBe(400);
    expect(field(twice)).toMatchObject({ path: 'id', zh: expect.stringContaining('已经冲正') });
    const reversal = (await entries(NOW)).find((e) => e.kind === 'reversal')!;
    expect(reversal).toMatchObject({
      amountFen: -30_000,
      reversesId: original!.id,
      note: '记错商户',
      actions: [],
    });
    expect((await reverse(reversal.id, '冲回')).statusCode).toBe(400);
    const open = (await entries(NOW)).find((e) => e.kind === 'payment')!;
    const notClosed = await reverse(open.id, '未结账');
    expect(notClosed.statusCode).toBe(400);
    expect(field(notClosed).path).toBe('id');

    expect((await entries(M2))[0]).toMatchObject({ reversedById: reversal.id, actions: [] });
    // The closed month keeps its figures; this month's money in falls by the reversed payment.
    expect(await bill(M2)).toMatchObject({ inFen: 30_000, closingFen: 30_000 });
    expect(await bill(NOW)).toMatchObject({
      inFen: before.inFen - 30_000,
      reversalFen: -30_000,
      closingFen: before.closingFen - 30_000,
      entryCount: before.entryCount + 1,
    });
    await agree();
  });

  it('exports a month as .xlsx (summary and entries) and as a PDF statement in Chinese', async () => {
    const query = { merchantId: w.merchantId, period: M1 };
    const xlsx = await callOf(t.app, billExport, reader, { query });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['汇总', '分录']);
    const summary = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(summary).toEqual(
      expect.arrayContaining(['期初余额', '300.00 元', '期末余额', '1200.00 元', '已结账']),
    );
    const rows = book.worksheets[1]!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r[7])).toEqual(['200.00', '700.00']);
    expect(rows.map((r) => r[8])).toContain(`迟到入账：原属 ${M2}（已结账）`);

    const pdf = await callOf(t.app, billStatement, reader, { query });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await extractText(new Uint8Array(pdf.rawPayload), 'statement.pdf');
    for (const part of ['对账单', '对公账户', M1, '期末余额', '1200.00']) expect(text).toContain(part);
  });

  it('needs the screen’s permission; another press gets 404 and lists none of these', async () => {
    const nobody = await createUser(t.db, w.press, { permissions: [] });
    const session = await login(t.app, nobody.account, nobody.password);
    expect((await callOf(t.app, billList, session, { query: {} })).statusCode).toBe(403);
    expect((await bills(reader)).length).toBe(3);
    const query = { merchantId: w.merchantId, period: M1 };
    for (const c of [billEntries, billExport, billStatement])
      expect((await callOf(t.app, c, adminB, { query } as never)).statusCode).toBe(404);
    expect((await close(NOW, 0, adminB)).statusCode).toBe(404);
    expect((await callOf(t.app, billList, adminB, { query: {} })).json().data.list).toEqual([]);
  });

  it('closing while money of the month arrives: one close wins, the other is 409, nothing lands after it', async () => {
    const [other] = await t.db
      .insert(merchants)
      .values({ pressId: w.press.id, name: '微信收款', channel: 'wechat' })
      .returning({ id: merchants.id });
    await t.db.update(journals).set({ payeeMerchantId: other!.id }).where(eq(journals.id, w.journalId));
    try {
      await receive(await order(1_000), 1_000, `${M2}-03`);
      const target = { merchantId: other!.id, period: M2, version: 0 };
      const late = await order(700);
      const results = await Promise.allSettled([
        callOf(t.app, billClose, finance, { body: target }),
        receive(late, 700, `${M2}-04`),
        callOf(t.app, billClose, finance, { body: target }),
      ]);
      const codes = [results[0], results[2]].map((r) => (r.status === 'fulfilled' ? r.value.statusCode : 0));
      expect(codes.sort()).toEqual([200, 409]);
      expect(results[1]!.status).toBe('fulfilled');
      const [entry] = await t.db.select().from(accountEntries).where(eq(accountEntries.orderId, late));
      const [period] = await t.db
        .select()
        .from(accountPeriods)
        .where(and(eq(accountPeriods.merchantId, other!.id), eq(accountPeriods.period, M2)));
      // The payment landed in the closed month before it closed (and counts there), or after it in M1.
      expect(period!.inFen).toBe(entry!.period === M2 ? 1_700 : 1_000);
      await agree();
    } finally {
      await t.db.update(journals).set({ payeeMerchantId: w.merchantId }).where(eq(journals.id, w.journalId));
    }
  });

  it('refuses bad input on its field', async () => {
    const month = await callOf(t.app, billEntries, finance, {
      query: { merchantId: w.merchantId, period: '2026-13' },
    });
    expect(month.statusCode).toBe(400);
    expect(field(month).path).toBe('period');
    const body = await callOf(t.app, billClose, finance, {
      body: { merchantId: w.merchantId, period: '202610', version: 0 },
    });
    expect(body.statusCode).toBe(400);
    expect(field(body).path).toBe('period');
    const status = await callOf(t.app, billList, finance, { query: { status: 3 } } as never);
    expect(status.statusCode).toBe(400);
    expect(field(status).path).toBe('status');
  });
});
