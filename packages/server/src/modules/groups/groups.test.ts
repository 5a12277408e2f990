import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { subjects } from '../../db/schema/index.ts';

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

  it('keeps each member’s subjects, the press’s own or shared ones only', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const [own, shared, foreign] = await t.db
      .insert(subjects)
      .values([
        { name: '本社学科', pressId: w.press.id },
        { name: '平台学科', pressId: null },
        { name: '他社学科', pressId: other.press.id },
      ])
      .returning({ id: subjects.id });
    const body = (subjectIds: number[]) => ({
      name: '学科组',
      journalId: null,
      description: '',
      members: [{ userId: w.editor.id, weight: 1, cap: 0, subjectIds }],
    });
    const saved = await call(t.app, 'POST', '/sys/group/save', admin, {
      body: body([own!.id, shared!.id, own!.id]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id;
    const detail = (await call(t.app, 'GET', '/sys/group/detail', admin, { query: { id } })).json().data;
    expect(detail.members[0].subjectIds.sort()).toEqual([own!.id, shared!.id].sort());
    const refused = await call(t.app, 'PUT', '/sys/group/update', admin, {
      body: { id, version: 0, ...body([own!.id, foreign!.id]) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0]).toMatchObject({
      path: 'members',
      zh: '所选学科不属于本社的学科体系',
      en: 'A chosen subject is not one of the press’s subjects',
    });
    const after = (await call(t.app, 'GET', '/sys/group/detail', admin, { query: { id } })).json().data;
    expect(after.members[0].subjectIds.sort()).toEqual([own!.id, shared!.id].sort());
    // A subject a member holds stays (deleting it would leave the group unsavable); a free one goes.
    const held = await call(t.app, 'DELETE', '/sys/subject/delete', admin, { query: { id: own!.id } });
    expect(held.statusCode).toBe(400);
    expect(held.json().code).toBe(40054);
    const [free] = await t.db
      .insert(subjects)
      .values({ name: '无人使用的学科', pressId: w.press.id })
      .returning({ id: subjects.id });
    const gone = await call(t.app, 'DELETE', '/sys/subject/delete', admin, { query: { id: free!.id } });
    expect(gone.statusCode, gone.body).toBe(200);
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
