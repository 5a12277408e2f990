import { financeHomeCall } from '@jb/contract/api/financeHome';
import { remittanceConfirm, waiveFee } from '@jb/contract/api/manuscripts';
import { orderDetailCall, orderReceive, orderSaveOther } from '@jb/contract/api/orders';
import { refundAdminAudit, refundFinanceAudit, refundRequest } from '@jb/contract/api/refunds';
import { remittanceMatch, remittanceSave } from '@jb/contract/api/remittances';
import { FeeType } from '@jb/contract/enums/order';
import type { FinanceHome } from '@jb/contract/schemas/financeHome';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, unique } from '../../../test/factories.ts';
import { manuscriptAtZero, TEST_PREPAID_FEN } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journals, manuscripts, userJournals } from '../../db/schema/index.ts';
import { chinaDate } from '../manuscripts/service.ts';

describe(`the finance home (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  const today = chinaDate(new Date()).day;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    // The world's manuscript waits at 0 with its prepaid fee; one more is paid by remittance, one waived,
    // and an other fee is ordered by hand.
    const paid = await manuscriptAtZero(t.db, w);
    const confirmed = await callOf(t.app, remittanceConfirm, admin, {
      body: {
        id: paid.id,
        version: 0,
        remitter: '甲单位',
        amountFen: TEST_PREPAID_FEN,
        paidOn: today,
        voucherNote: '',
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const waived = await manuscriptAtZero(t.db, w);
    expect(
      (await callOf(t.app, waiveFee, admin, { body: { id: waived.id, version: 0, note: '减免' } }))
        .statusCode,
    ).toBe(200);
    const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId));
    const other = await callOf(t.app, orderSaveOther, admin, {
      body: { articleNo: m!.articleNo, amountFen: 8_850, reason: '彩图印刷费' },
    });
    expect(other.statusCode, other.body).toBe(200);
  });
  afterAll(() => t.close());

  const home = async (who: Session, query: object) => callOf(t.app, financeHomeCall, who, { query } as never);

  it('sums today and the period: received, ordered, unpaid now, prepaid fees awaiting, by fee type and by day', async () => {
    const res = await home(admin, { from: today, to: today });
    expect(res.statusCode, res.body).toBe(200);
    const h: FinanceHome = res.json().data;
    expect(h.today).toEqual({ count: 1, fen: TEST_PREPAID_FEN, day: today });
    expect(h.received).toEqual({ count: 1, fen: TEST_PREPAID_FEN });
    expect(h.daily).toEqual([{ day: today, fen: TEST_PREPAID_FEN }]);
    // Four orders made today (three prepaid fees and the other fee); the waived one is not cancelled.
    const prepaid = h.byFeeType.find((r) => r.feeType === FeeType.PREPAID)!;
    const other = h.byFeeType.find((r) => r.feeType === FeeType.OTHER)!;
    expect(other).toEqual({ feeType: FeeType.OTHER, count: 1, amountFen: 8_850, paidFen: 0 });
    expect(prepaid.paidFen).toBe(TEST_PREPAID_FEN);
    expect(h.ordered.count).toBe(prepaid.count + 1);
    expect(h.ordered.fen).toBe(prepaid.amountFen + 8_850);
    // Unpaid now: the world's prepaid fee and the other fee; only the first awaits a remittance.
    expect(h.unpaid).toEqual({ count: 2, fen: TEST_PREPAID_FEN + 8_850 });
    expect(h.awaitingPrepaid).toEqual({ count: 1, fen: TEST_PREPAID_FEN });
    // A period before anything happened: nothing received or ordered, the unpaid stay unpaid; today
    // is today whatever the period.
    const before = (await home(admin, { from: '2020-01-01', to: '2020-01-31' })).json().data as FinanceHome;
    expect(before).toMatchObject({
      received: { count: 0, fen: 0 },
      ordered: { count: 0, fen: 0 },
      byFeeType: [],
      daily: [],
    });
    expect(before.unpaid.count).toBe(2);
    expect(before.today).toEqual(h.today);
  });

  it('counts the work waiting: a discount under review, a refund for finance; the money refunded in the period', async () => {
    const otherId = (
      await callOf(t.app, orderSaveOther, admin, {
        body: {
          articleNo: (
            await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId))
          )[0]!.articleNo,
          amountFen: 2_000,
          reason: '加印',
        },
      })
    ).json().data.id as number;
    const version = async () =>
      (await callOf(t.app, orderDetailCall, admin, { query: { id: otherId } })).json().data.version;
    // Paid in two parts today: one more order received money today, the sum of both parts.
    for (const amountFen of [1_200, 800])
      await callOf(t.app, orderReceive, admin, {
        body: {
          id: otherId,
          version: await version(),
          method: 'offline',
          amountFen,
          payer: '甲',
          paidOn: today,
        },
      });
    const refund = (
      await callOf(t.app, refundRequest, admin, {
        body: { orderId: otherId, version: await version(), amountFen: 500, reason: '多收' },
      })
    ).json().data.id;
    await callOf(t.app, refundAdminAudit, admin, {
      body: { id: refund, version: 0, decision: 'pass', note: '' },
    });
    let h: FinanceHome = (await home(admin, { from: today, to: today })).json().data;
    expect(h.today).toEqual({ count: 2, fen: TEST_PREPAID_FEN + 2_000, day: today });
    expect(h.received).toEqual({ count: 2, fen: TEST_PREPAID_FEN + 2_000 });
    expect(h.waiting).toEqual({ refunds: 1, discounts: 0, invoices: 0, invoicesAgain: 0, abnormal: 0 });
    expect(h.refunded).toEqual({ count: 0, fen: 0 });
    await callOf(t.app, refundFinanceAudit, admin, {
      body: { id: refund, version: 1, decision: 'pass', note: '', voucherNote: 'ICBC-9' },
    });
    h = (await home(admin, { from: today, to: today })).json().data;
    expect(h.waiting.refunds).toBe(0);
    expect(h.refunded).toEqual({ count: 1, fen: 500 });
  });

  it('counts the remittances not yet matched (their rest) and the orders marked abnormal', async () => {
    const save = async (amountFen: number) => {
      const res = await callOf(t.app, remittanceSave, admin, {
        body: { remitter: '丙大学', account: '', amountFen, receivedOn: today, bankRef: '', remark: '' },
      } as never);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; version: number };
    };
    const articleNo = (await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId)))[0]!
      .articleNo;
    const fee = (
      await callOf(t.app, orderSaveOther, admin, { body: { articleNo, amountFen: 2_000, reason: '加印' } })
    ).json().data.id as number;
    await save(10_000);
    const part = await save(6_000);
    const matched = await callOf(t.app, remittanceMatch, admin, {
      body: { id: part.id, version: part.version, matches: [{ orderId: fee, amountFen: 2_000 }] },
    });
    expect(matched.statusCode, matched.body).toBe(200);
    let h: FinanceHome = (await home(admin, { from: today, to: today })).json().data;
    // With the world's own unmatched remittance of 500.00 yuan.
    expect(h.remittances).toEqual({
      unmatched: { count: 2, fen: 60_000 },
      partly: { count: 1, fen: 4_000 },
    });
    // A counter receipt above the due marks an order abnormal: the home counts it.
    const more = (
      await callOf(t.app, orderSaveOther, admin, { body: { articleNo, amountFen: 1_000, reason: '加印' } })
    ).json().data.id as number;
    const received = await callOf(t.app, orderReceive, admin, {
      body: { id: more, version: 0, method: 'offline', amountFen: 1_500, payer: '丁', paidOn: today },
    });
    expect(received.json().data.abnormal).toBe(true);
    h = (await home(admin, { from: today, to: today })).json().data;
    expect(h.waiting.abnormal).toBe(1);
  });

  it('refuses a reversed or over-long period (400), keeps to the press, and needs the permission (403)', async () => {
    const reversed = await home(admin, { from: today, to: '2020-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fields[0].path).toBe('to');
    expect((await home(admin, { from: '2020-01-01', to: '2021-06-01' })).statusCode).toBe(400);
    expect((await home(admin, { from: 'today', to: today })).statusCode).toBe(400);
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const other = (await home(adminB, { from: today, to: today })).json().data as FinanceHome;
    expect(other.received.count).toBe(0);
    expect(other.unpaid.count).toBe(1);
    // A clerk assigned to another journal of the press sees none of this journal's money.
    const [j] = await t.db
      .insert(journals)
      .values({ pressId: w.press.id, code: unique('j'), name: '另一期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    const clerkUser = await createUser(t.db, w.press, { permissions: ['finance.index'] });
    await t.db.insert(userJournals).values({ userId: clerkUser.id, journalId: j!.id });
    const clerk = await login(t.app, clerkUser.account, clerkUser.password);
    const theirs = (await home(clerk, { from: today, to: today })).json().data as FinanceHome;
    expect(theirs).toMatchObject({
      received: { count: 0, fen: 0 },
      ordered: { count: 0, fen: 0 },
      today: { count: 0, fen: 0, day: today },
      unpaid: { count: 0, fen: 0 },
      awaitingPrepaid: { count: 0, fen: 0 },
    });
    // Remittances name no journal until matched: the press's, as 汇款确认 lists them.
    expect(theirs.remittances).toEqual(
      ((await home(admin, { from: today, to: today })).json().data as FinanceHome).remittances,
    );
    expect(other.remittances).toEqual({ unmatched: { count: 1, fen: 50_000 }, partly: { count: 0, fen: 0 } });
    const reviewerUser = await createUser(t.db, w.press, { role: 'reviewer' });
    const reviewer = await login(t.app, reviewerUser.account, reviewerUser.password);
    expect((await home(reviewer, { from: today, to: today })).statusCode).toBe(403);
  });
});
