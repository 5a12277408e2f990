import { financeChartsCall } from '@jb/contract/api/financeHome';
import { orderDetailCall, orderReceive, orderSaveOther } from '@jb/contract/api/orders';
import { refundAdminAudit, refundFinanceAudit, refundRequest } from '@jb/contract/api/refunds';
import { FeeType } from '@jb/contract/enums/order';
import { addMonths, chinaMonth, monthsBetween } from '@jb/contract/months';
import type { FinanceCharts } from '@jb/contract/schemas/financeHome';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, unique } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { accountMonthly, journals, manuscripts, userJournals } from '../../db/schema/index.ts';
import { chinaDate } from '../manuscripts/service.ts';
import { chartRange } from './charts.ts';

describe("the charts' months", () => {
  it('default to the 12 months up to this China month, across a year', () => {
    expect(chartRange({}, '2026-03')).toEqual({ from: '2025-04', to: '2026-03' });
    expect(chartRange({ from: '2025-11' }, '2026-01')).toEqual({ from: '2025-11', to: '2026-01' });
    expect(chartRange({ to: '2025-12' }, '2026-11')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(chinaMonth(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12');
    expect(chinaMonth(new Date('2026-11-30T15:59:00Z'))).toBe('2026-11');
  });
});

describe(`the finance home's charts (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let other: PressWorld;
  let admin: Session;
  let secondJournal: number;
  const now = chinaMonth();
  const last = addMonths(now, -1);
  const yearAgo = addMonths(now, -11);
  const tooOld = addMonths(now, -12);

  const charts = (who: Session, query: object = {}) =>
    callOf(t.app, financeChartsCall, who, { query } as never);
  const month = (
    w: PressWorld,
    journalId: number,
    feeType: number,
    period: string,
    inFen: number,
    refundFen = 0,
    merchantId = 0,
  ) => ({
    pressId: w.press.id,
    merchantId,
    journalId,
    feeType,
    period,
    inFen,
    refundFen,
    entryCount: 1,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [w, other] = [await pressWorld(t.db), await pressWorld(t.db)];
    admin = await login(t.app, w.admin.account, w.admin.password);
    const [j] = await t.db
      .insert(journals)
      .values({ pressId: w.press.id, code: unique('j'), name: '第二期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    secondJournal = j!.id;
    // The monthly sums as the ledger keeps them (one row per merchant, journal, fee type and month).
    await t.db
      .insert(accountMonthly)
      .values([
        month(w, w.journalId, FeeType.PREPAID, now, 100_000, 20_000),
        month(w, w.journalId, FeeType.PREPAID, now, 50_000, 0, w.merchantId),
        month(w, w.journalId, FeeType.ACCEPTANCE, now, 300_000),
        month(w, secondJournal, FeeType.PREPAID, last, 40_000, 40_000),
        month(w, secondJournal, FeeType.RUSH, yearAgo, 70_000),
        month(w, w.journalId, FeeType.PREPAID, tooOld, 999_900),
        month(other, other.journalId, FeeType.PREPAID, now, 123_400),
      ]);
  });
  afterAll(() => t.close());

  it('sums income (payments − refunds) by month, journal and fee type over the last 12 months', async () => {
    const res = await charts(admin);
    expect(res.statusCode, res.body).toBe(200);
    const c: FinanceCharts = res.json().data;
    expect(c.months).toEqual(monthsBetween(yearAgo, now));
    const at = (m: string) => c.months.indexOf(m);
    const zeros = c.months.map(() => 0);
    const series = (pairs: [string, number][]) => {
      const fen = [...zeros];
      for (const [m, v] of pairs) fen[at(m)] = v;
      return fen;
    };
    // Two merchants' rows of one month add up; a month's refunds come off; 13 months back is out.
    expect(c.byJournal).toEqual([
      { journalId: w.journalId, journalName: '测试期刊', fen: series([[now, 430_000]]) },
      {
        journalId: secondJournal,
        journalName: '第二期刊',
        fen: series([
          [last, 0],
          [yearAgo, 70_000],
        ]),
      },
    ]);
    expect(c.byFeeType).toEqual([
      { feeType: FeeType.PREPAID, fen: series([[now, 130_000]]) },
      { feeType: FeeType.ACCEPTANCE, fen: series([[now, 300_000]]) },
      { feeType: FeeType.RUSH, fen: series([[yearAgo, 70_000]]) },
    ]);
    expect(c.totals).toEqual({ inFen: 560_000, refundFen: 60_000, incomeFen: 500_000 });
  });

  it('draws a chosen range and one journal', async () => {
    const old = (await charts(admin, { from: tooOld, to: tooOld })).json().data as FinanceCharts;
    expect(old.months).toEqual([tooOld]);
    expect(old.byJournal).toEqual([{ journalId: w.journalId, journalName: '测试期刊', fen: [999_900] }]);
    const one = (await charts(admin, { from: last, journalId: secondJournal })).json().data as FinanceCharts;
    expect(one.months).toEqual([last, now]);
    expect(one.byJournal.map((j) => j.journalId)).toEqual([secondJournal]);
    expect(one.totals).toEqual({ inFen: 40_000, refundFen: 40_000, incomeFen: 0 });
    // `to` alone: the 12 months up to it.
    const upTo = (await charts(admin, { to: last })).json().data as FinanceCharts;
    expect(upTo.months).toEqual(monthsBetween(addMonths(last, -11), last));
    // Nothing moved yet: an empty chart, not an error.
    const empty = (await charts(admin, { from: '2001-01', to: '2001-03' })).json().data as FinanceCharts;
    expect(empty).toEqual({
      months: ['2001-01', '2001-02', '2001-03'],
      byJournal: [],
      byFeeType: [],
      totals: { inFen: 0, refundFen: 0, incomeFen: 0 },
    });
  });

  it('refuses a reversed, over-long or malformed range on its field (400)', async () => {
    const reversed = await charts(admin, { from: now, to: last });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fields[0].path).toBe('to');
    const long = await charts(admin, { from: addMonths(now, -36), to: now });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields[0].path).toBe('from');
    expect((await charts(admin, { from: addMonths(now, -35), to: now })).statusCode).toBe(200);
    expect((await charts(admin, { from: '2026-13' })).statusCode).toBe(400);
    expect((await charts(admin, { to: '2026-1' })).statusCode).toBe(400);
  });

  it("keeps to the press and the person's journals, and needs finance.index (403)", async () => {
    const adminB = await login(t.app, other.admin.account, other.admin.password);
    const b = (await charts(adminB)).json().data as FinanceCharts;
    expect(b.byJournal.map((j) => j.journalId)).toEqual([other.journalId]);
    expect(b.totals.incomeFen).toBe(123_400);
    // Press A's journal named by press B: nothing.
    expect((await charts(adminB, { journalId: w.journalId })).json().data.byJournal).toEqual([]);
    // A finance clerk assigned to the second journal sees that journal only.
    const clerkUser = await createUser(t.db, w.press, { permissions: ['finance.index'] });
    await t.db.insert(userJournals).values({ userId: clerkUser.id, journalId: secondJournal });
    const clerk = await login(t.app, clerkUser.account, clerkUser.password);
    const mine = (await charts(clerk)).json().data as FinanceCharts;
    expect(mine.byJournal.map((j) => j.journalId)).toEqual([secondJournal]);
    expect(mine.totals.incomeFen).toBe(70_000);
    const reviewerUser = await createUser(t.db, w.press, { role: 'reviewer' });
    const reviewer = await login(t.app, reviewerUser.account, reviewerUser.password);
    expect((await charts(reviewer)).statusCode).toBe(403);
  });

  /**
   * Through the order service: a payment and a refund of an other fee reach the charts in the
   * same transaction as the money moves (the account book, modules/books, keeps account_monthly).
   */
  it('shows a payment and a refund made through the order service', async () => {
    const fresh = await pressWorld(t.db);
    const boss = await login(t.app, fresh.admin.account, fresh.admin.password);
    const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, fresh.manuscriptId));
    const id = (
      await callOf(t.app, orderSaveOther, boss, {
        body: { articleNo: m!.articleNo, amountFen: 3_000, reason: '彩图' },
      })
    ).json().data.id as number;
    const version = async () =>
      (await callOf(t.app, orderDetailCall, boss, { query: { id } })).json().data.version as number;
    const paid = await callOf(t.app, orderReceive, boss, {
      body: {
        id,
        version: await version(),
        method: 'offline',
        amountFen: 3_000,
        payer: '甲',
        paidOn: chinaDate(new Date()).day,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refund = (
      await callOf(t.app, refundRequest, boss, {
        body: { orderId: id, version: await version(), amountFen: 1_000, reason: '多收' },
      })
    ).json().data.id as number;
    await callOf(t.app, refundAdminAudit, boss, {
      body: { id: refund, version: 0, decision: 'pass', note: '' },
    });
    const done = await callOf(t.app, refundFinanceAudit, boss, {
      body: { id: refund, version: 1, decision: 'pass', note: '', voucherNote: 'ICBC-1' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const c = (await charts(boss, { from: now })).json().data as FinanceCharts;
    expect(c.byFeeType).toEqual([{ feeType: FeeType.OTHER, fen: [2_000] }]);
    expect(c.byJournal).toEqual([{ journalId: fresh.journalId, journalName: '测试期刊', fen: [2_000] }]);
    expect(c.totals).toEqual({ inFen: 3_000, refundFen: 1_000, incomeFen: 2_000 });
  });
});
