import { columnAdd, columnList, columnSort, columnUpdate } from '@jb/contract/api/columns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';

describe(`journal columns (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds columns at the end, reorders them all at once, and renames under a version check', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const journalId = w.journalId;
    const list = async () =>
      (await callOf(t.app, columnList, admin, { query: { journalId } })).json().data as {
        id: number;
        name: string;
        version: number;
      }[];
    const before = await list();
    const added = (await callOf(t.app, columnAdd, admin, { body: { journalId, name: ' 综述 ' } })).json().data
      .id;
    const after = await list();
    expect(after.map((c) => c.id)).toEqual([...before.map((c) => c.id), added]);
    expect(after.at(-1)!.name).toBe('综述');

    const ids = after.map((c) => c.id);
    const partial = await callOf(t.app, columnSort, admin, { body: { journalId, ids: ids.slice(1) } });
    expect(partial.json().data.fields[0].path).toBe('ids');
    await callOf(t.app, columnSort, admin, { body: { journalId, ids: [...ids].reverse() } });
    expect((await list()).map((c) => c.id)).toEqual([...ids].reverse());

    const body = { id: added, version: 0, name: '专题综述', enabled: false };
    expect((await callOf(t.app, columnUpdate, admin, { body })).json().code).toBe(200);
    expect((await callOf(t.app, columnUpdate, admin, { body })).statusCode).toBe(409);
    expect((await list()).find((c) => c.id === added)).toMatchObject({ name: '专题综述', version: 1 });
  });

  it('keeps another press’s journal out of reach', async () => {
    const mine = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, mine.admin.account, mine.admin.password);
    const list = await callOf(t.app, columnList, admin, { query: { journalId: other.journalId } });
    expect(list.statusCode).toBe(404);
    const rename = await callOf(t.app, columnUpdate, admin, {
      body: { id: other.columnId, version: 0, name: 'x', enabled: true },
    });
    expect(rename.statusCode).toBe(404);
  });
});
