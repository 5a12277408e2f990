import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { presses } from '../../db/schema/index.ts';

describe(`roles (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds a role with granted permissions; a person holding it gets exactly those', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const res = await call(t.app, 'POST', '/sys/role/save', admin, {
      body: {
        name: '两项角色',
        nameEn: 'Two entries',
        permissions: ['manage.welcome', 'manage.personalData'],
      },
    });
    const roleId = res.json().data.id;
    const body = {
      id: w.editor.id,
      version: 0,
      name: '编辑',
      phone: w.editor.phone,
      adminType: 3,
      roleIds: [roleId],
      journalIds: [],
    };
    expect((await call(t.app, 'PUT', '/sys/user/update', admin, { body })).json().code).toBe(200);
    const editor = await login(t.app, w.editor.account, w.editor.password);
    const menu = (await call(t.app, 'POST', '/sys/selPerList', editor)).json().data;
    expect(menu).toHaveLength(1);
    expect(menu[0].children.map((c: { path: string }) => c.path)).toEqual([
      '/manage/welcome',
      '/manage/personalData',
    ]);
  });

  it('never grants what the platform has not given the press, and cuts roles when the press loses it', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const platformOnly = await call(t.app, 'POST', '/sys/role/save', admin, {
      body: { name: '越权', nameEn: '', permissions: ['manage.welcome', 'manage.corporateManagement'] },
    });
    expect(platformOnly.json()).toMatchObject({
      code: 40045,
      data: { permissions: ['manage.corporateManagement'] },
    });
    const unknown = await call(t.app, 'POST', '/sys/role/save', admin, {
      body: { name: 'x', nameEn: '', permissions: ['no.such'] },
    });
    expect(unknown.json().code).toBe(40045);

    const tree = (await call(t.app, 'GET', '/sys/role/permissionTree', admin)).json().data;
    const keys = JSON.stringify(tree);
    expect(keys).toContain('organizationalManagement.userManagement.resetPwd');
    expect(keys).not.toContain('manage.corporateManagement');

    const editor = await login(t.app, w.editor.account, w.editor.password);
    expect((await call(t.app, 'POST', '/sys/permissionList', editor)).json().data).toContain(
      'editorialReview.printing',
    );
    const op = await createUser(t.db, null, { adminType: null });
    const operator = await login(t.app, op.account, op.password);
    const [press] = await t.db.select().from(presses).where(eq(presses.id, w.press.id));
    const cut = {
      id: press!.id,
      version: press!.version,
      code: press!.code,
      name: press!.name,
      permissions: ['manage.welcome', 'manage.personalData'],
    };
    expect((await call(t.app, 'PUT', '/sys/press/update', operator, { body: cut })).json().code).toBe(200);
    expect((await call(t.app, 'POST', '/sys/permissionList', editor)).json().data).toEqual([
      'manage.personalData',
      'manage.welcome',
    ]);
  });

  it('refuses to delete a role somebody holds (naming them) or a default role; deletes an unused one', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const holder = await createUser(t.db, w.press, { role: 'reviewer' });
    const { roleIds } = w.press;
    const held = await call(t.app, 'POST', '/sys/role/save', admin, {
      body: { name: '有人用', nameEn: '', permissions: ['manage.welcome'] },
    });
    const heldId = held.json().data.id;
    await call(t.app, 'PUT', '/sys/user/update', admin, {
      body: {
        id: holder.id,
        version: 0,
        name: '持有人',
        phone: holder.phone,
        adminType: 3,
        roleIds: [heldId],
        journalIds: [],
      },
    });
    const inUse = await call(t.app, 'DELETE', '/sys/role/delete', admin, {
      query: { id: heldId, version: 0 },
    });
    expect(inUse.json()).toMatchObject({ code: 40042, data: { names: [`持有人（${holder.account}）`] } });
    const byDefault = await call(t.app, 'DELETE', '/sys/role/delete', admin, {
      query: { id: roleIds.get('finance')!, version: 0 },
    });
    expect(byDefault.json().code).toBe(40046);
    const unused = await call(t.app, 'POST', '/sys/role/save', admin, {
      body: { name: '没人用', nameEn: '', permissions: [] },
    });
    const del = await call(t.app, 'DELETE', '/sys/role/delete', admin, {
      query: { id: unused.json().data.id, version: 0 },
    });
    expect(del.json().code).toBe(200);
  });

  it('copies a default role and edits it with a version check', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const finance = w.press.roleIds.get('finance')!;
    const copy = await call(t.app, 'POST', '/sys/role/save', admin, {
      body: { name: '财务副本', nameEn: '', permissions: [], copyFromId: finance },
    });
    const id = copy.json().data.id;
    const list = (
      await call(t.app, 'GET', '/sys/role/list', admin, { query: { keyword: '财务副本' } })
    ).json().data.list;
    expect(list[0]).toMatchObject({
      id,
      isDefault: false,
      userCount: 0,
      actions: ['edit', 'copy', 'delete'],
    });
    expect(list[0].permissions).toContain('finance.orderList');
    const body = {
      id,
      version: 0,
      name: '财务（改）',
      nameEn: 'Finance (edited)',
      permissions: ['finance.index'],
    };
    expect((await call(t.app, 'PUT', '/sys/role/update', admin, { body })).json().code).toBe(200);
    expect((await call(t.app, 'PUT', '/sys/role/update', admin, { body })).statusCode).toBe(409);
  });
});
