import {
  commissionRuleSave,
  perfMonthsCall,
  perfOrders,
  perfPay,
  perfSummaryCall,
  commissionRules as rulesCall,
} from '@jb/contract/api/caibianPerf';
import { manuscriptUpdate } from '@jb/contract/api/manuscripts';
import { orderReceive } from '@jb/contract/api/orders';
import { refundAdminAudit, refundFinanceAudit, refundRequest } from '@jb/contract/api/refunds';
import { FeeType } from '@jb/contract/enums/order';
import type { PerfRow } from '@jb/contract/schemas/caibianPerf';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts, orders } from '../../db/schema/index.ts';
import { createOrder } from '../orders/service.ts';

const OCT = { from: '2026-10-01', to: '2026-10-31' };

/**
 * 采编绩效: commission rules (a percentage rounded half up per order, a fixed sum per paid order),
 * the figures of a period at China-time month edges, refunds lowering them, paying once.
 */
describe(`acquisition-editor performance (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let other: PressWorld;
  let admin: Session;
  let finance: Session;
  let reviewer: Session;
  let adminB: Session;
  let zhang: TestUser;
  let li: TestUser;
  let zhangSession: Session;

  /** A manuscript of the world's journal referred (at staff entry) by `editor`, or by nobody. */
  const referredManuscript = async (editor: TestUser | null) => {
    const { id } = await manuscriptAtZero(t.db, w);
    const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, id));
    const res = await callOf(t.app, manuscriptUpdate, admin, {
      body: {
        id,
        version: m!.version,
        title: m!.title,
        keywords: m!.keywords,
        abstract: m!.abstract,
        columnId: m!.columnId,
        subjectId: null,
        natureArticleType: 1,
        referrerId: editor?.id ?? null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id, authorId: m!.authorId };
  };

  /** An order of the manuscript, received in full by finance, paid at the instant given. */
  const paidOrder = async (m: { id: number; authorId: number }, feeType: number, fen: number, at: string) => {
    const { id } = await t.db.transaction((tx) =>
      createOrder(
        tx,
        {
          pressId: w.press.id,
          journalId: w.journalId,
          manuscriptId: m.id,
          authorId: m.authorId,
          feeType,
          amountFen: fen,
        },
        { type: 'staff', id: w.admin.id },
        at.slice(0, 10),
      ),
    );
    const paid = await callOf(t.app, orderReceive, finance, {
      body: { id, version: 0, method: 'offline', amountFen: fen, payer: '作者', paidOn: '2026-11-20' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.db
      .update(orders)
      .set({ paidAt: new Date(at) })
      .where(eq(orders.id, id));
    return id;
  };

  /** A refund of part of an order, through both reviews. */
  const refund = async (orderId: number, fen: number) => {
    const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const asked = await callOf(t.app, refundRequest, admin, {
      body: { orderId, version: o!.version, amountFen: fen, reason: '作者撤稿' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id as number;
    await callOf(t.app, refundAdminAudit, admin, { body: { id, version: 0, decision: 'pass' } });
    const done = await callOf(t.app, refundFinanceAudit, finance, {
      body: { id, version: 1, decision: 'pass', voucherNote: 'ICBC-退款' },
    });
    expect(done.statusCode, done.body).toBe(200);
  };

  const summary = async (who: Session, q: object = OCT) => {
    const res = await callOf(t.app, perfSummaryCall, who, { query: q } as never);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const rowOf = (s: { rows: PerfRow[] }, u: TestUser) => s.rows.find((r) => r.editorId === u.id);
  const saveRule = (body: object, who: Session = admin) =>
    callOf(t.app, commissionRuleSave, who, { body } as never);

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    other = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    reviewer = await login(t.app, w.editor.account, w.editor.password);
    adminB = await login(t.app, other.admin.account, other.admin.password);
    const f = await createUser(t.db, w.press, { role: 'finance' });
    finance = await login(t.app, f.account, f.password);
    zhang = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    li = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    zhangSession = await login(t.app, zhang.account, zhang.password);
  });
  afterAll(() => t.close());

  it('keeps one rule per fee type under its version: a percentage to two decimals, a fixed sum', async () => {
    const percent = await saveRule({ feeType: FeeType.OTHER, kind: 1, rateBp: 550, version: null });
    expect(percent.statusCode, percent.body).toBe(200);
    const fixed = await saveRule({ feeType: FeeType.ACCEPTANCE, kind: 2, fixedFen: 30_000, version: null });
    expect(
      fixed
        .json()
        .data.map((r: { feeType: number; kind: number; rateBp: number; fixedFen: number }) => [
          r.feeType,
          r.kind,
          r.rateBp,
          r.fixedFen,
        ]),
    ).toEqual([
      [FeeType.OTHER, 1, 550, 0],
      [FeeType.ACCEPTANCE, 2, 0, 30_000],
    ]);
    // A rule made meanwhile, or changed since the version read: 409.
    expect((await saveRule({ feeType: FeeType.OTHER, kind: 1, rateBp: 600, version: null })).statusCode).toBe(
      409,
    );
    expect((await saveRule({ feeType: FeeType.OTHER, kind: 1, rateBp: 600, version: 3 })).statusCode).toBe(
      409,
    );
    // Above 100%, a fraction of a basis point, a fixed sum of nothing: 400 on the field.
    const high = await saveRule({ feeType: FeeType.RUSH, kind: 1, rateBp: 10_001, version: null });
    expect(high.statusCode).toBe(400);
    expect(high.json().data.fields[0]).toMatchObject({ path: 'rateBp', zh: expect.stringContaining('100%') });
    expect((await saveRule({ feeType: FeeType.RUSH, kind: 1, rateBp: 12.5, version: null })).statusCode).toBe(
      400,
    );
    expect(
      (await saveRule({ feeType: FeeType.RUSH, kind: 2, fixedFen: 0, version: null })).json().data.fields[0]
        .path,
    ).toBe('fixedFen');
    expect((await saveRule({ feeType: 7, kind: 1, rateBp: 100, version: null })).statusCode).toBe(400);
    // Finance reads the rules but does not set them; another press has none of these.
    expect(
      (await saveRule({ feeType: FeeType.RUSH, kind: 1, rateBp: 100, version: null }, finance)).statusCode,
    ).toBe(403);
    expect((await callOf(t.app, rulesCall, adminB, {})).json().data).toEqual([]);
    // Set and removed again.
    const made = await saveRule({ feeType: FeeType.RUSH, kind: 1, rateBp: 100, version: null });
    expect(made.statusCode).toBe(200);
    const gone = await saveRule({ feeType: FeeType.RUSH, kind: 0, version: 0 });
    expect(gone.json().data).toHaveLength(2);
  });

  it('sums the referred orders paid in the period (China time), with commission per the rules', async () => {
    const mz = await referredManuscript(zhang);
    const ml = await referredManuscript(li);
    const none = await referredManuscript(null);
    // In October China time, at both edges of the month.
    await paidOrder(mz, FeeType.OTHER, 100_000, '2026-10-31T23:59:59+08:00'); // 5.5% = 5,500
    await paidOrder(mz, FeeType.OTHER, 300, '2026-10-01T00:00:00+08:00'); // 16.5 → 17 (half up)
    await paidOrder(mz, FeeType.ACCEPTANCE, 200_000, '2026-10-15T10:00:00+08:00'); // fixed 30,000
    const refundedAll = await paidOrder(mz, FeeType.ACCEPTANCE, 150_000, '2026-10-16T10:00:00+08:00');
    const refundedPart = await paidOrder(mz, FeeType.OTHER, 100_000, '2026-10-17T10:00:00+08:00');
    // Outside October in China time (inside it in UTC).
    await paidOrder(mz, FeeType.OTHER, 50_000, '2026-09-30T23:59:59+08:00');
    await paidOrder(mz, FeeType.OTHER, 20_000, '2026-11-01T00:00:00+08:00');
    // Li's order, and one nobody referred.
    await paidOrder(ml, FeeType.OTHER, 80_000, '2026-10-20T10:00:00+08:00'); // 4,400
    await paidOrder(none, FeeType.OTHER, 90_000, '2026-10-20T10:00:00+08:00');
    // Refunds lower what the orders hold, and the commission with it.
    await refund(refundedAll, 150_000); // holds 0: no fixed sum
    await refund(refundedPart, 40_000); // holds 60,000: 3,300

    const s = await summary(finance);
    expect(s.selfOnly).toBe(false);
    expect(rowOf(s, zhang)).toMatchObject({
      orders: 5,
      paidFen: 100_000 + 300 + 200_000 + 0 + 60_000,
      commissionFen: 5_500 + 17 + 30_000 + 3_300,
      paidOutFen: 0,
      unpaidFen: 38_817,
      actions: ['pay'],
    });
    expect(rowOf(s, li)).toMatchObject({ orders: 1, paidFen: 80_000, commissionFen: 4_400 });
    expect(s.total).toMatchObject({ orders: 6, commissionFen: 38_817 + 4_400 });
    // The manuscripts were referred today, not in October.
    expect(rowOf(s, zhang)!.manuscripts).toBe(0);
    const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(rowOf(await summary(finance, { from: now, to: now }), zhang)!.manuscripts).toBe(1);
    // The press administrator reads the same without paying; a reviewer may not read.
    expect(rowOf(await summary(admin), zhang)).toMatchObject({ commissionFen: 38_817 });
    expect((await callOf(t.app, perfSummaryCall, reviewer, { query: OCT })).statusCode).toBe(403);
    // Another press sees none of it.
    const b = await summary(adminB);
    expect(rowOf(b, zhang)).toBeUndefined();
    expect(b.total.orders).toBe(0);
  });

  it('lists the orders behind a total, newest payment first, a page at a time', async () => {
    const page = (
      await callOf(t.app, perfOrders, finance, { query: { ...OCT, editorId: zhang.id, pageSize: 2 } })
    ).json().data;
    expect(page.total).toBe(5);
    expect(
      page.list.map((r: { paidFen: number; commissionFen: number }) => [r.paidFen, r.commissionFen]),
    ).toEqual([
      [100_000, 5_500],
      [60_000, 3_300],
    ]);
    expect(page.list[0]).toMatchObject({ feeType: FeeType.OTHER, commissionPaymentId: null });
    expect(page.list[0].paidAt).toBe('2026-10-31T15:59:59.000Z');
    const b = await callOf(t.app, perfOrders, adminB, { query: { ...OCT, editorId: zhang.id } });
    expect(b.statusCode).toBe(404);
  });

  it('shows an acquisition editor only their own figures', async () => {
    const mine = await summary(zhangSession);
    expect(mine.selfOnly).toBe(true);
    expect(mine.rows.map((r: { editorId: number }) => r.editorId)).toEqual([zhang.id]);
    expect(mine.rows[0]).toMatchObject({ commissionFen: 38_817, actions: [] });
    const others = await callOf(t.app, perfOrders, zhangSession, { query: { ...OCT, editorId: li.id } });
    expect(others.statusCode).toBe(404);
  });

  it('gives the figures month by month (China months): own for an editor, the press for its staff', async () => {
    const months = (session: Session, query: Record<string, unknown>) =>
      callOf(t.app, perfMonthsCall, session, { query } as never);
    const figures = async (session: Session, query: Record<string, unknown>) =>
      (await months(session, query)).json().data;
    const run = await figures(finance, { from: '2026-09', to: '2026-11', editorId: zhang.id });
    expect(run.rows.map((r: { month: string }) => r.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    // The orders of the summary's test, each in its China month (the edges of October stay in it).
    expect(run.rows[0]).toMatchObject({ orders: 1, paidFen: 50_000 });
    expect(run.rows[1]).toMatchObject({ orders: 5, paidFen: 360_300, commissionFen: 38_817 });
    expect(run.rows[2]).toMatchObject({ orders: 1, paidFen: 20_000 });
    expect(run.total.orders).toBe(7);
    // The editor reads their own months, whoever they name; the last 12 up to this month by default.
    const mine = await figures(zhangSession, { editorId: li.id });
    expect(mine.selfOnly).toBe(true);
    expect(mine.rows).toHaveLength(12);
    const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    expect(mine.rows[11]).toMatchObject({ month: thisMonth, manuscripts: 1 });
    // The press's staff read every referrer's; another press none, and not press A's editor (404).
    expect((await figures(admin, { from: '2026-10', to: '2026-10' })).total).toMatchObject({
      orders: 6,
      commissionFen: 38_817 + 4_400,
    });
    expect((await figures(adminB, { from: '2026-10', to: '2026-10' })).total.orders).toBe(0);
    expect((await months(adminB, { editorId: zhang.id })).statusCode).toBe(404);
    expect((await months(reviewer, {})).statusCode).toBe(403);
    // Bad runs: backwards (on to), more than 36 months (on from), not a month.
    const field = async (query: Record<string, unknown>) => {
      const r = await months(finance, query);
      expect(r.statusCode).toBe(400);
      return r.json().data.fields[0].path;
    };
    expect(await field({ from: '2026-10', to: '2026-09' })).toBe('to');
    expect(await field({ from: '2023-10', to: '2026-10' })).toBe('from');
    expect(await field({ from: '2026-13' })).toBe('from');
  });

  it('refuses bad periods: the end before the start, longer than 366 days', async () => {
    const backwards = await callOf(t.app, perfSummaryCall, finance, {
      query: { from: '2026-10-31', to: '2026-10-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.fields[0].path).toBe('to');
    const long = await callOf(t.app, perfSummaryCall, finance, {
      query: { from: '2025-01-01', to: '2026-01-02' },
    });
    expect(long.json().data.fields[0].path).toBe('from');
    const year = await callOf(t.app, perfSummaryCall, finance, {
      query: { from: '2025-01-01', to: '2026-01-01' },
    });
    expect(year.statusCode).toBe(200);
  });

  it('pays an editor’s unpaid commission of a period once, at the sum confirmed', async () => {
    const pay = (body: object, who: Session = finance) => callOf(t.app, perfPay, who, { body } as never);
    const body = { ...OCT, editorId: zhang.id, amountFen: 38_817, voucherNote: '工行转账 20261105' };
    expect((await pay(body, admin)).statusCode).toBe(200); // the administrator may pay too
    const again = await pay(body);
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields[0].path).toBe('editorId');
    // Another sum than what is due now: the figures moved, look again.
    expect((await pay({ ...body, editorId: li.id, amountFen: 4_000 })).statusCode).toBe(409);
    expect((await pay({ ...body, editorId: li.id, amountFen: 4_400 }, reviewer)).statusCode).toBe(403);
    expect((await pay({ ...body, editorId: li.id, amountFen: 4_400 }, adminB)).statusCode).toBe(404);
    expect((await pay({ ...body, to: '2026-09-30' })).statusCode).toBe(400);

    // A rule changed afterwards leaves the paid commission as it was paid.
    const [rule] = (await callOf(t.app, rulesCall, admin, {})).json().data;
    await saveRule({ feeType: FeeType.OTHER, kind: 1, rateBp: 1_000, version: rule.version });
    const s = await summary(finance);
    expect(rowOf(s, zhang)).toMatchObject({
      commissionFen: 38_817,
      paidOutFen: 38_817,
      unpaidFen: 0,
      actions: [],
    });
    expect(rowOf(s, li)).toMatchObject({ commissionFen: 8_000, unpaidFen: 8_000 });
    const rows = (await callOf(t.app, perfOrders, finance, { query: { ...OCT, editorId: zhang.id } })).json()
      .data.list;
    expect(
      rows.filter((r: { commissionPaymentId: number | null }) => r.commissionPaymentId !== null),
    ).toHaveLength(4);
  });
});
