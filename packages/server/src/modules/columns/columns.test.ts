import { columnAdd, columnList, columnSort, columnUpdate } from '@jb/contract/api/columns';
import { ORDERED_ROWS_MAX } from '@jb/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, unique } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journalColumns, journals, userJournals } from '../../db/schema/index.ts';

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

  it('takes crossed reorders sent at once one after the other, each whole, never an error', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const journalId = w.journalId;
    for (const name of ['甲', '乙', '丙', '丁', '戊', '己'])
      await callOf(t.app, columnAdd, admin, { body: { journalId, name } });
    const order = async () =>
      (
        (await callOf(t.app, columnList, admin, { query: { journalId } })).json().data as { id: number }[]
      ).map((c) => c.id);
    const ids = await order();
    // The same rows in crossed orders: without a lock two transactions take them the other way round.
    const one = [...ids].reverse();
    const two = [...ids.slice(1), ids[0]!];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        callOf(t.app, columnSort, admin, { body: { journalId, ids: one } }),
        callOf(t.app, columnSort, admin, { body: { journalId, ids: two } }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect([one, two]).toContainEqual(await order());
    }
  });

  it('gives columns added at once each their own place, and refuses one beyond the journal’s limit', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const journalId = w.journalId;
    const names = ['一', '二', '三', '四', '五', '六', '七', '八'];
    const added = await Promise.all(
      names.map((name) => callOf(t.app, columnAdd, admin, { body: { journalId, name } })),
    );
    expect(added.map((a) => a.statusCode)).toEqual(names.map(() => 200));
    const rows = (await callOf(t.app, columnList, admin, { query: { journalId } })).json().data as {
      sort: number;
    }[];
    // The pressWorld column is first; the eight follow, one place each.
    expect(rows.map((c) => c.sort)).toEqual(rows.map((_, i) => i + 1));

    // Filled up to ORDERED_ROWS_MAX: one more is a field refusal, and nothing is written.
    await t.db.insert(journalColumns).values(
      Array.from({ length: ORDERED_ROWS_MAX - rows.length }, (_, i) => ({
        journalId,
        name: `栏目${i}`,
        sort: rows.length + i + 1,
      })),
    );
    const refused = await callOf(t.app, columnAdd, admin, { body: { journalId, name: '多余' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0].path).toBe('sort');
    expect(JSON.stringify(refused.json())).toContain(`最多 ${ORDERED_ROWS_MAX} 项`);
    expect(await t.db.$count(journalColumns, eq(journalColumns.journalId, journalId))).toBe(ORDERED_ROWS_MAX);
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
    const add = await callOf(t.app, columnAdd, admin, { body: { journalId: other.journalId, name: '越界' } });
    expect(add.statusCode).toBe(404);
    const sort = await callOf(t.app, columnSort, admin, {
      body: { journalId: other.journalId, ids: [other.columnId] },
    });
    expect(sort.statusCode).toBe(404);
    const otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    const theirs = (
      await callOf(t.app, columnList, otherAdmin, { query: { journalId: other.journalId } })
    ).json();
    expect(theirs.data.map((c: { name: string }) => c.name)).toEqual(['研究论文']);
  });

  it('adds a disabled column, keeps what an edit leaves out, and refuses an order naming another journal’s column', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const journalId = w.journalId;
    const added = await callOf(t.app, columnAdd, admin, {
      body: { journalId, name: '停刊栏目', enabled: false },
    });
    const id = added.json().data.id as number;
    const rows = (await callOf(t.app, columnList, admin, { query: { journalId } })).json().data;
    expect(rows.at(-1)).toMatchObject({ id, enabled: false, sort: 2, actions: ['edit'] });
    expect(
      (await callOf(t.app, columnUpdate, admin, { body: { id, version: 0, name: '更名' } })).statusCode,
    ).toBe(200);
    const renamed = (await callOf(t.app, columnList, admin, { query: { journalId } })).json().data.at(-1);
    expect(renamed).toMatchObject({ name: '更名', enabled: false, version: 1 });
    const empty = await callOf(t.app, columnAdd, admin, { body: { journalId, name: '  ' } });
    expect(empty.json().data.fields[0]).toMatchObject({ path: 'name', zh: '此项不能为空' });
    const foreign = await callOf(t.app, columnSort, admin, {
      body: { journalId, ids: [w.columnId, other.columnId] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.fields[0].path).toBe('ids');
  });

  it('lets pickers read, managers change, and a journal-scoped manager reach only their journals', async () => {
    const w = await pressWorld(t.db);
    const journalId = w.journalId;
    const as = async (permissions: string[]): Promise<Session> => {
      const user = await createUser(t.db, w.press, { permissions });
      return login(t.app, user.account, user.password);
    };
    const picker = await as(['operation.manuscriptManage']);
    const read = await callOf(t.app, columnList, picker, { query: { journalId } });
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0]).toMatchObject({ id: w.columnId, actions: [] });
    expect((await callOf(t.app, columnAdd, picker, { body: { journalId, name: '无权' } })).statusCode).toBe(
      403,
    );
    const body = { id: w.columnId, version: 0, name: '无权', enabled: true };
    expect((await callOf(t.app, columnUpdate, picker, { body })).statusCode).toBe(403);
    const order = { journalId, ids: [w.columnId] };
    expect((await callOf(t.app, columnSort, picker, { body: order })).statusCode).toBe(403);
    const stranger = await as(['manage.welcome']);
    expect((await callOf(t.app, columnList, stranger, { query: { journalId } })).statusCode).toBe(403);

    // A manager assigned only to a second journal of the press does not reach the first.
    const [second] = await t.db
      .insert(journals)
      .values({ pressId: w.press.id, code: unique('j'), name: '第二期刊', frequency: 5, status: 0 })
      .returning({ id: journals.id });
    const manager = await createUser(t.db, w.press, {
      permissions: ['operation.programManage', 'operation.programManage.edit'],
    });
    await t.db.insert(userJournals).values({ userId: manager.id, journalId: second!.id });
    const scoped = await login(t.app, manager.account, manager.password);
    expect((await callOf(t.app, columnList, scoped, { query: { journalId } })).statusCode).toBe(404);
    expect((await callOf(t.app, columnUpdate, scoped, { body })).statusCode).toBe(404);
    expect((await callOf(t.app, columnSort, scoped, { body: order })).statusCode).toBe(404);
    const own = await callOf(t.app, columnAdd, scoped, { body: { journalId: second!.id, name: '本刊栏目' } });
    expect(own.statusCode).toBe(200);
    const listed = await callOf(t.app, columnList, scoped, { query: { journalId: second!.id } });
    expect(listed.json().data).toMatchObject([{ name: '本刊栏目', sort: 1, actions: ['edit'] }]);
  });
});
