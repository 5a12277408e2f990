import { manuscriptDetailCall, manuscriptUpdate } from '@jb/contract/api/manuscripts';
import { Status } from '@jb/contract/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journalColumns } from '../../db/schema/index.ts';

describe(`editing a manuscript's metadata (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
  });
  afterAll(() => t.close());

  const edit = (id: number, version: number, changes: Record<string, unknown>) =>
    callOf(t.app, manuscriptUpdate, admin, {
      body: {
        id,
        version,
        title: '深度学习在期刊审稿中的应用',
        keywords: '',
        abstract: '',
        columnId: w.columnId,
        subjectId: null,
        natureArticleType: 1,
        ...changes,
      },
    });
  const detail = async (id: number) =>
    (await callOf(t.app, manuscriptDetailCall, admin, { query: { id } })).json().data;

  it('keeps each change with its old and new value in the timeline, and leaves the status alone', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const [review] = await t.db
      .insert(journalColumns)
      .values({ journalId: w.journalId, name: '综述', sort: 2 })
      .returning();
    const res = await edit(m.id, 0, {
      title: '深度学习在审稿中的应用（修订题名）',
      columnId: review!.id,
      note: '作者来函更正题名',
    });
    expect(res.json().data).toEqual({ id: m.id, version: 1 });
    const d = await detail(m.id);
    expect(d).toMatchObject({
      title: '深度学习在审稿中的应用（修订题名）',
      columnName: '综述',
      status: Status.AUTHOR_UNPAID,
    });
    const last = d.events.at(-1);
    expect(last).toMatchObject({
      action: 'modify',
      fromStatus: 0,
      toStatus: 0,
      note: '作者来函更正题名',
      actorName: '测试用户',
    });
    expect(last.changes).toEqual([
      { field: 'title', from: '深度学习在期刊审稿中的应用', to: '深度学习在审稿中的应用（修订题名）' },
      { field: 'columnId', from: '研究论文', to: '综述' },
    ]);
    // Saving the same values again changes nothing and writes no event.
    expect(
      (await edit(m.id, 1, { title: '深度学习在审稿中的应用（修订题名）', columnId: review!.id })).json().data
        .version,
    ).toBe(1);
    expect((await detail(m.id)).events).toHaveLength(d.events.length);
  });

  it('answers a stale version with 409 and where it stands; refuses another journal’s column and another press', async () => {
    const m = await manuscriptAtZero(t.db, w);
    await edit(m.id, 0, { title: '第一次修改' });
    const stale = await edit(m.id, 0, { title: '过期的修改' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 40901, data: { status: 0, version: 1 } });
    expect((await detail(m.id)).title).toBe('第一次修改');
    const other = await pressWorld(t.db);
    const foreignColumn = await edit(m.id, 1, { columnId: other.columnId });
    expect(foreignColumn.json().data.fields[0].path).toBe('columnId');
    const adminB = await login(t.app, other.admin.account, other.admin.password);
    const theirs = await callOf(t.app, manuscriptUpdate, adminB, {
      body: {
        id: m.id,
        version: 1,
        title: 'x',
        keywords: '',
        abstract: '',
        columnId: w.columnId,
        subjectId: null,
        natureArticleType: 1,
      },
    });
    expect(theirs.statusCode).toBe(404);
    const empty = await edit(m.id, 1, { title: '  ' });
    expect(empty.json().data.fields[0]).toMatchObject({ path: 'title', zh: '此项不能为空' });
  });
});
