import { orderCancel, orderClose, orderDetailCall, orderList, orderSaveOther } from '@jb/contract/api/orders';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts } from '../../db/schema/index.ts';

/** Orders made and ended by hand: an other fee by the manuscript's number; cancel and close with a reason. */
describe(`ordering and ending orders by hand (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let articleNo = '';
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    articleNo = (await t.db.select().from(manuscripts).where(eq(manuscripts.id, w.manuscriptId)))[0]!
      .articleNo;
  });
  afterAll(() => t.close());

  const detail = async (id: number) =>
    (await callOf(t.app, orderDetailCall, admin, { query: { id } })).json().data;
  const other = (body: object, who: Session = admin) => callOf(t.app, orderSaveOther, who, { body } as never);

  it('orders an other fee by the manuscript’s number; the reason stays in its history; it can be cancelled', async () => {
    const bad = await other({ articleNo: 'X-0000-00000', amountFen: 10_000, reason: '版面费差额' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].path).toBe('articleNo');
    expect((await other({ articleNo, amountFen: 0, reason: '差额' })).statusCode).toBe(400);
    expect((await other({ articleNo, amountFen: 10_000, reason: ' ' })).statusCode).toBe(400);

    const made = await other({ articleNo, amountFen: 10_000, reason: '彩图印刷费' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const order = await detail(id);
    expect(order).toMatchObject({
      feeType: FeeType.OTHER,
      amountFen: 10_000,
      payStatus: OrderPayStatus.UNPAID,
      actions: ['cancel', 'close', 'receive', 'discount'],
    });
    expect(order.events[0]).toMatchObject({ kind: 'created', note: '彩图印刷费' });

    const noReason = await callOf(t.app, orderCancel, admin, {
      body: { id, version: order.version, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await callOf(t.app, orderCancel, admin, {
      body: { id, version: order.version, reason: '重复下单' },
    });
    expect(cancelled.json().data).toEqual({
      id,
      payStatus: OrderPayStatus.CANCELLED,
      version: order.version + 1,
    });
    const after = await detail(id);
    expect(after.actions).toEqual([]);
    expect(after.events.at(-1)).toMatchObject({ kind: 'cancelled', note: '重复下单', toPayStatus: 2 });
    // Ended already, and under the old version: the version is stale (409).
    const again = await callOf(t.app, orderClose, admin, {
      body: { id, version: order.version, reason: '关闭' },
    });
    expect(again.statusCode).toBe(409);
    const notUnpaid = await callOf(t.app, orderClose, admin, {
      body: { id, version: after.version, reason: '关闭' },
    });
    expect(notUnpaid.statusCode).toBe(400);
  });

  it('closes an unpaid order; the prepaid fee is the workflow’s and cannot be ended here', async () => {
    const id = (await other({ articleNo, amountFen: 5_000, reason: '加印费' })).json().data.id as number;
    const closed = await callOf(t.app, orderClose, admin, {
      body: { id, version: (await detail(id)).version, reason: '作者放弃加印' },
    });
    expect(closed.json().data.payStatus).toBe(OrderPayStatus.CLOSED);
    const prepaid = await detail(w.orderId);
    expect(prepaid.actions).toEqual([]);
    const refused = await callOf(t.app, orderCancel, admin, {
      body: { id: w.orderId, version: prepaid.version, reason: '取消' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0].path).toBe('id');
    const list = (await callOf(t.app, orderList, admin, { query: { feeType: FeeType.OTHER } })).json().data;
    expect(list.list.map((r: { payStatus: number }) => r.payStatus).sort()).toEqual([2, 3]);
  });

  it('refuses another press (404 / unknown number) and a person without the permission (403)', async () => {
    const id = (await other({ articleNo, amountFen: 3_000, reason: '审稿加急' })).json().data.id as number;
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const version = (await detail(id)).version;
    expect(
      (await callOf(t.app, orderCancel, adminB, { body: { id, version, reason: 'x' } })).statusCode,
    ).toBe(404);
    const foreign = await other({ articleNo, amountFen: 3_000, reason: 'x' }, adminB);
    expect(foreign.statusCode).toBe(400);
    const reviewerUser = await createUser(t.db, w.press, { role: 'reviewer' });
    const reviewer = await login(t.app, reviewerUser.account, reviewerUser.password);
    expect(
      (await callOf(t.app, orderCancel, reviewer, { body: { id, version, reason: 'x' } })).statusCode,
    ).toBe(403);
    expect((await other({ articleNo, amountFen: 3_000, reason: 'x' }, reviewer)).statusCode).toBe(403);
    // Finance's own permission lists the actions; a reader without it sees none.
    const financeUser = await createUser(t.db, w.press, { role: 'finance' });
    const finance = await login(t.app, financeUser.account, financeUser.password);
    const seen = (await callOf(t.app, orderDetailCall, finance, { query: { id } })).json().data;
    expect(seen.actions).toEqual(['cancel', 'close', 'receive']);
  });
});
