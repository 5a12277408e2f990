import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { journals } from '../../db/schema/index.ts';

describe(`payee merchants (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds, edits and lists the press’s merchants; a bad account number is refused', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const bad = await call(t.app, 'POST', '/sys/merchant/save', admin, {
      body: { name: '工行', channel: 'bank', accountNo: 'abc' },
    });
    expect(bad.json().data.fields[0].path).toBe('accountNo');
    const res = await call(t.app, 'POST', '/sys/merchant/save', admin, {
      body: {
        name: '工行对公',
        channel: 'bank',
        accountName: '华夏出版社',
        bankName: '工商银行',
        accountNo: '6222020200112233',
      },
    });
    const id = res.json().data.id;
    await call(t.app, 'PUT', '/sys/merchant/update', admin, {
      body: { id, version: 0, name: '工行对公（新）', channel: 'bank' },
    });
    const list = (
      await call(t.app, 'GET', '/sys/merchant/list', admin, { query: { sort: 'name', order: 'asc' } })
    ).json().data;
    expect(list.total).toBe(2);
    expect(list.list.find((m: { id: number }) => m.id === id)).toMatchObject({
      name: '工行对公（新）',
      version: 1,
      actions: ['edit', 'delete'],
    });
  });

  it('refuses to delete a merchant a journal uses, naming the journal; deletes it once free', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    await t.db.update(journals).set({ payeeMerchantId: w.merchantId }).where(eq(journals.id, w.journalId));
    const refused = await call(t.app, 'DELETE', '/sys/merchant/delete', admin, {
      query: { id: w.merchantId, version: 0 },
    });
    expect(refused.json()).toMatchObject({ code: 40044, data: { journals: ['测试期刊'] } });
    await t.db.update(journals).set({ payeeMerchantId: null }).where(eq(journals.id, w.journalId));
    const done = await call(t.app, 'DELETE', '/sys/merchant/delete', admin, {
      query: { id: w.merchantId, version: 0 },
    });
    expect(done.json().code).toBe(200);
    expect((await call(t.app, 'GET', '/sys/merchant/list', admin)).json().data.total).toBe(0);
  });
});
