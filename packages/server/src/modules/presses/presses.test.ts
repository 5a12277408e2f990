import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser, unique, uniquePhone } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login, type Session } from '../../../test/wireClient.ts';
import { outbox } from '../../db/schema/index.ts';

describe(`presses (${engineName})`, () => {
  let t: TestApp;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const op = await createUser(t.db, null, { adminType: null });
    operator = await login(t.app, op.account, op.password);
  });
  afterAll(() => t.close());

  const newPress = (
    over: Record<string, unknown> = {},
    query = { userName: '新社长', phone: uniquePhone() },
  ) =>
    call(t.app, 'POST', '/sys/press/save', operator, {
      query,
      body: {
        code: unique('NP').slice(0, 18),
        name: unique('新出版社'),
        adminAccount: unique('adm'),
        ...over,
      },
    });

  it('creates a press with its default roles and first administrator, who gets the password by SMS', async () => {
    const phone = uniquePhone();
    const res = await newPress({}, { userName: '新社长', phone });
    expect(res.statusCode, res.body).toBe(200);
    const { id, adminAccount, initialPassword } = res.json().data;
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, phone))
      .orderBy(desc(outbox.id));
    expect(sms!.body).toContain(initialPassword);
    const admin = await login(t.app, adminAccount, initialPassword);
    expect(admin.login.info).toMatchObject({
      pressId: id,
      name: '新社长',
      adminType: 2,
      roleNames: ['出版社管理员'],
    });
    const roles = (await call(t.app, 'GET', '/sys/role/list', admin)).json().data;
    // Administrator, reviewer, acquisition editor, finance, typesetter and expert.
    expect(roles.total).toBe(6);
    const detail = (await call(t.app, 'GET', '/sys/press/detail', operator, { query: { id } })).json().data;
    expect(detail).toMatchObject({
      id,
      staffCount: 1,
      journalCount: 0,
      status: 1,
      actions: ['edit', 'disable'],
    });
  });

  it('checks the query parameters and the body, and refuses a taken code or account', async () => {
    const badPhone = await newPress({}, { userName: '新社长', phone: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().data.fields).toEqual([
      { path: 'phone', zh: '手机号码格式错误', en: 'Phone number format is wrong' },
    ]);
    const badCode = await newPress({ code: '1x' });
    expect(badCode.json().data.fields[0].path).toBe('code');
    const first = (await newPress()).json().data;
    const detail = (
      await call(t.app, 'GET', '/sys/press/detail', operator, { query: { id: first.id } })
    ).json().data;
    const sameCode = await newPress({ code: detail.code.toLowerCase() });
    expect(sameCode.json()).toMatchObject({ code: 40041, msg: '该出版社编码已被使用' });
    const sameAccount = await newPress({ adminAccount: first.adminAccount });
    expect(sameAccount.json().code).toBe(40040);
    const list = (
      await call(t.app, 'GET', '/sys/press/list', operator, { query: { keyword: detail.code } })
    ).json().data;
    expect(list.list.map((p: { id: number }) => p.id)).toEqual([first.id]);
  });

  it('refuses to give a press a permission only the platform holds', async () => {
    const res = await newPress({ permissions: ['manage.welcome', 'manage.corporateManagement'] });
    expect(res.json()).toMatchObject({ code: 40045, data: { permissions: ['manage.corporateManagement'] } });
  });

  it('disables a press: its staff are signed out at once and cannot sign in until it is enabled', async () => {
    const press = await createPress(t.db);
    const staff = await createUser(t.db, press);
    const session = await login(t.app, staff.account, staff.password);
    const off = await call(t.app, 'POST', '/sys/press/disable', operator, {
      body: { id: press.id, version: 0 },
    });
    expect(off.json().code).toBe(200);
    expect((await call(t.app, 'POST', '/sys/selPerList', session)).json().code).toBe(90004);
    const again = await call(t.app, 'POST', '/sys/login', null, {
      body: { account: staff.account, password: staff.password },
    });
    expect(again.json().code).toBe(40013);
    const stale = await call(t.app, 'POST', '/sys/press/enable', operator, {
      body: { id: press.id, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    await call(t.app, 'POST', '/sys/press/enable', operator, { body: { id: press.id, version: 1 } });
    await login(t.app, staff.account, staff.password);
  });

  it('edits a press with a version check, and lets only the platform manage presses', async () => {
    const { id } = (await newPress()).json().data;
    const detail = (await call(t.app, 'GET', '/sys/press/detail', operator, { query: { id } })).json().data;
    const body = {
      id,
      version: 0,
      code: detail.code,
      name: '改过的名字',
      contactName: '联系人',
      contactPhone: '13512345678',
      address: '北京',
    };
    expect((await call(t.app, 'PUT', '/sys/press/update', operator, { body })).json().code).toBe(200);
    expect((await call(t.app, 'PUT', '/sys/press/update', operator, { body })).statusCode).toBe(409);
    const missing = await call(t.app, 'PUT', '/sys/press/update', operator, {
      body: { ...body, id: 99_999_999 },
    });
    expect(missing.statusCode).toBe(404);
    const press = await createPress(t.db);
    const admin = await createUser(t.db, press, { role: 'pressAdmin', adminType: 2 });
    const adminSession = await login(t.app, admin.account, admin.password);
    expect((await call(t.app, 'GET', '/sys/press/list', adminSession)).statusCode).toBe(403);
  });
});
