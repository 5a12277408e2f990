import { unitLevelCheck, unitLevelList, unitLevelSave } from '@jb/contract/api/unitLevels';
import { ErrorCode } from '@jb/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';

describe(`unit levels (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs the range check, refuses a failing save without writing, and keeps levels by start', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const overlap = [
      { name: 'A', start: 0, end: 10 },
      { name: 'B', start: 5, end: 0 },
    ];
    const check = (await callOf(t.app, unitLevelCheck, admin, { body: { levels: overlap } })).json().data;
    expect(check).toEqual({ code: 1, index: 1, message: '区间存在重叠' });

    const refused = (await callOf(t.app, unitLevelSave, admin, { body: { levels: overlap } })).json();
    expect(refused).toMatchObject({ code: ErrorCode.RANGE_CHECK, data: { code: 1, index: 1 } });
    expect((await callOf(t.app, unitLevelList, admin, { query: {} })).json().data).toEqual([]);

    const levels = [
      { name: 'B', start: 11, end: 0 },
      { name: 'A', start: 0, end: 10 },
    ];
    expect((await callOf(t.app, unitLevelCheck, admin, { body: { levels } })).json().data).toEqual({
      code: 0,
      message: '',
    });
    expect((await callOf(t.app, unitLevelSave, admin, { body: { levels } })).json().code).toBe(200);
    expect((await callOf(t.app, unitLevelList, admin, { query: {} })).json().data).toEqual([
      { name: 'A', start: 0, end: 10 },
      { name: 'B', start: 11, end: 0 },
    ]);
  });
});
