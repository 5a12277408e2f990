import { readFileSync } from 'node:fs';
import path from 'node:path';
import { discountApply, discountReview } from '@jb/contract/api/discounts';
import { staffUpload } from '@jb/contract/api/files';
import { invoiceIssue, invoiceRefuse } from '@jb/contract/api/invoices';
import { remittanceConfirm, waiveFee } from '@jb/contract/api/manuscripts';
import { orderDetailCall, orderExport, orderList } from '@jb/contract/api/orders';
import { DISCOUNT_TYPE, DiscountType, FeeType } from '@jb/contract/enums/order';
import { InvoiceStatus, invoiceApplyBody } from '@jb/contract/schemas/invoices';
import type { OrderRow } from '@jb/contract/schemas/orders';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, unique } from '../../../test/factories.ts';
import { createAuthor, manuscriptAtZero, TEST_PREPAID_FEN } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journalColumns, journals, orders, userJournals } from '../../db/schema/index.ts';
import { applyInvoice } from '../invoices/apply.ts';
import { createOrder } from './service.ts';

const ACCEPTANCE_FEN = 120_050;
const PDF = readFileSync(path.join(import.meta.dirname, '../../../assets/fund-certificate.pdf'));
/** The discount finally approved on the acceptance order. */
const DISCOUNT_FEN = 10_000;
/** The China day the acceptance order was made on (every other order is made today). */
const OLD_DAY = '2026-01-05';

type Summary = { count: number; amountFen: number; paidFen: number };
type ListAnswer = { list: OrderRow[]; total: number; summary: Summary };

describe(`the order list (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  /** Orders of the world: the world's own unpaid one, a paid, a waived, and an acceptance fee. */
  const o = { unpaid: 0, paid: 0, waived: 0, acceptance: 0, secondJournal: 0 };
  let paidNum = '';
  let acceptanceAuthorPhone = '';
  let secondJournalId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    o.unpaid = w.orderId;

    const paid = await manuscriptAtZero(t.db, w);
    o.paid = paid.orderId;
    paidNum = paid.orderNum;
    const confirmed = await callOf(t.app, remittanceConfirm, admin, {
      body: {
        id: paid.id,
        version: 0,
        remitter: '甲单位',
        amountFen: TEST_PREPAID_FEN,
        paidOn: '2026-11-01',
        voucherNote: '回单 001',
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const waived = await manuscriptAtZero(t.db, w);
    o.waived = waived.orderId;
    const done = await callOf(t.app, waiveFee, admin, { body: { id: waived.id, version: 0, note: '减免' } });
    expect(done.statusCode, done.body).toBe(200);

    // Another author's manuscript with an acceptance fee ordered on an earlier day.
    const author = await createAuthor(t.db, w.press.id, '王五');
    acceptanceAuthorPhone = author.phone;
    const accepted = await manuscriptAtZero(t.db, w, author.id);
    o.acceptance = await t.db.transaction(async (tx) => {
      const created = await createOrder(
        tx,
        {
          pressId: w.press.id,
          journalId: w.journalId,
          manuscriptId: accepted.id,
          authorId: author.id,
          feeType: FeeType.ACCEPTANCE,
          amountFen: ACCEPTANCE_FEN,
        },
        { type: 'staff', id: w.admin.id },
        OLD_DAY,
        new Date(`${OLD_DAY}T10:00:00+08:00`),
      );
      return created.id;
    });

    // A second journal of the press, with an order of its own.
    const [journal] = await t.db
      .insert(journals)
      .values({ pressId: w.press.id, code: unique('j'), name: '第二期刊', frequency: 5, status: 0 })
      .returning({ id: journals.id });
    secondJournalId = journal!.id;
    const [column] = await t.db
      .insert(journalColumns)
      .values({ journalId: secondJournalId, name: '综述', sort: 1 })
      .returning();
    const second = await manuscriptAtZero(t.db, {
      press: w.press,
      journalId: secondJournalId,
      columnId: column!.id,
    });
    o.secondJournal = second.orderId;
  });
  afterAll(() => t.close());

  const listAs = async (session: Session, query: Record<string, unknown>): Promise<ListAnswer> => {
    const res = await callOf(t.app, orderList, session, { query: { pageSize: 100, ...query } as never });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const list = (query: Record<string, unknown> = {}) => listAs(admin, query);
  const ids = async (query: Record<string, unknown>) => (await list(query)).list.map((r) => r.id).sort();
  const sumsOf = (rows: OrderRow[]): Summary => ({
    count: rows.length,
    amountFen: rows.reduce((s, r) => s + r.amountFen, 0),
    paidFen: rows.reduce((s, r) => s + r.paidFen, 0),
  });

  it('lists every order of the press with its manuscript, journal, author and payment', async () => {
    const all = await list();
    // The acceptance order's manuscript has its own prepaid order too.
    expect(all.total).toBe(6);
    expect(all.summary).toEqual(sumsOf(all.list));
    const paid = all.list.find((r) => r.id === o.paid)!;
    expect(paid).toMatchObject({
      orderNum: paidNum,
      feeType: FeeType.PREPAID,
      amountFen: TEST_PREPAID_FEN,
      paidFen: TEST_PREPAID_FEN,
      payStatus: 1,
      journalId: w.journalId,
      journalName: '测试期刊',
      authorName: '张三',
      manuscript: { title: '深度学习在期刊审稿中的应用' },
    });
    expect(paid.paidAt).not.toBeNull();
    expect(all.list.find((r) => r.id === o.unpaid)).toMatchObject({ payStatus: 0, paidFen: 0, paidAt: null });
    expect(all.list.find((r) => r.id === o.waived)).toMatchObject({ payStatus: 3, paidAt: null });
    // Newest first by default.
    expect(all.list.at(-1)!.id).toBe(o.acceptance);
  });

  it('narrows the list by each filter, with the summary of the filtered set', async () => {
    expect(await ids({ feeType: FeeType.ACCEPTANCE })).toEqual([o.acceptance]);
    expect(await ids({ payStatus: 1 })).toEqual([o.paid]);
    expect(await ids({ payStatus: 3 })).toEqual([o.waived]);
    expect(await ids({ payStatus: 4 })).toEqual([]);
    expect(await ids({ journalId: secondJournalId })).toEqual([o.secondJournal]);
    expect(await ids({ createdFrom: OLD_DAY, createdTo: OLD_DAY })).toEqual([o.acceptance]);
    expect(await ids({ createdTo: '2026-01-04' })).toEqual([]);
    expect((await ids({ createdFrom: '2026-01-06' })).includes(o.acceptance)).toBe(false);
    // Money received on these days (the payment's paid-on day, whenever it was recorded).
    expect(await ids({ paidFrom: '2026-11-01', paidTo: '2026-11-01' })).toEqual([o.paid]);
    expect(await ids({ paidFrom: '2026-11-01', feeType: FeeType.ACCEPTANCE })).toEqual([]);
    expect(await ids({ paidTo: '2026-10-31' })).toEqual([]);
    expect(await ids({ paidFrom: '2026-11-02' })).toEqual([]);
    expect(await ids({ minFen: TEST_PREPAID_FEN + 1 })).toEqual([o.acceptance]);
    expect(await ids({ minFen: ACCEPTANCE_FEN, maxFen: ACCEPTANCE_FEN })).toEqual([o.acceptance]);
    expect((await ids({ maxFen: TEST_PREPAID_FEN })).includes(o.acceptance)).toBe(false);
    expect(await ids({ maxFen: TEST_PREPAID_FEN })).toHaveLength(5);
    // Keyword: the order number, the manuscript's number or title, the author's name or phone.
    expect(await ids({ keyword: paidNum })).toEqual([o.paid]);
    const paidRow = (await list({ keyword: paidNum })).list[0]!;
    expect(await ids({ keyword: paidRow.manuscript.articleNo })).toEqual([o.paid]);
    expect(await ids({ keyword: '深度学习' })).toHaveLength(6);
    expect(await ids({ keyword: '王五' })).toHaveLength(2);
    expect(await ids({ keyword: acceptanceAuthorPhone })).toHaveLength(2);
    expect(await ids({ keyword: '王五', feeType: FeeType.ACCEPTANCE })).toEqual([o.acceptance]);
    expect(await ids({ keyword: '没有这样的订单' })).toEqual([]);

    const unpaid = await list({ payStatus: 0 });
    expect(unpaid.summary).toEqual(sumsOf(unpaid.list));
    expect(unpaid.summary).toEqual({
      count: 4,
      amountFen: 3 * TEST_PREPAID_FEN + ACCEPTANCE_FEN,
      paidFen: 0,
    });
    const paid = await list({ payStatus: 1 });
    expect(paid.summary).toEqual({ count: 1, amountFen: TEST_PREPAID_FEN, paidFen: TEST_PREPAID_FEN });
    // The summary is of the set, not of the page.
    const page = await list({ pageSize: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.summary).toEqual(sumsOf((await list()).list));
  });

  it('sorts by amount and order number, and pages', async () => {
    const byAmount = await list({ sort: 'amount', order: 'desc' });
    expect(byAmount.list[0]!.id).toBe(o.acceptance);
    const byNum = (await list({ sort: 'orderNum', order: 'asc' })).list.map((r) => r.orderNum);
    expect(byNum).toEqual([...byNum].sort());
    const second = await list({ pageSize: 1, page: 2, sort: 'orderNum', order: 'asc' });
    expect(second.list.map((r) => r.orderNum)).toEqual([byNum[1]]);
  });

  it('refuses a bad filter on its field', async () => {
    const refused = async (query: Record<string, unknown>) => {
      const res = await callOf(t.app, orderList, admin, { query: query as never });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().data.fields.map((f: { path: string }) => f.path);
    };
    expect(await refused({ minFen: 200, maxFen: 100 })).toEqual(['maxFen']);
    expect(await refused({ feeType: 7 })).toEqual(['feeType']);
    expect(await refused({ feeType: 'x' })).toEqual(['feeType']);
    expect(await refused({ payStatus: 5 })).toEqual(['payStatus']);
    expect(await refused({ minFen: -1 })).toEqual(['minFen']);
    expect(await refused({ createdFrom: '2026-13-01' })).toEqual(['createdFrom']);
    expect(await refused({ paidTo: '2026-11' })).toEqual(['paidTo']);
    const exported = await callOf(t.app, orderExport, admin, { query: { minFen: 2, maxFen: 1 } });
    expect(exported.statusCode).toBe(400);
    // Equal bounds are a range of one amount.
    expect((await list({ minFen: 100, maxFen: 100 })).total).toBe(0);
  });

  it('shows an order’s history (creation, remittance) and its payment', async () => {
    const res = await callOf(t.app, orderDetailCall, admin, { query: { id: o.paid } });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: o.paid, orderNum: paidNum, payStatus: 1, paidFen: TEST_PREPAID_FEN });
    expect(d.events).toMatchObject([
      {
        kind: 'created',
        fromPayStatus: null,
        toPayStatus: 0,
        amountFen: TEST_PREPAID_FEN,
        actorType: 'author',
        actorName: '张三',
      },
      {
        kind: 'remittance',
        fromPayStatus: 0,
        toPayStatus: 1,
        amountFen: TEST_PREPAID_FEN,
        actorType: 'staff',
        actorName: '测试用户',
      },
    ]);
    expect(d.payments).toMatchObject([
      {
        method: 'remittance',
        amountFen: TEST_PREPAID_FEN,
        remitter: '甲单位',
        paidOn: '2026-11-01',
        voucherNote: '回单 001',
        confirmedByName: '测试用户',
      },
    ]);
    expect(d.paidAt).toBe(d.payments[0].createdAt);
    const waived = (await callOf(t.app, orderDetailCall, admin, { query: { id: o.waived } })).json().data;
    expect(waived.events.map((e: { kind: string; note: string }) => [e.kind, e.note])).toEqual([
      ['created', ''],
      ['waived', '减免'],
    ]);
    expect(waived.payments).toEqual([]);
    const missing = await callOf(t.app, orderDetailCall, admin, { query: { id: 2_000_000_000 } });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps to the press: another press’s administrator gets 404 on detail and none of the rows', async () => {
    const other = await pressWorld(t.db);
    const adminB = await login(t.app, other.admin.account, other.admin.password);
    const detail = await callOf(t.app, orderDetailCall, adminB, { query: { id: o.paid } });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().code).toBe(40400);
    const theirs = await listAs(adminB, {});
    expect(theirs.list.map((r) => r.id)).toEqual([other.orderId]);
    expect(theirs.summary).toEqual({ count: 1, amountFen: TEST_PREPAID_FEN, paidFen: 0 });
    // Even naming this press's journal or order number finds nothing.
    expect((await listAs(adminB, { journalId: w.journalId })).list).toEqual([]);
    expect((await listAs(adminB, { keyword: paidNum })).list).toEqual([]);
  });

  it('keeps a journal-scoped person to their journals', async () => {
    const scoped = await createUser(t.db, w.press, { permissions: ['finance.orderList'] });
    await t.db.insert(userJournals).values({ userId: scoped.id, journalId: secondJournalId });
    const session = await login(t.app, scoped.account, scoped.password);
    expect((await listAs(session, {})).list.map((r) => r.id)).toEqual([o.secondJournal]);
    const refused = await callOf(t.app, orderDetailCall, session, { query: { id: o.paid } });
    expect(refused.statusCode).toBe(404);
    const own = await callOf(t.app, orderDetailCall, session, { query: { id: o.secondJournal } });
    expect(own.statusCode).toBe(200);
  });

  it('opens to either screen’s permission and refuses anyone holding neither (403)', async () => {
    const finance = await createUser(t.db, w.press, { permissions: ['finance.orderList'] });
    const operations = await createUser(t.db, w.press, { permissions: ['operation.orderInquiry'] });
    for (const user of [finance, operations]) {
      const session = await login(t.app, user.account, user.password);
      expect((await listAs(session, {})).total).toBe(6);
      const detail = await callOf(t.app, orderDetailCall, session, { query: { id: o.paid } });
      expect(detail.statusCode).toBe(200);
    }
    const reviewer = await createUser(t.db, w.press, { role: 'reviewer' });
    const session = await login(t.app, reviewer.account, reviewer.password);
    const refusals = await Promise.all([
      callOf(t.app, orderList, session, { query: {} }),
      callOf(t.app, orderDetailCall, session, { query: { id: o.paid } }),
      callOf(t.app, orderExport, session, { query: {} }),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });

  it('answers the approved discount’s kind and the open invoice of an order; nulls without them', async () => {
    const row = async (id: number) => (await list()).list.find((r) => r.id === id)!;
    const detail = async (id: number) => {
      const res = await callOf(t.app, orderDetailCall, admin, { query: { id } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as OrderRow;
    };
    const none = {
      discountType: null,
      discountTypeName: null,
      invoiceId: null,
      invoiceNumber: null,
      invoiceStatus: null,
    };
    for (const id of [o.unpaid, o.paid, o.acceptance]) {
      expect(await row(id)).toMatchObject(none);
      expect(await detail(id)).toMatchObject(none);
    }

    // A discount applied for and rejected is none; the one approved after it is the order's.
    const editor = await login(t.app, w.editor.account, w.editor.password);
    const applyDiscount = async (body: object) => {
      const version = (await row(o.acceptance)).version;
      const res = await callOf(t.app, discountApply, editor, {
        body: { orderId: o.acceptance, version, reason: '困难作者', ...body },
      } as never);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const decide = async (id: number, decision: 'pass' | 'reject') => {
      const res = await callOf(t.app, discountReview, admin, {
        body: { id, version: 0, decision, note: decision === 'reject' ? '理由不足' : '' },
      } as never);
      expect(res.statusCode, res.body).toBe(200);
    };
    await decide(await applyDiscount({ type: DiscountType.PERCENT, percent: 30 }), 'reject');
    expect(await row(o.acceptance)).toMatchObject({
      discountsStatus: 3,
      discountType: null,
      discountTypeName: null,
    });
    await decide(await applyDiscount({ type: DiscountType.AMOUNT, amountFen: DISCOUNT_FEN }), 'pass');
    const discounted = {
      discountFen: DISCOUNT_FEN,
      discountType: DiscountType.AMOUNT,
      discountTypeName: DISCOUNT_TYPE[DiscountType.AMOUNT],
      invoiceId: null,
    };
    expect(await row(o.acceptance)).toMatchObject(discounted);
    expect(await detail(o.acceptance)).toMatchObject(discounted);
    expect(discounted.discountTypeName).toEqual({ zh: '减免金额', en: 'Amount off' });

    // The author asks for an invoice of the paid order: it is listed while open, not once refused.
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, o.paid));
    const author = {
      sessionId: 0,
      authorId: paid!.authorId,
      pressId: w.press.id,
      journalId: w.journalId,
      blacklisted: false,
    };
    const ask = async () =>
      (
        await applyInvoice(
          t.db,
          author,
          invoiceApplyBody.parse({
            orderIds: [o.paid],
            kind: 'normal',
            buyerName: '张三',
            email: 'zs@example.com',
          }),
        )
      ).id;
    const first = await ask();
    const requested = { invoiceId: first, invoiceNumber: null, invoiceStatus: InvoiceStatus.REQUESTED };
    expect(await row(o.paid)).toMatchObject({ ...requested, discountType: null, discountTypeName: null });
    expect(await detail(o.paid)).toMatchObject(requested);
    const refused = await callOf(t.app, invoiceRefuse, admin, {
      body: { id: first, version: 0, note: '抬头有误' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await row(o.paid)).toMatchObject({ invoiceId: null, invoiceNumber: null, invoiceStatus: null });

    // Asked again and issued: the new invoice, with its number.
    const second = await ask();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), '电子发票.pdf');
    const fileId = (await callOf(t.app, staffUpload, admin, { query: { kind: 'invoice' }, form })).json().data
      .id;
    const number = '26112000000055550001';
    const issued = await callOf(t.app, invoiceIssue, admin, {
      body: { id: second, version: 0, number, issuedOn: '2026-11-25', fileId },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const invoiced = { invoiceId: second, invoiceNumber: number, invoiceStatus: InvoiceStatus.ISSUED };
    expect(await row(o.paid)).toMatchObject(invoiced);
    expect(await detail(o.paid)).toMatchObject(invoiced);
    expect(await row(o.unpaid)).toMatchObject(none);

    // The export carries the invoice's number (the discount's kind: the next test).
    const res = await callOf(t.app, orderExport, admin, { query: { payStatus: 1 } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.getRow(2).getCell(header.indexOf('发票') + 1).value).toBe(number);
  });

  it('exports the filtered set as .xlsx with Chinese headers, in the list’s order', async () => {
    const res = await callOf(t.app, orderExport, admin, {
      query: { payStatus: 0, sort: 'amount', order: 'desc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''orders-/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      '订单号',
      '稿件编号',
      '标题',
      '期刊',
      '作者',
      '手机号',
      '费用类型',
      '金额（元）',
      '已付（元）',
      '支付状态',
      '优惠方式',
      '发票',
      '下单时间',
      '支付时间',
    ]);
    const listed = (await list({ payStatus: 0, sort: 'amount', order: 'desc' })).list;
    const numbers = (sheet.getColumn(1).values as unknown[]).slice(2);
    expect(numbers).toEqual(listed.map((r) => r.orderNum));
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    // The acceptance order carries the amount-off discount approved above.
    expect(first.slice(6, 11)).toEqual(['录用费', '1200.50', '0.00', '未支付', '减免金额']);
    expect(String(first[12])).toMatch(/^2026-01-05 10:00:00$/);
  });

  it('exports past one batch without losing or repeating a row', async () => {
    const x = await pressWorld(t.db);
    const adminX = await login(t.app, x.admin.account, x.admin.password);
    // 1,100 orders of the same instant: only the id tells them apart at the batch boundary.
    const at = new Date();
    const many = Array.from({ length: 1_100 }, (_, i) => ({
      pressId: x.press.id,
      journalId: x.journalId,
      manuscriptId: x.manuscriptId,
      authorId: x.authorId,
      orderNum: `X${String(i).padStart(5, '0')}`,
      feeType: FeeType.OTHER,
      amountFen: 100 + (i % 7),
      createdAt: at,
    }));
    for (let i = 0; i < many.length; i += 500) await t.db.insert(orders).values(many.slice(i, i + 500));
    for (const sort of ['createdAt', 'amount', 'orderNum'] as const) {
      const res = await callOf(t.app, orderExport, adminX, { query: { sort, feeType: FeeType.OTHER } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const numbers = (book.worksheets[0]!.getColumn(1).values as unknown[]).slice(2);
      expect(numbers, sort).toHaveLength(1_100);
      expect(new Set(numbers).size, sort).toBe(1_100);
    }
  });
});
