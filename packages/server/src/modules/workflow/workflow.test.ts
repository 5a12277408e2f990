import * as calls from '@jb/contract/api/manuscripts';
import { OrderPayStatus } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { countsAgainstRows, manuscriptAtZero, TEST_PREPAID_FEN } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscriptEvents, manuscripts, orderEvents, orders, payments } from '../../db/schema/index.ts';

describe(`workflow actions (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let finance: Session;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    const f = await createUser(t.db, w.press, { role: 'finance', adminType: 1 });
    finance = await login(t.app, f.account, f.password);
  });
  afterAll(() => t.close());

  const eventsOf = (id: number) =>
    t.db
      .select()
      .from(manuscriptEvents)
      .where(eq(manuscriptEvents.manuscriptId, id))
      .orderBy(manuscriptEvents.id);
  const orderOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.manuscriptId, id)))[0]!;
  const statusOf = async (id: number) =>
    (await t.db.select().from(manuscripts).where(eq(manuscripts.id, id)))[0]!;
  const fresh = () => manuscriptAtZero(t.db, w);

  it('finance confirms a remittance: the order is paid and the manuscript enters its first stage, with events', async () => {
    const m = await fresh();
    const listed = (
      await callOf(t.app, calls.remittanceList, finance, { query: { keyword: m.orderNum } })
    ).json().data;
    expect(listed.list).toEqual([
      expect.objectContaining({
        manuscriptId: m.id,
        payStatus: 0,
        amountFen: TEST_PREPAID_FEN,
        actions: ['confirmRemittance'],
      }),
    ]);
    const wrong = await callOf(t.app, calls.remittanceConfirm, finance, {
      body: { id: m.id, version: 0, remitter: '李四', amountFen: 100, paidOn: '2026-11-20', voucherNote: '' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(40071);
    // Refused whole: no status change, no event, no payment.
    expect((await statusOf(m.id)).status).toBe(Status.AUTHOR_UNPAID);
    expect(await eventsOf(m.id)).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, m.orderId))).toHaveLength(0);

    const done = await callOf(t.app, calls.remittanceConfirm, finance, {
      body: {
        id: m.id,
        version: 0,
        remitter: '李四',
        amountFen: TEST_PREPAID_FEN,
        paidOn: '2026-11-20',
        voucherNote: 'HX20261120',
      },
    });
    expect(done.json().data).toEqual({ id: m.id, status: m.firstStage, version: 1, abnormal: false });
    expect(await orderOf(m.id)).toMatchObject({ payStatus: OrderPayStatus.PAID, paidFen: TEST_PREPAID_FEN });
    const events = await eventsOf(m.id);
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus, e.actorType])).toEqual([
      ['submit', null, 0, 'author'],
      ['confirmRemittance', 0, m.firstStage, 'staff'],
    ]);
    expect(events[1]!.reviewProcessId).toBe(events[0]!.reviewProcessId);
    const orderRows = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, m.orderId));
    expect(orderRows.map((e) => [e.kind, e.toPayStatus])).toEqual([
      ['created', 0],
      ['remittance', 1],
    ]);
    // Done once: a second confirmation is refused by the table (no longer at 0).
    const again = await callOf(t.app, calls.remittanceConfirm, finance, {
      body: {
        id: m.id,
        version: 1,
        remitter: '李四',
        amountFen: TEST_PREPAID_FEN,
        paidOn: '2026-11-20',
        voucherNote: '',
      },
    });
    expect(again.json()).toMatchObject({
      code: 40070,
      data: { reason: 'wrongStatus', status: m.firstStage },
    });
  });

  it('the detail shows the timeline with who, and the actions the caller may take', async () => {
    const m = await fresh();
    const before = (await callOf(t.app, calls.manuscriptDetailCall, admin, { query: { id: m.id } })).json()
      .data;
    expect(before.actions).toEqual(['confirmRemittance', 'waiveFee', 'withdrawEntry']);
    await callOf(t.app, calls.waiveFee, admin, {
      body: { id: m.id, version: 0, note: '作者经济困难，免收' },
    });
    const after = (await callOf(t.app, calls.manuscriptDetailCall, admin, { query: { id: m.id } })).json()
      .data;
    // At the first review's allocation the administrator's only action is to allocate it.
    expect(after).toMatchObject({ status: m.firstStage, version: 1, actions: ['assign'] });
    expect(
      after.events.map((e: { action: string; actorName: string; note: string }) => [
        e.action,
        e.actorName,
        e.note,
      ]),
    ).toEqual([
      ['submit', '张三', ''],
      ['waiveFee', '测试用户', '作者经济困难，免收'],
    ]);
    expect(after.events[1].reviewProcessVersion).toBe(0);
    expect(after.orders[0]).toMatchObject({ payStatus: OrderPayStatus.CLOSED, paidFen: 0 });
  });

  it('a waiver needs a reason; a withdrawal cancels the order', async () => {
    const m = await fresh();
    const bare = await callOf(t.app, calls.waiveFee, admin, { body: { id: m.id, version: 0, note: ' ' } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 40070, data: { reason: 'noteRequired' } });
    const out = await callOf(t.app, calls.withdrawEntry, admin, {
      body: { id: m.id, version: 0, note: '重复投稿' },
    });
    expect(out.json().data.status).toBe(Status.REJECTED);
    expect((await orderOf(m.id)).payStatus).toBe(OrderPayStatus.CANCELLED);
  });

  it('a stale version gets 409 with where the manuscript stands; of two concurrent actions one wins', async () => {
    const m = await fresh();
    const [a, b] = await Promise.all([
      callOf(t.app, calls.waiveFee, admin, { body: { id: m.id, version: 0, note: '减免' } }),
      callOf(t.app, calls.withdrawEntry, admin, { body: { id: m.id, version: 0, note: '撤回' } }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    const now = await statusOf(m.id);
    expect(lost.json()).toMatchObject({ code: 40901, data: { status: now.status, version: 1 } });
    expect(await eventsOf(m.id)).toHaveLength(2);
  });

  it('a batch answers per manuscript; one refusal does not undo the others', async () => {
    const [m1, m2] = [await fresh(), await fresh()];
    const other = await pressWorld(t.db);
    const res = await callOf(t.app, calls.waiveFeeBatch, admin, {
      body: {
        items: [
          { id: m1.id, version: 0 },
          { id: m2.id, version: 5 },
          { id: other.manuscriptId, version: 0 },
        ],
        note: '批量减免',
      },
    });
    expect(res.json().data).toEqual([
      { ok: true, id: m1.id, status: m1.firstStage, version: 1 },
      expect.objectContaining({ ok: false, id: m2.id, code: 40901, status: 0 }),
      expect.objectContaining({ ok: false, id: other.manuscriptId, code: 40400 }),
    ]);
    expect((await statusOf(m1.id)).status).toBe(m1.firstStage);
    expect((await statusOf(m2.id)).status).toBe(0);
    expect((await statusOf(other.manuscriptId)).status).toBe(0);
  });

  it('refuses a person without the permission (403) and hides another press’s manuscript (404)', async () => {
    const m = await fresh();
    const editor = await login(t.app, w.editor.account, w.editor.password);
    const denied = await callOf(t.app, calls.waiveFee, editor, { body: { id: m.id, version: 0, note: 'x' } });
    expect(denied.statusCode).toBe(403);
    // The editor reads the list but is offered no action.
    const list = (
      await callOf(t.app, calls.manuscriptList, editor, { query: { keyword: '深度学习' } })
    ).json().data;
    expect(list.list.find((r: { id: number }) => r.id === m.id)?.actions).toEqual([]);
    const other = await pressWorld(t.db);
    const adminB = await login(t.app, other.admin.account, other.admin.password);
    const hidden = await callOf(t.app, calls.remittanceConfirm, adminB, {
      body: {
        id: m.id,
        version: 0,
        remitter: '王五',
        amountFen: TEST_PREPAID_FEN,
        paidOn: '2026-11-20',
        voucherNote: '',
      },
    });
    expect(hidden.statusCode).toBe(404);
    const theirs = (await callOf(t.app, calls.manuscriptList, adminB, { query: {} })).json().data;
    expect(theirs.list.map((r: { id: number }) => r.id)).toEqual([other.manuscriptId]);
  });

  it('random sequences of actions: every applied action is one event, the order follows the manuscript', async () => {
    const names = ['waiveFee', 'withdrawEntry', 'confirmRemittance'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ action: fc.constantFrom(...names), stale: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (steps) => {
          const m = await fresh();
          let version = 0;
          let applied = 0;
          for (const step of steps) {
            const v = step.stale ? version + 1 : version;
            const res =
              step.action === 'confirmRemittance'
                ? await callOf(t.app, calls.remittanceConfirm, admin, {
                    body: {
                      id: m.id,
                      version: v,
                      remitter: '甲',
                      amountFen: TEST_PREPAID_FEN,
                      paidOn: '2026-11-01',
                      voucherNote: '',
                    },
                  })
                : await callOf(t.app, calls[step.action], admin, {
                    body: { id: m.id, version: v, note: '理由' },
                  });
            if (res.statusCode === 200) {
              applied += 1;
              version = res.json().data.version;
            } else expect([400, 409]).toContain(res.statusCode);
          }
          const row = await statusOf(m.id);
          const order = await orderOf(m.id);
          expect(await eventsOf(m.id)).toHaveLength(1 + applied);
          expect(row.version).toBe(applied);
          expect(applied).toBeLessThanOrEqual(1);
          const expected =
            applied === 0
              ? [Status.AUTHOR_UNPAID, OrderPayStatus.UNPAID]
              : row.status === Status.REJECTED
                ? [Status.REJECTED, OrderPayStatus.CANCELLED]
                : [
                    m.firstStage,
                    order.payStatus === OrderPayStatus.PAID ? OrderPayStatus.PAID : OrderPayStatus.CLOSED,
                  ];
          expect([row.status, order.payStatus]).toEqual(expected);
        },
      ),
      { numRuns: 12 },
    );
    // Every move counted itself: the kept counts equal the rows.
    const { kept, actual } = await countsAgainstRows(t.db, w.press.id);
    expect(kept).toEqual(actual);
  });
});
