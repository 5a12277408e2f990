import { merchantDelete, merchantList, merchantSave, merchantUpdate } from '@jb/contract/api/merchants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journals } from '../../db/schema/index.ts';

/** Payee merchants, and through them the generic resource (platform/resource.ts). */
describe(`payee merchants (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (s: Session, query: Parameters<typeof callOf<typeof merchantList>>[3]['query'] = {}) =>
    (await callOf(t.app, merchantList, s, { query })).json().data as {
      total: number;
      list: { id: number; name: string; version: number; actions: string[]; journalCount: number }[];
    };

  it('adds, edits and lists the press’s merchants; a bad account number is refused', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const bad = await callOf(t.app, merchantSave, admin, {
      body: { name: '工行', channel: 'bank', accountNo: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].path).toBe('accountNo');
    const res = await callOf(t.app, merchantSave, admin, {
      body: {
        name: '工行对公',
        channel: 'bank',
        accountName: '华夏出版社',
        bankName: '工商银行',
      },
    });
    const id = res.json().data.id;
    await callOf(t.app, merchantUpdate, admin, {
      body: { id, version: 0, name: '工行对公（新）', channel: 'bank' },
    });
    const page = await list(admin, { sort: 'name', order: 'asc' });
    expect(page.total).toBe(2);
    expect(page.list.find((m) => m.id === id)).toMatchObject({
      name: '工行对公（新）',
      version: 1,
      journalCount: 0,
      actions: ['edit', 'delete'],
    });
  });

  it('sorts on the declared fields, pages, and finds by name or merchant number', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    for (const [name, merchantNo] of [
      ['B 微信', 'WX-7788'],
      ['A 支付宝', 'ALI-1'],
    ] as const)
      await callOf(t.app, merchantSave, admin, { body: { name, channel: 'wechat', merchantNo } });
    const asc = await list(admin, { sort: 'name', order: 'asc' });
    expect(asc.list.map((m) => m.name)).toEqual(['A 支付宝', 'B 微信', '对公账户']);
    const second = await list(admin, { sort: 'name', order: 'desc', pageSize: 1, page: 2 });
    expect(second).toMatchObject({ total: 3, list: [{ name: 'B 微信' }] });
    expect((await list(admin, { keyword: 'wx-77' })).list.map((m) => m.name)).toEqual(['B 微信']);
    expect((await list(admin, { keyword: '支付' })).list.map((m) => m.name)).toEqual(['A 支付宝']);
    const unknownSort = await callOf(t.app, merchantList, admin, { query: { sort: 'accountNo' as never } });
    expect(unknownSort.statusCode).toBe(400);
  });

  it('refuses a stale version, another press’s merchant, and a person without the permission', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const body = { id: w.merchantId, version: 0, name: '改名', channel: 'alipay' as const };
    expect((await callOf(t.app, merchantUpdate, admin, { body })).statusCode).toBe(200);
    expect((await callOf(t.app, merchantUpdate, admin, { body })).statusCode).toBe(409);
    const stale = await callOf(t.app, merchantDelete, admin, { query: { id: w.merchantId, version: 0 } });
    expect(stale.statusCode).toBe(409);

    // Another press's merchant is neither listed nor reachable; a pressId names no other press.
    expect((await list(admin)).list.map((m) => m.id)).toEqual([w.merchantId]);
    const foreign = { id: other.merchantId, version: 0, name: 'x', channel: 'bank' as const };
    expect((await callOf(t.app, merchantUpdate, admin, { body: foreign })).statusCode).toBe(404);
    const gone = await callOf(t.app, merchantDelete, admin, { query: { id: other.merchantId, version: 0 } });
    expect(gone.statusCode).toBe(404);
    await callOf(t.app, merchantSave, admin, {
      body: { name: '挂到别社', channel: 'bank', pressId: other.press.id },
    });
    expect((await list(admin, { keyword: '挂到别社' })).total).toBe(1);
    const otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    expect((await list(otherAdmin)).list.map((m) => m.id)).toEqual([other.merchantId]);

    const editor = await login(t.app, w.editor.account, w.editor.password);
    expect((await callOf(t.app, merchantList, editor, { query: {} })).statusCode).toBe(403);
    const add = await callOf(t.app, merchantSave, editor, { body: { name: '无权', channel: 'bank' } });
    expect(add.statusCode).toBe(403);
  });

  it('refuses to delete a merchant a journal uses, naming the journal; deletes it once free', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    await t.db.update(journals).set({ payeeMerchantId: w.merchantId }).where(eq(journals.id, w.journalId));
    expect((await list(admin)).list[0]?.journalCount).toBe(1);
    const key = { id: w.merchantId, version: 0 };
    const refused = await callOf(t.app, merchantDelete, admin, { query: key });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 40044, data: { journals: ['测试期刊'] } });
    await t.db.update(journals).set({ payeeMerchantId: null }).where(eq(journals.id, w.journalId));
    expect((await callOf(t.app, merchantDelete, admin, { query: key })).json().code).toBe(200);
    expect((await list(admin)).total).toBe(0);
  });
  it('lets a platform operator add to the press they name, and refuses a press that does not exist', async () => {
    const w = await pressWorld(t.db);
    const op = await createUser(t.db, null, { adminType: null });
    const operator = await login(t.app, op.account, op.password);
    const unnamed = await callOf(t.app, merchantSave, operator, { body: { name: '无社', channel: 'bank' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().data.fields[0].path).toBe('pressId');
    const unknown = await callOf(t.app, merchantSave, operator, {
      body: { name: '不存在的社', channel: 'bank', pressId: 2_000_000_000 },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().data.fields[0]).toMatchObject({ path: 'pressId', zh: '格式不正确' });
    const named = await callOf(t.app, merchantSave, operator, {
      body: { name: '平台代建商户', channel: 'bank', pressId: w.press.id },
    });
    expect(named.statusCode, named.body).toBe(200);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    expect((await list(admin)).list.map((m) => m.name)).toContain('平台代建商户');
  });
});
