import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';

describe(`editor groups and journal staff (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps a group’s members with weights and caps, only from the press’s active staff', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const second = await createUser(t.db, w.press);
    const members = [
      { userId: w.editor.id, weight: 3, cap: 20 },
      { userId: second.id, weight: 1, cap: 0 },
    ];
    const res = await call(t.app, 'POST', '/sys/group/save', admin, {
      body: { name: '复审组', journalId: w.journalId, description: '', members },
    });
    const id = res.json().data.id;
    const detail = (await call(t.app, 'GET', '/sys/group/detail', admin, { query: { id } })).json().data;
    expect(detail).toMatchObject({ name: '复审组', journalName: '测试期刊', memberCount: 2 });
    expect(
      detail.members.map((m: { userId: number; weight: number }) => [m.userId, m.weight]).sort(),
    ).toEqual(
      [
        [w.editor.id, 3],
        [second.id, 1],
      ].sort(),
    );
    const foreign = await call(t.app, 'PUT', '/sys/group/update', admin, {
      body: {
        id,
        version: 0,
        name: '复审组',
        journalId: null,
        description: '',
        members: [{ userId: other.editor.id, weight: 1, cap: 0 }],
      },
    });
    expect(foreign.json().data.fields[0].path).toBe('members');
    const badWeight = await call(t.app, 'PUT', '/sys/group/update', admin, {
      body: {
        id,
        version: 0,
        name: '复审组',
        journalId: null,
        description: '',
        members: [{ userId: w.editor.id, weight: 0, cap: 0 }],
      },
    });
    expect(badWeight.statusCode).toBe(400);
    const after = (await call(t.app, 'GET', '/sys/group/detail', admin, { query: { id } })).json().data;
    expect(after.memberCount).toBe(2);
  });

  it('puts people on a journal and takes them off', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const newcomer = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    await call(t.app, 'POST', '/sys/journalUser/add', admin, {
      body: { journalId: w.journalId, userIds: [newcomer.id, w.editor.id] },
    });
    const list = (
      await call(t.app, 'GET', '/sys/journalUser/list', admin, {
        query: { journalId: w.journalId, sort: 'name' },
      })
    ).json().data;
    expect(list.total).toBe(2);
    expect(list.list.find((r: { userId: number }) => r.userId === newcomer.id)).toMatchObject({
      roles: ['采编'],
      actions: ['remove'],
    });
    await call(t.app, 'DELETE', '/sys/journalUser/remove', admin, {
      query: { journalId: w.journalId, userId: newcomer.id },
    });
    expect(
      (await call(t.app, 'GET', '/sys/journalUser/list', admin, { query: { journalId: w.journalId } })).json()
        .data.total,
    ).toBe(1);
    const options = (await call(t.app, 'GET', '/sys/journal/options', admin)).json().data;
    expect(options).toEqual([
      {
        id: w.journalId,
        name: '测试期刊',
        pressId: w.press.id,
        frequency: 5,
        proofRounds: 3,
        status: 0,
        version: 0,
      },
    ]);
  });
});
