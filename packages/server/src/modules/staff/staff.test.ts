import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser, unique, uniquePhone } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { outbox, users } from '../../db/schema/index.ts';

describe(`staff (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds a person with roles and journals; the initial password arrives by SMS and signs in', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const phone = uniquePhone();
    const account = unique('new');
    const res = await call(t.app, 'POST', '/sys/user/save', admin, {
      body: { account, name: '新编辑', phone, adminType: 3, roleIds: [w.roleId], journalIds: [w.journalId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { initialPassword } = res.json().data;
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, phone))
      .orderBy(desc(outbox.id));
    expect(sms!.body).toContain(initialPassword);
    const person = await login(t.app, account, initialPassword);
    expect((await call(t.app, 'POST', '/sys/permissionList', person)).json().data).toEqual([
      'manage.welcome',
    ]);
    const list = (await call(t.app, 'GET', '/sys/user/list', admin, { query: { name: '新编辑' } })).json()
      .data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      account,
      roles: [{ id: w.roleId, name: '自定义' }],
      journals: [{ id: w.journalId }],
    });
    expect(list.list[0].actions).toEqual(['edit', 'disable', 'resetPwd']);
  });

  it('keeps a person’s e-mail on add and edit, shows it in the list, allows none, refuses an invalid one', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const fields = {
      name: '有邮箱',
      phone: uniquePhone(),
      adminType: 3,
      roleIds: [w.roleId],
      journalIds: [],
    };
    const account = unique('mail');
    const badAdd = await call(t.app, 'POST', '/sys/user/save', admin, {
      body: { ...fields, account, email: 'not-an-address' },
    });
    expect(badAdd.statusCode).toBe(400);
    expect(badAdd.json().data.fields).toEqual([{ path: 'email', zh: '格式不正确', en: 'Invalid value' }]);
    expect(await t.db.select().from(users).where(eq(users.account, account))).toEqual([]);

    const added = await call(t.app, 'POST', '/sys/user/save', admin, {
      body: { ...fields, account, email: ' zhang.editor@demo-press.cn ' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id;
    const listed = async () =>
      (await call(t.app, 'GET', '/sys/user/list', admin, { query: { name: '有邮箱' } })).json().data.list[0];
    expect(await listed()).toMatchObject({ id, email: 'zhang.editor@demo-press.cn' });

    const update = (email: string) =>
      call(t.app, 'PUT', '/sys/user/update', admin, { body: { ...fields, id, version: 0, email } });
    const badEdit = await update(`${'z'.repeat(95)}@demo.cn`);
    expect(badEdit.json().data.fields).toEqual([{ path: 'email', zh: '内容过长', en: 'Too long' }]);
    expect(await listed()).toMatchObject({ email: 'zhang.editor@demo-press.cn', version: 0 });
    expect((await update('')).json().code).toBe(200);
    expect(await listed()).toMatchObject({ email: '', version: 1 });
  });

  it('refuses roles or journals of another press, a taken account, and a wrong phone', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const base = {
      account: unique('x'),
      name: '某人',
      phone: uniquePhone(),
      adminType: 3,
      roleIds: [w.roleId],
      journalIds: [],
    };
    const foreignRole = await call(t.app, 'POST', '/sys/user/save', admin, {
      body: { ...base, roleIds: [other.roleId] },
    });
    expect(foreignRole.json().data.fields[0].path).toBe('roleIds');
    const foreignJournal = await call(t.app, 'POST', '/sys/user/save', admin, {
      body: { ...base, journalIds: [other.journalId] },
    });
    expect(foreignJournal.json().data.fields[0].path).toBe('journalIds');
    const taken = await call(t.app, 'POST', '/sys/user/save', admin, {
      body: { ...base, account: w.editor.account },
    });
    expect(taken.json()).toMatchObject({ code: 40040, msg: '该账号已被使用' });
    const phone = await call(t.app, 'POST', '/sys/user/save', admin, { body: { ...base, phone: '' } });
    expect(phone.json().data.fields).toEqual([
      { path: 'phone', zh: '手机号码不能为空', en: 'Phone number cannot be empty' },
    ]);
    const noRole = await call(t.app, 'POST', '/sys/user/save', admin, {
      body: { ...base, roleIds: [] },
      lang: 'en-US',
    });
    expect(noRole.json().data.fields[0]).toMatchObject({ path: 'roleIds', en: 'Choose at least one role' });
  });

  it('lists only the press’s own staff, filtered, sorted and paged', async () => {
    const w = await pressWorld(t.db);
    await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const all = (
      await call(t.app, 'GET', '/sys/user/list', admin, { query: { sort: 'account', order: 'asc' } })
    ).json().data;
    expect(all.total).toBe(2);
    expect(all.list.map((r: { account: string }) => r.account)).toEqual(
      [w.admin.account, w.editor.account].sort(),
    );
    const paged = (
      await call(t.app, 'GET', '/sys/user/list', admin, {
        query: { page: 2, pageSize: 1, sort: 'account', order: 'asc' },
      })
    ).json().data;
    expect(paged.list.map((r: { account: string }) => r.account)).toEqual([
      [w.admin.account, w.editor.account].sort()[1],
    ]);
    const byRole = (
      await call(t.app, 'GET', '/sys/user/list', admin, {
        query: { roleId: w.press.roleIds.get('reviewer')! },
      })
    ).json().data;
    expect(byRole.list.map((r: { id: number }) => r.id)).toEqual([w.editor.id]);
    const byPhone = (
      await call(t.app, 'GET', '/sys/user/list', admin, { query: { phone: w.editor.phone.slice(3, 9) } })
    ).json().data;
    expect(byPhone.list.map((r: { id: number }) => r.id)).toEqual([w.editor.id]);
    const badSort = await call(t.app, 'GET', '/sys/user/list', admin, { query: { sort: 'password' } });
    expect(badSort.statusCode).toBe(400);
  });

  it('keeps the last active administrator: not disabled, not stripped of the role', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const off = await call(t.app, 'POST', '/sys/user/disable', admin, {
      body: { id: w.admin.id, version: 0 },
    });
    expect(off.json()).toMatchObject({ code: 40043 });
    const strip = await call(t.app, 'PUT', '/sys/user/update', admin, {
      body: {
        id: w.admin.id,
        version: 0,
        name: '管理员',
        phone: w.admin.phone,
        adminType: 2,
        roleIds: [w.roleId],
        journalIds: [],
      },
    });
    expect(strip.json().code).toBe(40043);
    await createUser(t.db, w.press, { role: 'pressAdmin', adminType: 2 });
    const nowOk = await call(t.app, 'POST', '/sys/user/disable', admin, {
      body: { id: w.admin.id, version: 0 },
    });
    expect(nowOk.json().code).toBe(200);
    expect((await call(t.app, 'POST', '/sys/selPerList', admin)).json().code).toBe(90004);
  });

  it('disables a person (their session ends), and resets a password by SMS', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const editor = await login(t.app, w.editor.account, w.editor.password);
    await call(t.app, 'POST', '/sys/user/resetPwd', admin, { body: { id: w.editor.id } });
    expect((await call(t.app, 'POST', '/sys/selPerList', editor)).json().code).toBe(90004);
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, w.editor.phone))
      .orderBy(desc(outbox.id));
    const temporary = /临时密码 (\S+)，/.exec(sms!.body)![1]!;
    await login(t.app, w.editor.account, temporary);
    expect(
      (
        await call(t.app, 'POST', '/sys/user/disable', admin, { body: { id: w.editor.id, version: 0 } })
      ).json().code,
    ).toBe(200);
    const refused = await call(t.app, 'POST', '/sys/login', null, {
      body: { account: w.editor.account, password: temporary },
    });
    expect(refused.json().code).toBe(40013);
    const row = (await call(t.app, 'GET', '/sys/user/list', admin, { query: { status: 0 } })).json().data
      .list[0];
    expect(row.actions).toEqual(['edit', 'enable']);
  });

  it('exports the filtered staff as an xlsx a clerk can open', async () => {
    const w = await pressWorld(t.db);
    await t.db.update(users).set({ email: 'bian.ji@demo-press.cn' }).where(eq(users.id, w.editor.id));
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const res = await call(t.app, 'GET', '/sys/user/export', admin, {
      query: { sort: 'account', order: 'asc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('账号');
    expect(sheet.getRow(1).getCell(4).value).toBe('邮箱');
    const editorRow = [2, 3].find((n) => sheet.getRow(n).getCell(1).value === w.editor.account)!;
    expect(sheet.getRow(editorRow).getCell(4).value).toBe('bian.ji@demo-press.cn');
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual(
      [w.admin.account, w.editor.account].sort(),
    );
  });

  it('lets a platform operator add staff to a named press', async () => {
    const press = await createPress(t.db);
    const op = await createUser(t.db, null, { adminType: null });
    const session = await login(t.app, op.account, op.password);
    const body = {
      account: unique('p'),
      name: '平台加的',
      phone: uniquePhone(),
      adminType: 1,
      roleIds: [press.roleIds.get('finance')!],
      journalIds: [],
    };
    expect((await call(t.app, 'POST', '/sys/user/save', session, { body })).json().data.fields[0].path).toBe(
      'pressId',
    );
    const res = await call(t.app, 'POST', '/sys/user/save', session, {
      body: { ...body, pressId: press.id },
    });
    expect(res.statusCode).toBe(200);
  });
});
