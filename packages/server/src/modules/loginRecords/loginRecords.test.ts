import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';

describe(`sign-in records and operators (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('filters the press’s sign-in records by person, result, address and time, and exports them', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    await login(t.app, other.editor.account, other.editor.password);
    await call(t.app, 'POST', '/sys/login', null, {
      body: { account: w.editor.account, password: 'Wrong1234' },
      remoteAddress: '10.1.2.3',
    });
    await login(t.app, w.editor.account, w.editor.password);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const all = (await call(t.app, 'GET', '/sys/loginRecord/list', admin)).json().data;
    expect(all.total).toBe(3);
    const failed = (
      await call(t.app, 'GET', '/sys/loginRecord/list', admin, { query: { result: 'wrongPassword' } })
    ).json().data;
    expect(failed.list).toMatchObject([{ account: w.editor.account, ip: '10.1.2.3', name: '测试用户' }]);
    const byIp = (
      await call(t.app, 'GET', '/sys/loginRecord/list', admin, { query: { ip: '10.1.2' } })
    ).json().data;
    expect(byIp.total).toBe(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await call(t.app, 'GET', '/sys/loginRecord/list', admin, { query: { from: future } })).json().data
        .total,
    ).toBe(0);
    const badTime = await call(t.app, 'GET', '/sys/loginRecord/list', admin, {
      query: { from: 'yesterday' },
    });
    expect(badTime.statusCode).toBe(400);
    const file = await call(t.app, 'GET', '/sys/loginRecord/export', admin, {
      query: { person: w.editor.account },
      lang: 'en-US',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Time');
    expect(sheet.rowCount).toBe(3);
    expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('stops counting a very long log at 10000 and says so', async () => {
    const w = await pressWorld(t.db);
    await t.db.execute(sql`insert into login_records (press_id, account, ip, location, result, created_at)
      select ${w.press.id}, 'bulk' || g, '10.9.' || (g % 250) || '.1', '局域网', 'success', now() - (g || ' seconds')::interval
      from generate_series(1, 10005) g`);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const page = (await call(t.app, 'GET', '/sys/loginRecord/list', admin, { query: { pageSize: 5 } })).json()
      .data;
    expect(page).toMatchObject({ total: 10000, capped: true });
    expect(page.list[0].account).toBe(w.admin.account);
    const exact = (
      await call(t.app, 'GET', '/sys/loginRecord/list', admin, { query: { person: 'bulk77' } })
    ).json().data;
    expect(exact).toMatchObject({ total: 1, capped: false });
    const byIp = (
      await call(t.app, 'GET', '/sys/loginRecord/list', admin, { query: { ip: '10.9.7.', pageSize: 1 } })
    ).json().data;
    expect(byIp.total).toBe(40);
  });

  it('manages platform operators and keeps the last active one', async () => {
    const op = await createUser(t.db, null, { adminType: null });
    const session = await login(t.app, op.account, op.password);
    const res = await call(t.app, 'POST', '/sys/operator/save', session, {
      body: { account: `op${Date.now()}`, name: '运营二', phone: '13700001111' },
    });
    const { id, initialPassword } = res.json().data;
    const list = (
      await call(t.app, 'GET', '/sys/operator/list', session, { query: { name: '运营二' } })
    ).json().data;
    expect(list.list[0]).toMatchObject({ id, pressId: null, actions: ['edit', 'disable'] });
    const second = await login(t.app, list.list[0].account, initialPassword);
    expect(second.login.info.platform).toBe(true);
    await call(t.app, 'POST', '/sys/operator/disable', session, { body: { id, version: 0 } });
    expect((await call(t.app, 'POST', '/sys/selPerList', second)).json().code).toBe(90004);
  });
});
