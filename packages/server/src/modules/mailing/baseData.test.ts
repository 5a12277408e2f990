import * as B from '@jb/contract/api/baseData';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';

type Row = { id: number; name: string; code?: string; enabled: boolean; version: number; actions: string[] };

/** Express companies and printing houses: the press's production base data (/editorialReview/baseData). */
describe(`production base data (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let other: Session;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    const b = await pressWorld(t.db);
    other = await login(t.app, b.admin.account, b.admin.password);
  });
  afterAll(() => t.close());

  const listOf = async (
    call: typeof B.expressCompanyList | typeof B.printingHouseList,
    who: Session,
    query = {},
  ) => {
    const res = await callOf(t.app, call, who, { query: { pageSize: 100, ...query } } as never);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Row[]; total: number };
  };

  it('keeps express companies: added, checked, sorted, switched off; another press sees none and edits none', async () => {
    const save = (body: Record<string, unknown>) =>
      callOf(t.app, B.expressCompanySave, admin, { body: body as never });
    for (const [body, field] of [
      [{ name: '', code: 'SF' }, 'name'],
      [{ name: '顺丰速运', code: '顺丰' }, 'code'],
      [{ name: '顺丰速运', code: 'SF', carrierCode: 'shun feng' }, 'carrierCode'],
      [{ name: '顺丰速运', code: 'SF', sort: -1 }, 'sort'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields[0].path).toBe(field);
    }
    const ems = (await save({ name: '中国邮政 EMS', code: 'EMS', sort: 2 })).json().data.id;
    const sf = (await save({ name: '顺丰速运', code: 'SF', carrierCode: 'shunfeng', sort: 1 })).json().data
      .id;
    const page = await listOf(B.expressCompanyList, admin, { sort: 'sort', order: 'asc' });
    expect(page.list.map((r) => r.id)).toEqual([sf, ems]);
    expect(page.list[0]).toMatchObject({ name: '顺丰速运', code: 'SF', enabled: true, actions: ['edit'] });
    const found = await listOf(B.expressCompanyList, admin, { keyword: 'ems' });
    expect(found.list.map((r) => r.id)).toEqual([ems]);

    const row = page.list[1]!;
    const off = { id: row.id, version: row.version, name: row.name, code: 'EMS', enabled: false };
    expect((await callOf(t.app, B.expressCompanyUpdate, admin, { body: off })).statusCode).toBe(200);
    expect((await listOf(B.expressCompanyList, admin)).list.find((r) => r.id === ems)).toMatchObject({
      enabled: false,
    });
    // Another press: none of these rows, and editing one is not found.
    expect((await listOf(B.expressCompanyList, other)).list.map((r) => r.id)).not.toContain(sf);
    const theirs = await callOf(t.app, B.expressCompanyUpdate, other, {
      body: { id: sf, version: 0, name: '改名', code: 'SF' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('keeps printing houses with a checked phone; readers of the printing screen may list them', async () => {
    const save = (body: Record<string, unknown>) =>
      callOf(t.app, B.printingHouseSave, admin, { body: body as never });
    const bad = await save({ name: '北京新华印刷有限公司', phone: '12345' });
    expect(bad.json().data.fields[0].path).toBe('phone');
    const id = (await save({ name: '北京新华印刷有限公司', contact: '王经理', phone: '010-68001234' })).json()
      .data.id;
    const printer = await createUser(t.db, w.press, { permissions: ['editorialReview.printing'] });
    const session = await login(t.app, printer.account, printer.password);
    const seen = await listOf(B.printingHouseList, session);
    expect(seen.list.find((r) => r.id === id)).toMatchObject({ name: '北京新华印刷有限公司', actions: [] });
    // Reading is not editing.
    const refused = await callOf(t.app, B.printingHouseSave, session, {
      body: { name: '另一家印刷厂' } as never,
    });
    expect(refused.statusCode).toBe(403);
    expect((await listOf(B.printingHouseList, other)).list.map((r) => r.id)).not.toContain(id);
    const theirs = await callOf(t.app, B.printingHouseUpdate, other, {
      body: { id, version: 0, name: '改名' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
